import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "@/lib/i18n/locales";
import { PLACEHOLDERS, customerName, fillPlaceholders, unknownPlaceholders } from "./placeholders";

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
