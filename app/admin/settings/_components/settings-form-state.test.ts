import { english } from "@/tests/support/english";
import type { ShopSettings } from "@/lib/settings/shop";
import { settingsSchema } from "@/lib/shop/schema";
import { fieldErrors } from "@/lib/http/field-errors";
import { toInput, toState, unreachableReview } from "./settings-form-state";

const saved: ShopSettings = {
  shopName: "Punchcard",
  ownerHandle: "@punchcard.shop",
  ownerUrl: "https://www.instagram.com/punchcard.shop",
  messagingApp: "Instagram",
  publicSiteUrl: null,
  tokenLifetimeMinutes: 10,
  punchCooldownMinutes: null,
  maxPunchesPerDay: 3,
  maxCodesPerDay: null,
  reviewPunchesPerDay: 5,
  reviewFailuresPerDay: null,
  timeZone: "UTC",
  joinAtCounter: true,
  rewardName: "coffee",
  language: "en",
  currency: "USD",
  staffTokensPerDay: 200,
  quietStartMinutes: 1260,
  quietEndMinutes: 540,
  address: null,
  latitude: null,
  longitude: null,
};

describe("the settings form's state", () => {
  it("round-trips the saved settings through the form unchanged", () => {
    // The quiet hours are edited with the messages (/admin/messages), and the rewards with
    // their names on /admin/program, not on this form.
    const onThisForm: Partial<typeof saved> = { ...saved };
    delete onThisForm.quietStartMinutes;
    delete onThisForm.quietEndMinutes;
    delete onThisForm.rewardName;
    expect(settingsSchema.parse(toInput(toState(saved)))).toEqual(onThisForm);
  });

  it("no longer sends the old free reward: the program's rewards carry their own names", () => {
    expect(toInput(toState(saved))).not.toHaveProperty("rewardName");
  });

  it("sends null for a rule switched off and keeps its number for when it is switched on", () => {
    const state = toState(saved);
    expect(state.rules.punchCooldownMinutes).toEqual({ on: false, value: "60" });
    state.rules.maxPunchesPerDay.on = false;
    expect(toInput(state).maxPunchesPerDay).toBeNull();
    expect(state.rules.maxPunchesPerDay.value).toBe("3");
  });

  it("refuses a blank number box instead of sending zero", () => {
    const state = { ...toState(saved), tokenLifetimeMinutes: " " };
    const result = settingsSchema.safeParse(toInput(state));
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error?.issues);
    expect(english(errors.tokenLifetimeMinutes ?? "")).toBe("Token lifetime must be a number");
    expect(Object.keys(errors)).toEqual(["tokenLifetimeMinutes"]);
  });

  it("keeps each field's first message, from the browser's check or the server's issues", () => {
    expect(
      fieldErrors([
        { path: ["timeZone"], message: "first" },
        { path: ["timeZone"], message: "second" },
        { path: [], message: "whole form" },
      ]),
    ).toEqual({ timeZone: "first" });
    expect(fieldErrors(undefined)).toEqual({});
  });
});

describe("a review threshold the daily maximum makes unreachable", () => {
  const withRules = (max: number | null, review: number | null) =>
    toState({ ...saved, maxPunchesPerDay: max, reviewPunchesPerDay: review });

  it("warns when the threshold is at or above the daily maximum", () => {
    expect(unreachableReview(withRules(3, 3))).toEqual({ limit: 3, threshold: 3 });
    expect(unreachableReview(withRules(1, 5))).toEqual({ limit: 1, threshold: 5 });
  });

  it("says nothing when either rule is off or the threshold can be passed", () => {
    expect(unreachableReview(withRules(3, 2))).toBeNull();
    expect(unreachableReview(withRules(null, 5))).toBeNull();
    expect(unreachableReview(withRules(3, null))).toBeNull();
  });
});
