import { neutralise } from "./neutralise";

describe("neutralise", () => {
  it.each(["=1+2", "+1", "-1", "@SUM(A1)", "\tcmd", "\rcmd", '=HYPERLINK("x")'])(
    "puts an apostrophe before %j",
    (value) => {
      expect(neutralise(value)).toBe(`'${value}`);
    },
  );

  it.each(["Alice", "", "1-2", "a=b", " =1", "'quoted", "2026-11-23T09:00:00.000Z"])(
    "leaves %j as it is",
    (value) => {
      expect(neutralise(value)).toBe(value);
    },
  );
});
