import { ApiError, type ErrorCode } from "./errors";
import { errorMessage } from "./fetcher";

const FALLBACK = "Failed to save announcement";

describe("errorMessage: the one way a failed call becomes toast text", () => {
  it.each<ErrorCode>(["bad_request", "not_found", "conflict", "payload_too_large", "rate_limited"])(
    "a refusal (%s) shows the server's own words",
    (code) => {
      expect(errorMessage(new ApiError(code, "Please fill in all fields"), FALLBACK)).toBe(
        "Please fill in all fields",
      );
    },
  );

  it.each<ErrorCode>(["internal", "unavailable"])(
    "a server fault or lost connection (%s) shows the screen's SPEC sentence",
    (code) => {
      expect(errorMessage(new ApiError(code, "Something went wrong on our side."), FALLBACK)).toBe(
        FALLBACK,
      );
    },
  );

  it("anything that is not an ApiError shows the screen's SPEC sentence", () => {
    expect(errorMessage(new TypeError("x is undefined"), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage("boom", FALLBACK)).toBe(FALLBACK);
  });
});
