import { createTranslator } from "next-intl";
import esSettings from "@/messages/es/adminSettings.json";
import type { Locale } from "@/lib/i18n/locales";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { describeSegment, tierName } from "./segment";

const segmentsIn = (locale: Locale, adminSettings: unknown) =>
  createTranslator({
    locale,
    messages: { adminSettings } as typeof ENGLISH_MESSAGES,
    namespace: "adminSettings.messages.segments",
  });

describe("a tier segment in the reader's language", () => {
  it("names the tier in Spanish, and as SPEC.md names it in English", () => {
    const es = segmentsIn("es", esSettings);
    expect(tierName("Gold", es)).toBe("Oro");
    expect(describeSegment({ kind: "tier", tier: "Bronze" }, es)).toContain("Bronce");
    const en = segmentsIn("en", ENGLISH_MESSAGES.adminSettings);
    expect(describeSegment({ kind: "tier", tier: "Gold" }, en)).toBe(
      "Customers at tier Gold or higher",
    );
  });

  it("shows a tier it does not know as it came", () => {
    expect(tierName("Mythic", segmentsIn("es", esSettings))).toBe("Mythic");
  });
});
