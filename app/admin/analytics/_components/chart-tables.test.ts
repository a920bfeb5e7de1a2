import { createTranslator } from "next-intl";
import de from "@/messages/de/adminSettings.json";
import { withNames } from "./chart-tables";

describe("the analytics' token rows", () => {
  it("name a deleted account and an unlabelled batch in the reader's language", () => {
    const t = createTranslator({ locale: "de", messages: de, namespace: "analytics.charts" });
    const staff = withNames(
      [
        { name: "Sam", issued: 4, redeemed: 2 },
        { name: null, issued: 1, redeemed: 0 },
      ],
      () => t("staff.deletedAccount"),
    );
    expect(staff.map((row) => row.name)).toEqual(["Sam", "Gelöschtes Konto"]);
    const batches = withNames(
      [
        { name: "März-Bogen", day: null, issued: 3, redeemed: 2 },
        { name: null, day: "2026-03-01", issued: 2, redeemed: 1 },
      ],
      (day) => t("batches.unnamed", { date: day ?? "" }),
    );
    expect(batches).toEqual([
      { name: "März-Bogen", issued: 3, redeemed: 2 },
      { name: "Stapel vom 2026-03-01", issued: 2, redeemed: 1 },
    ]);
  });
});
