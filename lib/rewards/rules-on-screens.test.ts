/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The reward numbers live in lib/rewards/rules (XP_PER_TOKEN, XP_PER_CODE …): a screen that
// types "25 XP" or "+5 XP" itself goes wrong the day the rule changes.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Route handlers are not screens: their contract comments name the rules' numbers.
    if (entry.isDirectory()) return entry.name === "api" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("screens", () => {
  it("take the XP of a punch or a code from the reward rules, never a typed number", () => {
    const typed = ["app", "components"]
      .flatMap((dir) => sources(join(process.cwd(), dir)))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => ({ at: `${file}:${i + 1}`, line }))
          .filter(({ line }) => /(^|[^\w$}])[+−-]?\d[\d,]*\s?XP\b/.test(line)),
      )
      .map(({ at }) => at);
    expect(typed).toEqual([]);
  });
});
