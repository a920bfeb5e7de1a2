import { fieldErrors } from "./field-errors";

describe("fieldErrors", () => {
  const issues = [
    { path: ["title"], message: "Title is required" },
    { path: ["title"], message: "Title must be at most 80 characters" },
    { path: ["automations", 0, "body"], message: "Message is required" },
    { path: ["automations", 1, "body"], message: "Not this one" },
    { path: ["quietHours", "start"], message: "Quiet from: HH:MM" },
  ];

  it("names each top-level field by its first message", () => {
    expect(fieldErrors(issues)).toEqual({
      title: "Title is required",
      automations: "Message is required",
      quietHours: "Quiet from: HH:MM",
    });
  });

  it("reads the fields of one part of a bigger input", () => {
    expect(fieldErrors(issues, ["automations", 0])).toEqual({ body: "Message is required" });
    expect(fieldErrors(issues, ["quietHours"])).toEqual({ start: "Quiet from: HH:MM" });
    expect(fieldErrors(issues, ["segment"])).toEqual({});
  });

  it("answers nothing for a body that carries no issues", () => {
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors({ error: "x" }, ["automations", 0])).toEqual({});
  });
});
