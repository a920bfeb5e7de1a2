import {
  cooldownWait,
  refuseEarning,
  secondsUntilTomorrow,
  type EarnRules,
  type EarnState,
} from "./earn-rules";
import { startOfShopDay } from "@/lib/settings/shop-day";
import { english } from "@/tests/support/english";
import { DAILY_LIMIT_REACHED, EARNING_BLOCKED, nextPunchIn } from "./messages";

const LA = "America/Los_Angeles";
const AUCKLAND = "Pacific/Auckland";
const at = (iso: string) => new Date(iso);

describe("come back tomorrow", () => {
  it("counts the seconds to the shop's next midnight", () => {
    // 23:00 in Los Angeles: one hour left of the shop's day, though UTC's day turned hours ago.
    expect(secondsUntilTomorrow(at("2026-11-24T07:00:00Z"), LA)).toBe(3600);
    expect(secondsUntilTomorrow(at("2026-11-24T07:00:00Z"), "UTC")).toBe(17 * 3600);
    // 10:30 UTC is 23:30 in Auckland.
    expect(secondsUntilTomorrow(at("2026-11-23T10:30:00Z"), AUCKLAND)).toBe(1800);
  });

  it("knows a day with a clock change is 23 or 25 hours long", () => {
    // Los Angeles springs forward on 8 March 2026 (02:00 → 03:00): from the 7th's midnight
    // (08:00 UTC, PST) to the 8th's end is 23 hours.
    expect(secondsUntilTomorrow(at("2026-03-08T08:00:00Z"), LA)).toBe(23 * 3600);
    // It falls back on 1 November 2026 (02:00 → 01:00): that day lasts 25 hours.
    expect(secondsUntilTomorrow(at("2026-11-01T07:00:00Z"), LA)).toBe(25 * 3600);
    // Auckland falls back on 5 April 2026 (03:00 → 02:00).
    expect(secondsUntilTomorrow(at("2026-04-04T11:00:00Z"), AUCKLAND)).toBe(25 * 3600);
  });

  it("finds the day's start where the clocks skip midnight itself", () => {
    // Santiago springs forward at midnight (7 September 2025, 00:00 → 01:00): the day begins
    // at 01:00 local, 04:00 UTC.
    expect(startOfShopDay("2025-09-07", "America/Santiago")).toBe(
      Date.parse("2025-09-07T04:00:00Z"),
    );
  });
});

describe("the cooldown", () => {
  const last = at("2026-11-23T10:00:00Z");

  it("is the time left after the last punch, rounded up to the second", () => {
    expect(cooldownWait(last, 10, at("2026-11-23T10:03:00Z"))).toBe(7 * 60);
    expect(cooldownWait(last, 10, at("2026-11-23T10:09:59.500Z"))).toBe(1);
    expect(cooldownWait(last, 10, at("2026-11-23T10:10:00Z"))).toBe(0);
  });

  it("is over when off or when nothing was punched yet", () => {
    expect(cooldownWait(last, null, last)).toBe(0);
    expect(cooldownWait(null, 10, last)).toBe(0);
  });

  it("ends exactly when the wait is over: a millisecond before, one more second", () => {
    const end = at("2026-11-23T10:10:00Z");
    expect(cooldownWait(last, 10, new Date(+end - 1))).toBe(1);
    expect(cooldownWait(last, 10, end)).toBe(0);
    expect(cooldownWait(last, 10, new Date(+end + 1))).toBe(0);
  });

  // The last punch is stamped by the database's clock, which may run a little ahead of this
  // server's: off (null or 0) must still mean no wait at all.
  it("asks for no wait when off, even with the last punch stamped a moment ahead", () => {
    const ahead = new Date(+last + 5_000);
    expect(cooldownWait(ahead, null, last)).toBe(0);
    expect(cooldownWait(ahead, 0, last)).toBe(0);
    expect(cooldownWait(ahead, 1, last)).toBe(65);
  });
});

describe("the wait in words", () => {
  it("rounds up to whole minutes, singular and plural", () => {
    const say = (seconds: number) => english(nextPunchIn(seconds));
    expect(say(7 * 60)).toBe("You can collect your next punch in 7 minutes");
    expect(say(6 * 60 + 1)).toBe("You can collect your next punch in 7 minutes");
    expect(say(60)).toBe("You can collect your next punch in 1 minute");
    expect(say(59)).toBe("You can collect your next punch in less than a minute");
    expect(say(120 * 60)).toBe("You can collect your next punch in 2 hours");
    expect(say(61 * 60)).toBe("You can collect your next punch in 1 hour 1 minute");
    expect(say(179 * 60)).toBe("You can collect your next punch in 2 hours 59 minutes");
  });
});

describe("refuseEarning", () => {
  const now = at("2026-11-24T07:00:00Z");
  const off: EarnRules = {
    punchCooldownMinutes: null,
    maxPunchesPerDay: null,
    maxCodesPerDay: null,
    timeZone: LA,
  };
  const fresh: EarnState = { blocked: false, lastPunchAt: null, dayPunches: 1, dayCodes: 1 };

  it("lets everything through when every rule is off", () => {
    expect(refuseEarning("punch", off, { ...fresh, dayPunches: 500 }, now)).toBeNull();
    expect(refuseEarning("code", off, { ...fresh, dayCodes: 500 }, now)).toBeNull();
  });

  it("refuses a blocked customer before any other rule", () => {
    const rules = { ...off, maxPunchesPerDay: 1 };
    expect(refuseEarning("punch", rules, { ...fresh, blocked: true, dayPunches: 9 }, now)).toEqual({
      code: "forbidden",
      message: EARNING_BLOCKED,
    });
  });

  it("allows the daily maximum and refuses one more until the shop's midnight", () => {
    const rules = { ...off, maxPunchesPerDay: 3, maxCodesPerDay: 2 };
    expect(refuseEarning("punch", rules, { ...fresh, dayPunches: 3 }, now)).toBeNull();
    expect(refuseEarning("punch", rules, { ...fresh, dayPunches: 4 }, now)).toEqual({
      code: "rate_limited",
      message: DAILY_LIMIT_REACHED,
      retryAfter: 3600,
    });
    expect(refuseEarning("code", rules, { ...fresh, dayCodes: 3 }, now)).toMatchObject({
      message: DAILY_LIMIT_REACHED,
    });
    // Codes do not count against punches, nor punches against codes.
    expect(refuseEarning("code", rules, { ...fresh, dayPunches: 9 }, now)).toBeNull();
  });

  it("holds the next punch for the cooldown, but not a code", () => {
    const rules = { ...off, punchCooldownMinutes: 10 };
    const state = { ...fresh, lastPunchAt: new Date(+now - 3 * 60_000) };
    const refusal = refuseEarning("punch", rules, state, now);
    expect(refusal).toEqual({ code: "rate_limited", message: nextPunchIn(420), retryAfter: 420 });
    expect(english(refusal!.message)).toBe("You can collect your next punch in 7 minutes");
    expect(refuseEarning("code", rules, state, now)).toBeNull();
  });

  it("lets the punch through that comes exactly when the cooldown ends", () => {
    const rules = { ...off, punchCooldownMinutes: 10 };
    const lastPunchAt = new Date(+now - 10 * 60_000);
    expect(refuseEarning("punch", rules, { ...fresh, lastPunchAt }, now)).toBeNull();
    const early = new Date(+now - 1);
    expect(refuseEarning("punch", rules, { ...fresh, lastPunchAt }, early)).toEqual({
      code: "rate_limited",
      message: nextPunchIn(1),
      retryAfter: 1,
    });
  });

  it("holds no punch when the cooldown is off, however recent the last one", () => {
    const state = { ...fresh, lastPunchAt: new Date(+now + 5_000) };
    expect(refuseEarning("punch", off, state, now)).toBeNull();
    expect(refuseEarning("punch", { ...off, punchCooldownMinutes: 0 }, state, now)).toBeNull();
  });

  it("gives the daily limit's longer wait when both apply", () => {
    const rules = { ...off, punchCooldownMinutes: 10, maxPunchesPerDay: 1 };
    const state = { ...fresh, dayPunches: 2, lastPunchAt: new Date(+now - 60_000) };
    expect(refuseEarning("punch", rules, state, now)).toMatchObject({
      message: DAILY_LIMIT_REACHED,
    });
  });
});
