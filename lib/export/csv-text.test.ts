import { parse } from "csv-parse/sync";
import { csvText } from "./csv-text";

describe("csvText", () => {
  it("writes a header and rows that parse back, with formula cells neutralised", () => {
    const text = csvText(
      ["Product", "Codes"],
      [
        ["=HYPERLINK(1)", 3],
        ["Latte, large", 0],
      ],
    );
    expect(parse(text)).toEqual([
      ["Product", "Codes"],
      ["'=HYPERLINK(1)", "3"],
      ["Latte, large", "0"],
    ]);
  });
});
