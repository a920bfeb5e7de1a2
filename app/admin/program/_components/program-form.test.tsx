import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { ShopProgram } from "@/lib/program/read";
import { CARD_COLOR_UNREADABLE } from "@/lib/program/schema";
import es from "@/messages/es/adminSettings.json";
import esCard from "@/messages/es/card.json";
import { ENGLISH_MESSAGES, english, saying } from "@/tests/support/english";
import { SPEC_PROGRAM } from "@/tests/support/spec-program";
import { ProgramForm } from "./program-form";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

afterEach(() => jest.clearAllMocks());

// The switches measure themselves (Radix); jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const SPEC: ShopProgram = {
  ...SPEC_PROGRAM,
  logoId: null,
  logoIcons: null,
  referralsOn: false,
  referralFriendPunches: 1,
  referralInviterPunches: 1,
  referralMonthlyMax: 5,
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("program-save"));
  });
}

function open(program: ShopProgram = SPEC, shopName = "Bean & Crumb", maxPunchesPerDay?: number) {
  render(<ProgramForm initial={program} shopName={shopName} maxPunchesPerDay={maxPunchesPerDay} />);
}

describe("/admin/program's form", () => {
  it("refuses a card size out of 3 to 30 under its field, and sends nothing", async () => {
    open();
    type("program-cardSize", "31");
    await save();
    expect(notify.error).toHaveBeenCalledWith(
      saying("Error"),
      saying("Punches per card must be at most 30"),
    );
    expect(screen.getByTestId("program-cardSize")).toHaveAccessibleDescription(
      expect.stringContaining("Punches per card must be at most 30"),
    );
    expect(call).not.toHaveBeenCalled();
    // Editing the field takes its message away.
    type("program-cardSize", "8");
    expect(screen.queryByTestId("program-cardSize-error")).toBeNull();
  });

  it("keeps the last reward at the card's end and refuses an earlier one past it, on its row", async () => {
    open();
    fireEvent.click(screen.getByTestId("program-reward-add"));
    expect(screen.getAllByTestId("program-reward")).toHaveLength(2);
    type("program-reward-0-name", "Free cookie");
    type("program-reward-0-at", "5");
    type("program-cardSize", "8");
    expect(screen.getByTestId("program-reward-end")).toHaveTextContent("8 (the end)");

    type("program-reward-0-at", "9");
    await save();
    expect(screen.getByTestId("program-reward-0-at")).toHaveAccessibleDescription(
      "A reward must be on the card (at most its punches per card)",
    );
    type("program-reward-0-at", "8");
    await save();
    expect(screen.getByTestId("program-reward-1-at-error")).toHaveTextContent(
      "Each reward must come after the one before it",
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("refuses a welcome bonus, or a friend's bonus with it, that reaches the first reward, under its field", async () => {
    const cafe: ShopProgram = {
      ...SPEC,
      rewards: [
        { at: 5, name: "Free cookie" },
        { at: 10, name: "Free coffee" },
      ],
    };
    open(cafe);
    type("program-welcomePunches", "5");
    await save();
    const welcome = "The welcome bonus must stay below the first reward (5)";
    expect(notify.error).toHaveBeenCalledWith(saying("Error"), saying(welcome));
    expect(screen.getByTestId("program-welcomePunches")).toHaveAccessibleDescription(
      expect.stringContaining(welcome),
    );
    expect(screen.getByTestId("program-welcomePunches")).toHaveFocus();

    type("program-welcomePunches", "3");
    type("program-referralFriendPunches", "2");
    await save();
    expect(screen.queryByTestId("program-welcomePunches-error")).toBeNull();
    expect(screen.getByTestId("program-referralFriendPunches")).toHaveAccessibleDescription(
      expect.stringContaining(
        "The friend's bonus and the welcome bonus together must stay below the first reward (5)",
      ),
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("refuses more punches per token than the settings' daily maximum, naming it", async () => {
    open(SPEC, "Bean & Crumb", 2);
    type("program-maxTokenPunches", "3");
    await save();
    expect(screen.getByTestId("program-maxTokenPunches")).toHaveAccessibleDescription(
      expect.stringContaining(
        "Most punches per token must not be more than Punches per day (2, in Shop Settings)",
      ),
    );
    expect(call).not.toHaveBeenCalled();
    type("program-maxTokenPunches", "2");
    call.mockResolvedValueOnce({ ...SPEC, maxTokenPunches: 2, cardsStaying: 0 });
    await save();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("adds up to three rewards, removes any but the only one, and asks a name of each", async () => {
    open();
    expect(screen.getByTestId("program-reward-0-remove")).toBeDisabled();
    fireEvent.click(screen.getByTestId("program-reward-add"));
    fireEvent.click(screen.getByTestId("program-reward-add"));
    expect(screen.getAllByTestId("program-reward")).toHaveLength(3);
    expect(screen.queryByTestId("program-reward-add")).toBeNull();
    // The new ones sit before the card's end, in order.
    expect(screen.getByTestId("program-reward-0-at")).toHaveValue(5);
    expect(screen.getByTestId("program-reward-1-at")).toHaveValue(8);
    await save();
    expect(notify.error).toHaveBeenCalledWith(saying("Error"), saying("Reward name is required"));
    expect(screen.getByTestId("program-reward-0-name")).toHaveFocus();

    fireEvent.click(screen.getByTestId("program-reward-0-remove"));
    expect(screen.getAllByTestId("program-reward")).toHaveLength(2);
    expect(screen.getByTestId("program-reward-add")).toBeInTheDocument();
  });

  it.each([
    ["program-welcomePunches", "6", "Welcome bonus must be at most 5"],
    ["program-maxTokenPunches", "6", "Most punches per token must be at most 5"],
    ["program-maxTokenPunches", "", "Most punches per token must be a number"],
  ])("refuses %s of %j: %s", async (testId, value, message) => {
    open();
    type(testId, value);
    await save();
    expect(screen.getByTestId(testId)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("checks a colour's contrast as the owner types it, and refuses one white cannot be read on", async () => {
    open();
    type("program-color-custom", "#faccl");
    expect(screen.queryByTestId("program-contrast")).toBeNull();
    type("program-color-custom", "#facc15");
    expect(screen.getByTestId("program-contrast")).toHaveTextContent(/hard to read.*Now 1\.\d:1/);
    await save();
    expect(notify.error).toHaveBeenCalledWith(
      saying("Error"),
      saying(english(CARD_COLOR_UNREADABLE)),
    );
    type("program-color-custom", "#1E3A8A");
    expect(screen.getByTestId("program-contrast")).toHaveTextContent(
      /contrast 10\.\d:1, easy to read/,
    );
    // A swatch replaces what was typed; the preview takes the colour at once.
    fireEvent.click(within(screen.getByTestId("program-color-0f766e")).getByRole("radio"));
    expect(screen.getByTestId("program-color-custom")).toHaveValue("");
    expect(screen.getByTestId("program-card")).toHaveStyle({ backgroundColor: "#0f766e" });
  });

  it("names every stamp icon for screen readers and shows the chosen one on the preview", () => {
    open();
    const names = within(screen.getByTestId("program-stamps"))
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("aria-label"));
    expect(names).toEqual([
      "Tick",
      "Cup",
      "Croissant",
      "Ice cream",
      "Scissors",
      "Paw",
      "Star",
      "Heart",
      "Leaf",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Croissant" }));
    expect(screen.getByRole("radio", { name: "Croissant" })).toBeChecked();
    expect(
      screen.getByTestId("program-card").querySelector('[data-stamp="croissant"]'),
    ).not.toBeNull();
  });

  it("counts the terms' characters and refuses more than 500", async () => {
    open();
    type("program-terms", "x".repeat(120));
    expect(screen.getByTestId("program-terms-count")).toHaveTextContent("120 / 500 characters");
    type("program-terms", "x".repeat(501));
    await save();
    expect(notify.error).toHaveBeenCalledWith(
      saying("Error"),
      saying("Terms must be at most 500 characters"),
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("sends the whole program, then says how many cards in progress keep their program", async () => {
    open();
    type("program-cardSize", "8");
    fireEvent.click(screen.getByTestId("program-reward-add"));
    type("program-reward-0-at", "4");
    type("program-reward-0-name", " Free cookie ");
    type("program-reward-1-name", "Free coffee");
    type("program-welcomePunches", "2");
    type("program-maxTokenPunches", "3");
    const saved = {
      ...SPEC,
      cardSize: 8,
      rewards: [
        { at: 4, name: "Free cookie" },
        { at: 8, name: "Free coffee" },
      ],
      welcomePunches: 2,
      maxTokenPunches: 3,
      cardsStaying: 12,
    };
    call.mockResolvedValueOnce(saved);
    await save();
    expect(call).toHaveBeenCalledWith("/program", {
      method: "PUT",
      body: {
        cardSize: 8,
        rewards: saved.rewards,
        welcomePunches: 2,
        maxTokenPunches: 3,
        cardColor: null,
        stampIcon: null,
        terms: "",
        referralsOn: false,
        referralFriendPunches: 1,
        referralInviterPunches: 1,
        referralMonthlyMax: 5,
      },
    });
    const sentence = "12 cards in progress keep their current program until they are complete.";
    expect(notify.success).toHaveBeenCalledWith(saying("Program saved"), saying(english(sentence)));
    expect(screen.getByTestId("program-staying")).toHaveTextContent(sentence);
    expect(screen.getByTestId("program-reward-0-name")).toHaveValue("Free cookie");
  });

  it("shows the server's refusal under the field it names", async () => {
    open();
    call.mockRejectedValueOnce(
      new ApiError("bad_request", "Reward name must be at most 50 characters", [
        { path: ["rewards", 0, "name"], message: "Reward name must be at most 50 characters" },
      ]),
    );
    await save();
    expect(notify.error).toHaveBeenCalledWith(
      saying("Error"),
      saying("Reward name must be at most 50 characters"),
    );
    expect(screen.getByTestId("program-reward-0-name")).toHaveAccessibleDescription(
      "Reward name must be at most 50 characters",
    );
  });

  it("uploads a logo at once, shows it, and refuses a file that is not an image before sending", async () => {
    open();
    const input = screen.getByTestId("program-logo-input");
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(["not a picture"], "logo.txt", { type: "text/plain" })] },
      });
    });
    expect(screen.getByTestId("program-logo-error")).toHaveTextContent(
      "The logo must be an image: PNG, JPEG, WebP or GIF",
    );
    expect(call).not.toHaveBeenCalled();

    call.mockResolvedValueOnce({ ...SPEC, logoId: "logo-id-1" });
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File([new Uint8Array(10)], "logo.png", { type: "image/png" })] },
      });
    });
    expect(call).toHaveBeenCalledWith("/program/logo", {
      method: "POST",
      body: expect.any(FormData),
    });
    expect(screen.getByTestId("program-logo-preview")).toHaveAttribute("src", "/uploads/logo-id-1");
    expect(screen.getByTestId("card-logo")).toHaveAttribute("src", "/uploads/logo-id-1");
    expect(screen.queryByTestId("program-logo-error")).toBeNull();
  });

  it("speaks Spanish, and says how many cards keep their program with the right plural", async () => {
    render(<ProgramForm initial={SPEC} shopName="Café Sol" />, {
      locale: "es",
      messages: { ...ENGLISH_MESSAGES, adminSettings: es },
    });
    expect(screen.getByRole("heading", { name: "La tarjeta" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Cruasán" })).not.toBeChecked();
    for (const [count, sentence] of [
      [1, "1 tarjeta en curso mantiene su programa actual hasta completarse."],
      [3, "3 tarjetas en curso mantienen su programa actual hasta completarse."],
      [0, "Ninguna tarjeta en curso: el próximo sello de cada cliente va en la nueva tarjeta."],
    ] as const) {
      call.mockResolvedValueOnce({ ...SPEC, cardsStaying: count });
      await save();
      expect(screen.getByTestId("program-staying")).toHaveTextContent(sentence);
      expect(notify.success).toHaveBeenLastCalledWith("Programa guardado", sentence);
    }
  });

  it("draws the preview's card in the page's language, not always in English", () => {
    render(<ProgramForm initial={SPEC} shopName="Café Sol" />, {
      locale: "es",
      messages: { ...ENGLISH_MESSAGES, adminSettings: es, card: esCard },
    });
    const preview = within(screen.getByTestId("program-preview"));
    expect(preview.getByText("Tarjeta de fidelidad")).toBeVisible();
    expect(preview.getByTestId("punches-to-go")).toHaveTextContent(/^4 sellos más para /);
    expect(preview.queryByText("Loyalty Card")).toBeNull();
  });
});
