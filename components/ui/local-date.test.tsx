import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LocalDate } from "./local-date";
import { MOMENT } from "@/lib/i18n/dates";

const AT = "2026-11-20T22:41:00.000Z";

describe("LocalDate", () => {
  // The reader sits in New York; the server renders before it knows that.
  const original = Date.prototype.toLocaleString;
  beforeAll(() => {
    jest.spyOn(Date.prototype, "toLocaleString").mockImplementation(function (
      this: Date,
      locale,
      options,
    ) {
      return original.call(this, locale, { timeZone: "America/New_York", ...options });
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it("renders a neutral UTC text on the server and the reader's zone after hydration, without a mismatch", async () => {
    const ui = <LocalDate value={AT} locale="en-US" options={MOMENT} />;
    const html = renderToString(ui);
    expect(html).toContain("Nov 20, 2026, 10:41 PM");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector("time")).toHaveTextContent("Nov 20, 2026, 5:41 PM");
    expect(container.querySelector("time")).toHaveAttribute("datetime", AT);
  });
});
