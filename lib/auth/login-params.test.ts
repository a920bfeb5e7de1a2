import { english } from "@/tests/support/english";
import { loginErrorMessage, parseAutoParam } from "./login-params";

it("maps the login error values of SPEC §8", () => {
  expect(english(loginErrorMessage("invalid_token"))).toBe("Invalid or already used login link");
  expect(english(loginErrorMessage("expired_token"))).toBe("Login link has expired");
  expect(english(loginErrorMessage("user_not_found"))).toBe("User account not found");
  expect(english(loginErrorMessage("other"))).toBe("An error occurred");
});

it("reads the auto parameter's username and ignores junk", () => {
  expect(parseAutoParam(JSON.stringify({ username: "4821", autoLogin: true }))).toEqual({
    username: "4821",
  });
  expect(parseAutoParam("{broken")).toBeNull();
  expect(parseAutoParam(JSON.stringify({ username: 5 }))).toBeNull();
  expect(parseAutoParam(undefined)).toBeNull();
});
