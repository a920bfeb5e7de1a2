import { english } from "@/tests/support/english";
import * as z from "zod";
import { customerPasswordFormSchema, ownPasswordSchema } from "@/lib/users/schema";
import { fieldErrors } from "./field-errors";

describe("fieldErrors", () => {
  it("keeps each field's first message, by the first step of its path", () => {
    expect(
      fieldErrors([
        { path: ["username"], message: "Username is already taken" },
        { path: ["username"], message: "second" },
        { path: ["rows", 2, "xp"], message: "XP must be a number" },
        { path: [], message: "about the whole body" },
        { path: [0], message: "an index, no field" },
      ]),
    ).toEqual({ username: "Username is already taken", rows: "XP must be a number" });
  });

  it("reads the server's 400 as it comes over the wire, and nothing from anything else", () => {
    const body = JSON.parse(
      JSON.stringify(
        z.object({ title: z.string().min(1, "Title is required") }).safeParse({ title: "" }).error
          ?.issues,
      ),
    );
    expect(fieldErrors(body)).toEqual({ title: "Title is required" });
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors("Invalid input")).toEqual({});
    expect(fieldErrors([null, { path: "title", message: "x" }, { path: ["a"] }])).toEqual({});
  });

  it("puts a field the request names otherwise under the form's own", () => {
    expect(
      fieldErrors([{ path: ["currentPassword"], message: "Current password is incorrect" }], {
        currentPassword: "current",
      }),
    ).toEqual({ current: "Current password is incorrect" });
  });

  it("places the password forms' own checks on the field they are about", () => {
    const change = customerPasswordFormSchema(true).safeParse({
      current: "",
      password: "",
      confirm: "",
    });
    expect(english(fieldErrors(change.error?.issues).current ?? "")).toBe(
      "Please enter your current password",
    );
    const differ = customerPasswordFormSchema(true).safeParse({
      current: "old",
      password: "secret1",
      confirm: "secret2",
    });
    expect(Object.keys(fieldErrors(differ.error?.issues))).toEqual(["confirm"]);
    const own = ownPasswordSchema.safeParse({ currentPassword: "old", newPassword: "abc" });
    expect(Object.keys(fieldErrors(own.error?.issues))).toEqual(["confirmPassword"]);
  });
});

describe("fieldErrors of one part of a bigger input", () => {
  const issues = [
    { path: ["title"], message: "Title is required" },
    { path: ["automations", 0, "body"], message: "Message is required" },
    { path: ["automations", 1, "body"], message: "Not this one" },
    { path: ["quietHours", "start"], message: "Quiet from: HH:MM" },
  ];

  it("reads the fields after the part's path", () => {
    expect(fieldErrors(issues, {}, ["automations", 0])).toEqual({ body: "Message is required" });
    expect(fieldErrors(issues, {}, ["quietHours"])).toEqual({ start: "Quiet from: HH:MM" });
    expect(fieldErrors(issues, {}, ["segment"])).toEqual({});
    expect(fieldErrors({ error: "x" }, {}, ["automations", 0])).toEqual({});
  });
});
