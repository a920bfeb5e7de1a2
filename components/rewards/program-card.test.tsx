import { render, screen, within } from "@testing-library/react";
import { cardView, DEFAULT_REWARDS, type CardState } from "@/lib/program/card";
import { englishCatalogueCardWords } from "@/tests/support/card-words";
import { DEFAULT_LOOK, ProgramCard, slotColumns } from "./program-card";

const card = (state: Partial<CardState>) =>
  cardView({ size: 10, punches: 0, rewards: DEFAULT_REWARDS, handed: 0, waiting: 0, ...state });
const eight = [
  { at: 4, name: "Free cookie" },
  { at: 8, name: "Free coffee" },
];

function slots() {
  return within(screen.getByTestId("punch-grid")).getAllByRole("listitem");
}

describe("ProgramCard", () => {
  it("with SPEC.md's program reads as today: 10 slots, 'FREE' on the last, the count and what is left", () => {
    render(
      <ProgramCard
        card={card({ punches: 6 })}
        look={DEFAULT_LOOK}
        shopName="Bean There"
        words={englishCatalogueCardWords("Bean There")}
      />,
    );
    expect(screen.getByTestId("card-count")).toHaveTextContent("6 / 10");
    expect(screen.getByRole("list", { name: "6 of 10 punches" })).toBeInTheDocument();
    expect(slots()).toHaveLength(10);
    expect(slots().filter((s) => s.dataset.filled === "true")).toHaveLength(6);
    expect(slots()[9]).toHaveTextContent("FREE");
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "4 more punches for a free product.",
    );
    // Today's card: no colour, no shop line, no list of rewards, no "next card".
    expect(screen.getByTestId("program-card")).not.toHaveAttribute("style");
    expect(screen.queryByTestId("card-shop")).toBeNull();
    expect(screen.queryByTestId("card-rewards")).toBeNull();
    expect(screen.queryByTestId("next-card-punches")).toBeNull();
    expect(screen.queryByTestId("card-logo")).toBeNull();
  });

  it("says 'punch' for one", () => {
    render(
      <ProgramCard
        card={card({ punches: 9 })}
        look={DEFAULT_LOOK}
        shopName="S"
        words={englishCatalogueCardWords("S")}
      />,
    );
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "1 more punch for a free product.",
    );
  });

  it("draws a card of 8 with two rewards at their slots, named, and the next one ahead", () => {
    render(
      <ProgramCard
        card={card({ size: 8, rewards: eight, punches: 2 })}
        look={{ cardColor: "#7c2d12", stampIcon: "croissant", logoUrl: "/api/uploads/logo" }}
        shopName="Bäckerei Sonnenschein"
        words={englishCatalogueCardWords("Bäckerei Sonnenschein")}
        terms="One reward per visit."
      />,
    );
    expect(slots()).toHaveLength(8);
    expect(screen.getByTestId("card-count")).toHaveTextContent("2 / 8");
    expect(slots()[3]).toHaveAttribute("title", "Free cookie");
    expect(slots()[3]).toHaveTextContent("Punch 4, empty, reward: Free cookie");
    expect(slots()[7]).toHaveTextContent("Punch 8, empty, reward: Free coffee");
    expect(slots()[0]).toHaveTextContent("Punch 1, punched");
    expect(slots()[0]!.querySelector("[data-stamp]")).toHaveAttribute("data-stamp", "croissant");
    const rewards = screen.getAllByTestId("card-reward");
    expect(rewards.map((r) => r.textContent)).toEqual([
      "4Free cookie2 to go",
      "8Free coffee6 to go",
    ]);
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "2 more punches for a free cookie.",
    );
    expect(screen.getByRole("group", { name: "Bäckerei Sonnenschein loyalty card" })).toHaveStyle({
      backgroundColor: "#7c2d12",
    });
    expect(screen.getByRole("img", { name: "Bäckerei Sonnenschein logo" })).toHaveAttribute(
      "src",
      "/api/uploads/logo",
    );
    expect(screen.getByTestId("card-terms")).toHaveTextContent("One reward per visit.");
  });

  it("shows a reward ready with the next one ahead", () => {
    render(
      <ProgramCard
        card={card({ size: 8, rewards: eight, punches: 6 })}
        look={DEFAULT_LOOK}
        shopName="S"
        words={englishCatalogueCardWords("S")}
      />,
    );
    expect(screen.getByTestId("rewards-ready")).toHaveTextContent("Ready for you: Free cookie");
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "2 more punches for a free coffee.",
    );
    expect(slots()[3]).toHaveTextContent("reward: Free cookie, ready");
    expect(slots()[3]).toHaveAttribute("data-reward", "on-card");
  });

  it("a full card with both rewards waiting and punches on the next card", () => {
    render(
      <ProgramCard
        card={card({ size: 8, rewards: eight, punches: 8, waiting: 2 })}
        look={DEFAULT_LOOK}
        shopName="S"
        words={englishCatalogueCardWords("S")}
      />,
    );
    expect(screen.queryByTestId("punches-to-go")).toBeNull();
    expect(screen.getByTestId("rewards-ready")).toHaveTextContent(
      "Ready for you: Free cookie, Free coffee",
    );
    expect(screen.getByTestId("next-card-punches")).toHaveTextContent("+2 on your next card");
  });

  it("marks a handed-over reward as such, in words and not by colour alone", () => {
    render(
      <ProgramCard
        card={card({ size: 8, rewards: eight, punches: 8, handed: 0b01 })}
        look={DEFAULT_LOOK}
        shopName="S"
        words={englishCatalogueCardWords("S")}
      />,
    );
    const [cookie, coffee] = screen.getAllByTestId("card-reward");
    expect(cookie).toHaveAttribute("data-state", "handed");
    expect(cookie).toHaveTextContent("Handed over");
    expect(coffee).toHaveTextContent("Ready");
    expect(slots()[3]).toHaveTextContent("reward: Free cookie, handed over");
    expect(slots()[3]).toHaveAttribute("data-reward", "handed");
    expect(screen.getByTestId("rewards-ready")).toHaveTextContent("Ready for you: Free coffee");
  });

  it("keeps today's tick when no stamp icon is chosen, and names a reward that is not 'Free …' as written", () => {
    render(
      <ProgramCard
        card={card({ size: 5, punches: 1, rewards: [{ at: 5, name: "10% off a cake" }] })}
        look={DEFAULT_LOOK}
        shopName="S"
        words={englishCatalogueCardWords("S")}
        size="sm"
        countTestId="dialog-punches"
      />,
    );
    expect(slots()[0]!.querySelector("[data-stamp]")).toHaveAttribute("data-stamp", "check");
    expect(screen.getByTestId("dialog-punches")).toHaveTextContent("1 / 5");
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "4 more punches for 10% off a cake.",
    );
    // The small card has no bar: the count and the slots say it.
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it.each([
    [3, 3],
    [5, 5],
    [8, 4],
    [10, 5],
    [11, 6],
    [12, 6],
    [30, 6],
  ])("lays %i slots out in %i columns", (size, cols) => {
    expect(slotColumns(size)).toBe(cols);
  });
});
