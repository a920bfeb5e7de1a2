import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "@/lib/i18n/locales";
import {
  PLACEHOLDERS,
  customerName,
  fillPlaceholders,
  rewardAbout,
  rewardAboutOf,
  sampleCard,
  unknownPlaceholders,
} from "./placeholders";

const values = { name: "Maya", shop: "Bean & Crumb", punches: 9, reward: "coffee" };

describe("fillPlaceholders", () => {
  it("fills every placeholder, each time it appears", () => {
    expect(
      fillPlaceholders("{name}, {punches} of 10 at {shop}: a free {reward}. Bye {name}", values),
    ).toBe("Maya, 9 of 10 at Bean & Crumb: a free coffee. Bye Maya");
  });

  it("leaves other words in braces, and placeholders without a value, as typed", () => {
    expect(fillPlaceholders("{nmae} {Name} {} {shop}", values)).toBe(
      "{nmae} {Name} {} Bean & Crumb",
    );
    expect(fillPlaceholders("{name} at {shop}", { shop: "Bean" })).toBe("{name} at Bean");
  });

  it("puts a value's own braces and dollar signs in literally, never filling them again", () => {
    expect(fillPlaceholders("{name} / {shop}", { name: "{shop}", shop: "$& $1" })).toBe(
      "{shop} / $& $1",
    );
  });

  it("lists each placeholder it fills", () => {
    const listed = PLACEHOLDERS.map((p) => p.token).join(" ");
    expect(fillPlaceholders(listed, values)).toBe("Maya Bean & Crumb 9 coffee");
  });
});

describe("unknownPlaceholders", () => {
  it("names each word in braces that is no placeholder, once", () => {
    expect(unknownPlaceholders("Hi {nmae}, {nmae} {shop} {Reward} {}")).toEqual([
      "{nmae}",
      "{Reward}",
      "{}",
    ]);
    expect(unknownPlaceholders("Hi {name} at {shop}")).toEqual([]);
  });
});

describe("customerName", () => {
  it("is the first word of the name, or the username when there is none", () => {
    expect(customerName({ name: "  Maya  Lopez ", username: "maya" })).toBe("Maya");
    expect(customerName({ name: " ", username: "4821" })).toBe("4821");
  });
});

/** The automations' default texts in one language's catalogue, as written there. */
function defaults(locale: string): Record<string, { title: string; body: string }> {
  const file = path.resolve(__dirname, `../../messages/${locale}/messaging.json`);
  return JSON.parse(fs.readFileSync(file, "utf8")).automations;
}

describe("the automations' default texts", () => {
  it.each(LOCALES)("use only known placeholders, in %s", (locale) => {
    for (const text of Object.values(defaults(locale))) {
      expect(unknownPlaceholders(text.title + text.body)).toEqual([]);
    }
  });

  it("read in the shop's voice once filled", () => {
    const oneAway = defaults("en").oneAway!;
    expect(fillPlaceholders(oneAway.title, values)).toBe("One more punch, Maya");
    expect(fillPlaceholders(oneAway.body, values)).toBe(
      "Your next visit fills your card: a free coffee is waiting at Bean & Crumb.",
    );
  });
});

describe("the reward a message's {reward} names", () => {
  // A card of 10 with a cookie at 5 and a coffee at 10.
  const rewards = [
    { at: 5, word: "cookie" },
    { at: 10, word: "coffee" },
  ];

  it("is the next one for One punch away: the cookie one punch before it, then the coffee", () => {
    expect(rewardAboutOf("one_away")).toBe("next");
    expect(rewardAbout(rewards, "next", 4)?.word).toBe("cookie");
    expect(rewardAbout(rewards, "next", 5)?.word).toBe("coffee");
    expect(rewardAbout(rewards, "next", 9)?.word).toBe("coffee");
    // Past every reward (punches waiting for the next card): the card's last.
    expect(rewardAbout(rewards, "next", 10)?.word).toBe("coffee");
  });

  it("is the one waiting for Reward waiting: the first reached and not handed over", () => {
    expect(rewardAboutOf("reward_waiting")).toBe("waiting");
    expect(rewardAboutOf("reward-waiting")).toBe("waiting");
    expect(rewardAbout(rewards, "waiting", 6)?.word).toBe("cookie");
    expect(rewardAbout(rewards, "waiting", 10)?.word).toBe("cookie");
    // The cookie handed over (bit 0): the coffee waits.
    expect(rewardAbout(rewards, "waiting", 10, 1)?.word).toBe("coffee");
  });

  it("is what a full card earns for every other message", () => {
    for (const kind of ["welcome", "miss_you", "birthday", "everyone", "lapsed"]) {
      expect(rewardAboutOf(kind)).toBe("last");
    }
    expect(rewardAbout(rewards, "last", 1)?.word).toBe("coffee");
  });

  it("is what the preview's sample card shows, as the sending would fill it", () => {
    expect(sampleCard(rewards, "next", 6)).toEqual({ punches: 4, reward: "cookie" });
    expect(sampleCard(rewards, "waiting", 6)).toEqual({ punches: 5, reward: "cookie" });
    expect(sampleCard(rewards, "last", 6)).toEqual({ punches: 6, reward: "coffee" });
    // SPEC's program: one free product at 10.
    const spec = [{ at: 10, word: "product" }];
    expect(sampleCard(spec, "next", 6)).toEqual({ punches: 9, reward: "product" });
    expect(sampleCard(spec, "waiting", 6)).toEqual({ punches: 10, reward: "product" });
  });
});
