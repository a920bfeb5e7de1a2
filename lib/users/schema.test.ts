import { english } from "@/tests/support/english";
import {
  bulkSchema,
  createUserSchema,
  customerPasswordFormSchema,
  ownPasswordSchema,
  parseBulkCount,
  profileUpdateSchema,
} from "./schema";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : english(result.error!.issues[0]!.message);

describe("bulk count", () => {
  it("reads anything non-numeric as 1 and refuses numbers outside 1-50", () => {
    expect(parseBulkCount("abc")).toBe(1);
    expect(parseBulkCount("")).toBe(1);
    expect(parseBulkCount(undefined)).toBe(1);
    expect(parseBulkCount("12")).toBe(12);
    expect(bulkSchema.parse({ count: "lots" })).toEqual({ count: 1 });
    for (const count of [0, 51, "99"]) {
      expect(firstError(bulkSchema.safeParse({ count }))).toBe(
        "Invalid count: Please enter a number between 1 and 50",
      );
    }
  });
});

describe("create user", () => {
  it("trims and lower-cases the username and trims the password, as the login form sends them", () => {
    expect(createUserSchema.parse({ username: "  Alice ", password: " pw1 " })).toEqual({
      username: "alice",
      password: "pw1",
      role: "user",
    });
  });
  it("uses SPEC's messages", () => {
    expect(firstError(createUserSchema.safeParse({ username: "", password: "abc" }))).toBe(
      "Username and password are required",
    );
    expect(firstError(createUserSchema.safeParse({ username: "ab", password: "abc" }))).toBe(
      "Username must be at least 3 characters",
    );
    expect(firstError(createUserSchema.safeParse({ username: "abc", password: "ab" }))).toBe(
      "Password must be at least 3 characters",
    );
  });
});

describe("own password (admin profile)", () => {
  it("checks fields, match and length, in that order", () => {
    const check = (v: Record<string, string>) => firstError(ownPasswordSchema.safeParse(v));
    expect(check({ currentPassword: "x", newPassword: "" })).toBe("Please fill in all fields");
    expect(check({ currentPassword: "x", newPassword: "abc", confirmPassword: "abd" })).toBe(
      "New passwords do not match",
    );
    expect(check({ currentPassword: "x", newPassword: "abc", confirmPassword: "abc" })).toBe(
      "Password must be at least 6 characters",
    );
    expect(
      check({ currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdef" }),
    ).toBeNull();
  });
});

describe("customer profile", () => {
  it("drops role, XP and level and applies the 3/6 character rules", () => {
    expect(profileUpdateSchema.parse({ name: "Bo", role: "admin", xp: 5, level: 9 })).toEqual({
      name: "Bo",
    });
    expect(firstError(profileUpdateSchema.safeParse({ username: "ab" }))).toBe(
      "Username must be at least 3 characters",
    );
    expect(firstError(profileUpdateSchema.safeParse({ password: "12345" }))).toBe(
      "Password must be at least 6 characters",
    );
    const form = (password: string, confirm: string, current = "old-pass") =>
      firstError(customerPasswordFormSchema(true).safeParse({ current, password, confirm }));
    expect(form("abcdef", "abcdef", " ")).toBe("Please enter your current password");
    expect(form("", "")).toBe("Please fill in both password fields");
    expect(form("abcdef", "abcdeg")).toBe("Passwords do not match");
    expect(form("abc", "abc")).toBe("Password must be at least 6 characters");
    // Setting one (no current password to give) skips only that check.
    const set = (password: string, confirm: string) =>
      firstError(customerPasswordFormSchema(false).safeParse({ current: "", password, confirm }));
    expect(set("abcdef", "abcdef")).toBeNull();
    expect(set("abcdef", "abcdeg")).toBe("Passwords do not match");
    expect(set("", "")).toBe("Please fill in both password fields");
  });
});
