import { english } from "@/tests/support/english";
import { SPEC_PROGRAM as SPEC } from "@/tests/support/spec-program";
import { CARD_COLOR_UNREADABLE, programSchema } from "./schema";

const issues = (change: Record<string, unknown>) => {
  const parsed = programSchema.safeParse({ ...SPEC, ...change });
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => [i.path.join("."), english(i.message)]);
};

describe("programSchema", () => {
  it("takes SPEC.md's program and a café's two rewards, names trimmed, colour in lower case", () => {
    expect(issues({})).toEqual([]);
    const cafe = programSchema.parse({
      ...SPEC,
      cardSize: 10,
      rewards: [
        { at: 5, name: " Free cookie " },
        { at: 10, name: "Free coffee" },
      ],
      cardColor: "#0F766E",
      stampIcon: "cup",
    });
    expect(cafe.rewards.map((r) => r.name)).toEqual(["Free cookie", "Free coffee"]);
    expect(cafe.cardColor).toBe("#0f766e");
  });

  it("says each refusal on the field the owner has to change, once", () => {
    expect(issues({ cardSize: 2 })).toEqual([["cardSize", "Punches per card must be at least 3"]]);
    expect(issues({ cardSize: 31 })).toEqual([["cardSize", "Punches per card must be at most 30"]]);
    expect(issues({ rewards: [{ at: 12, name: "Free cookie" }] })).toEqual([
      ["rewards.0.at", "A reward must be on the card (at most its punches per card)"],
    ]);
    expect(issues({ rewards: [{ at: 8, name: "Free coffee" }] })).toEqual([
      ["rewards.0.at", "The last reward comes with the card's last punch"],
    ]);
    expect(
      issues({
        rewards: [
          { at: 6, name: "Free cookie" },
          { at: 6, name: "Free muffin" },
          { at: 10, name: "Free coffee" },
        ],
      }),
    ).toEqual([["rewards.1.at", "Each reward must come after the one before it"]]);
    expect(issues({ rewards: [] })).toEqual([["rewards", "Add at least one reward"]]);
    expect(issues({ cardColor: "#facc15" })).toEqual([
      ["cardColor", english(CARD_COLOR_UNREADABLE)],
    ]);
    expect(issues({ terms: "x".repeat(501) })).toEqual([
      ["terms", "Terms must be at most 500 characters"],
    ]);
  });

  it("takes a reward name of 50 characters, not 51", () => {
    const named = (name: string) => issues({ rewards: [{ at: 10, name }] });
    expect(named("x".repeat(50))).toEqual([]);
    expect(named("x".repeat(51))).toEqual([
      ["rewards.0.name", "Reward name must be at most 50 characters"],
    ]);
  });

  it("takes each invitation setting at the ends of its range, refuses past them, and leaves out what is not sent", () => {
    const ends = [
      {
        referralsOn: true,
        referralFriendPunches: 0,
        referralInviterPunches: 0,
        referralMonthlyMax: 1,
      },
      {
        referralsOn: false,
        referralFriendPunches: 3,
        referralInviterPunches: 3,
        referralMonthlyMax: 100,
      },
    ];
    for (const change of ends) expect(issues(change)).toEqual([]);
    const friend = "Friend's bonus must be a whole number from 0 to 3";
    const inviter = "Inviter's bonus must be a whole number from 0 to 3";
    const monthly = "Rewarded invitations per month must be a whole number from 1 to 100";
    expect(issues({ referralFriendPunches: 4 })).toEqual([["referralFriendPunches", friend]]);
    expect(issues({ referralFriendPunches: -1 })).toEqual([["referralFriendPunches", friend]]);
    expect(issues({ referralInviterPunches: 1.5 })).toEqual([["referralInviterPunches", inviter]]);
    expect(issues({ referralInviterPunches: "2" })).toEqual([["referralInviterPunches", inviter]]);
    expect(issues({ referralMonthlyMax: 0 })).toEqual([["referralMonthlyMax", monthly]]);
    expect(issues({ referralMonthlyMax: 101 })).toEqual([["referralMonthlyMax", monthly]]);
    expect(issues({ referralsOn: "on" })).toEqual([
      ["referralsOn", "Invitations earn bonuses must be on or off"],
    ]);
    const older = programSchema.parse({
      ...SPEC,
      referralsOn: undefined,
      referralMonthlyMax: undefined,
    });
    expect(older.referralMonthlyMax).toBeUndefined();
    expect(older.referralsOn).toBeUndefined();
  });

  it("refuses a welcome bonus that reaches the first reward, and a friend's bonus that does with it", () => {
    const cafe = {
      cardSize: 10,
      rewards: [
        { at: 5, name: "Free cookie" },
        { at: 10, name: "Free coffee" },
      ],
    };
    const welcome = "The welcome bonus must stay below the first reward (5)";
    const friend =
      "The friend's bonus and the welcome bonus together must stay below the first reward (5)";
    expect(issues({ ...cafe, welcomePunches: 4, referralFriendPunches: 0 })).toEqual([]);
    expect(issues({ ...cafe, welcomePunches: 5, referralFriendPunches: 0 })).toEqual([
      ["welcomePunches", welcome],
    ]);
    expect(issues({ ...cafe, welcomePunches: 2, referralFriendPunches: 2 })).toEqual([]);
    expect(issues({ ...cafe, welcomePunches: 2, referralFriendPunches: 3 })).toEqual([
      ["referralFriendPunches", friend],
    ]);
    // Off or not, the friend's bonus is judged: the owner may turn invitations on later.
    expect(
      issues({ ...cafe, welcomePunches: 4, referralFriendPunches: 1, referralsOn: false }),
    ).toEqual([["referralFriendPunches", friend]]);
    // A body without the friend's bonus is judged on the welcome alone (the save checks the rest).
    expect(issues({ ...cafe, welcomePunches: 4, referralFriendPunches: undefined })).toEqual([]);
    // A number already refused on its own field is not judged again.
    expect(issues({ ...cafe, welcomePunches: 6 })).toEqual([
      ["welcomePunches", "Welcome bonus must be at most 5"],
    ]);
    // On SPEC.md's card the first reward is the card's end.
    expect(
      issues({ cardSize: 3, rewards: [{ at: 3, name: "Free product" }], welcomePunches: 3 }),
    ).toEqual([["welcomePunches", "The welcome bonus must stay below the first reward (3)"]]);
  });
});
