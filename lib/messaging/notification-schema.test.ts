import { createECDH } from "node:crypto";
import {
  BIRTHDAY_INVALID,
  NOT_A_P256_KEY,
  daysInMonth,
  notificationSettingsSchema,
  pushSubscriptionSchema,
  removeSubscriptionSchema,
} from "./notification-schema";

const p256dh = createECDH("prime256v1").generateKeys().toString("base64url");
const auth = Buffer.alloc(16, 7).toString("base64url");

describe("notificationSettingsSchema", () => {
  it("takes any of the switches and a birthday, or null to take it away", () => {
    expect(notificationSettingsSchema.parse({ offers: false })).toEqual({ offers: false });
    expect(notificationSettingsSchema.parse({ birthday: { month: "2", day: "29" } })).toEqual({
      birthday: { month: 2, day: 29 },
    });
    expect(notificationSettingsSchema.parse({ birthday: null })).toEqual({ birthday: null });
  });

  it("refuses a day its month does not have, under the day", () => {
    const result = notificationSettingsSchema.safeParse({ birthday: { month: 4, day: 31 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: BIRTHDAY_INVALID,
      path: ["birthday", "day"],
    });
    expect(notificationSettingsSchema.safeParse({ birthday: { month: "", day: "" } }).success).toBe(
      false,
    );
  });

  it("knows the length of every month, with a 29th of February", () => {
    expect(Array.from({ length: 12 }, (_, i) => daysInMonth(i + 1))).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

describe("pushSubscriptionSchema", () => {
  it("reads what PushSubscription.toJSON() writes, without its expiry", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc:def";
    expect(
      pushSubscriptionSchema.parse({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    ).toEqual({ endpoint, keys: { p256dh, auth } });
  });

  it("refuses keys that are not base64url, and endpoints that are not URLs", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    expect(
      pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh: "a b", auth } }).success,
    ).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: "nope", keys: { p256dh, auth } }).success,
    ).toBe(false);
  });

  it("refuses a p256dh that is not a point on P-256, under keys.p256dh", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    const offCurve = Buffer.alloc(65, 4).toString("base64url");
    const result = pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh: offCurve, auth } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["keys", "p256dh"], message: NOT_A_P256_KEY }),
    ]);
  });
});

describe("removeSubscriptionSchema", () => {
  it("names a device by endpoint or id", () => {
    expect(removeSubscriptionSchema.parse({ endpoint: "https://x.example/a" })).toEqual({
      endpoint: "https://x.example/a",
    });
    const id = "0E0B2C4A-1111-4222-8333-444455556666";
    expect(removeSubscriptionSchema.parse({ id })).toEqual({ id: id.toLowerCase() });
    expect(removeSubscriptionSchema.safeParse({}).success).toBe(false);
  });
});
