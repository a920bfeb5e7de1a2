import {
  levelFromXp,
  levelUpTokensBetween,
  maskUsername,
  tierFor,
  xpForLevel,
  xpToReach,
} from "./rules";

describe("level curve", () => {
  it("needs floor(150 + 15·(L−1)^1.3) XP per level", () => {
    expect(xpForLevel(1)).toBe(150);
    expect(xpForLevel(2)).toBe(165);
    expect(xpForLevel(9)).toBe(Math.floor(150 + 15 * Math.pow(8, 1.3)));
    expect(xpForLevel(10)).toBe(Math.floor(150 + 15 * Math.pow(9, 1.3)));
    expect(xpForLevel(120)).toBe(Math.floor(150 + 15 * Math.pow(119, 1.3)));
  });

  it("starts at level 1 with an empty bar", () => {
    expect(levelFromXp(0)).toEqual({ level: 1, xpIntoLevel: 0, xpForNext: 150, percent: 0 });
  });

  it.each([2, 9, 10, 15, 30, 120, 121, 200])(
    "reaches level %i exactly at its threshold",
    (level) => {
      const threshold = xpToReach(level);
      expect(levelFromXp(threshold - 1).level).toBe(level - 1);
      expect(levelFromXp(threshold)).toMatchObject({
        level,
        xpIntoLevel: 0,
        xpForNext: xpForLevel(level),
      });
    },
  );

  it("shows XP within the level over the XP it needs", () => {
    expect(levelFromXp(150 + 33)).toEqual({
      level: 2,
      xpIntoLevel: 33,
      xpForNext: 165,
      percent: 20,
    });
  });
});

describe("tiers", () => {
  it.each([
    [1, "Bronze"],
    [9, "Bronze"],
    [10, "Silver"],
    [19, "Silver"],
    [20, "Gold"],
    [35, "Platinum"],
    [54, "Platinum"],
    [55, "Diamond"],
    [80, "Master"],
    [119, "Master"],
    [120, "Legend"],
    [500, "Legend"],
  ])("level %i is %s", (level, name) => {
    expect(tierFor(level).name).toBe(name);
  });
});

describe("level-up tokens", () => {
  it("gives one per multiple of 15 crossed", () => {
    expect(levelUpTokensBetween(14, 15)).toBe(1);
    expect(levelUpTokensBetween(15, 16)).toBe(0);
    expect(levelUpTokensBetween(1, 14)).toBe(0);
    expect(levelUpTokensBetween(14, 31)).toBe(2);
    expect(levelUpTokensBetween(29, 30)).toBe(1);
    expect(levelUpTokensBetween(30, 29)).toBe(0);
  });
});

describe("maskUsername", () => {
  it("keeps the first two and the last character, upper-cased", () => {
    expect(maskUsername("alice")).toBe("AL**E");
    expect(maskUsername("bobby1")).toBe("BO***1");
    expect(maskUsername("abcd")).toBe("AB*D");
  });
  it("shows names of three characters or fewer in full", () => {
    expect(maskUsername("amy")).toBe("AMY");
    expect(maskUsername("jo")).toBe("JO");
  });
});
