import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createTranslator } from "next-intl";
import arAuth from "@/messages/ar/auth.json";
import esAuth from "@/messages/es/auth.json";
import { ENGLISH_MESSAGES, saying } from "@/tests/support/english";
import { notify, SIGN_IN_ERROR_TOAST } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { LoginForm } from "./login-form";
import { loginWords } from "./login-words";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace, prefetch: jest.fn() }),
}));
jest.mock("@/components/ui/toast", () => ({
  ...jest.requireActual("@/components/ui/toast"),
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
// The passkey button loads the WebAuthn library; its own tests are in tests/e2e/passkeys.
jest.mock("@/components/auth/passkey-sign-in-button", () => ({
  PasskeySignInButton: () => null,
}));
const call = api as jest.MockedFunction<typeof api>;

/** The words the page hands the form, in a language (login-words.ts). */
function wordsIn(locale: "en" | "es" | "ar", auth: typeof ENGLISH_MESSAGES.auth) {
  const messages = { ...ENGLISH_MESSAGES, auth };
  return loginWords(createTranslator({ locale, messages, namespace: "auth" }));
}
const english = wordsIn("en", ENGLISH_MESSAGES.auth);

afterEach(() => jest.clearAllMocks());

async function signIn(username: string, password: string) {
  fireEvent.change(screen.getByTestId("login-username"), { target: { value: username } });
  fireEvent.change(screen.getByTestId("login-password"), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId("login-submit"));
  });
}

describe("the sign-in form", () => {
  // SPEC §8: the auto-login link's refusals arrive as ?error=…
  it.each([
    ["invalid_token", "Invalid or already used login link"],
    ["expired_token", "Login link has expired"],
    ["user_not_found", "User account not found"],
    ["something_else", "An error occurred"],
  ])("shows 'Login Error' for error=%s", async (code, message) => {
    render(<LoginForm error={code} words={english} />);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        saying("Login Error"),
        saying(message),
        undefined,
        SIGN_IN_ERROR_TOAST,
      ),
    );
  });

  it("offers the site's passkeys in the username field's autofill", () => {
    render(<LoginForm words={english} />);
    expect(screen.getByTestId("login-username")).toHaveAttribute(
      "autocomplete",
      "username webauthn",
    );
  });

  it("prefills the username from the auto parameter and says so", async () => {
    const auto = JSON.stringify({ username: "4821", autoLogin: true });
    render(<LoginForm auto={auto} words={english} />);
    expect(screen.getByTestId("login-username")).toHaveValue("4821");
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        saying("Auto-login detected"),
        saying("Please enter your password to continue"),
      ),
    );
    expect(screen.getByTestId("login-password")).toHaveFocus();
  });

  it("says 'Access Denied' with the server's reason on a wrong password", async () => {
    call.mockRejectedValueOnce(new ApiError("unauthorized", "Invalid username or password"));
    render(<LoginForm words={english} />);
    await signIn("cus1", "wrong-password");
    expect(notify.error).toHaveBeenCalledWith(
      saying("Access Denied"),
      saying("Invalid username or password"),
    );
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByTestId("login-submit")).toBeEnabled();
  });

  it("sends the trimmed, lower-cased username and goes to the exact address asked for", async () => {
    call.mockResolvedValueOnce({ user: { id: "1", username: "cus1", role: "user" } });
    render(<LoginForm redirectTo="/user/verify?code=ABCDEFGHJK" words={english} />);
    await signIn("  CUS1 ", " secret-pass ");
    expect(call).toHaveBeenCalledWith("/auth/login", {
      method: "POST",
      body: { username: "cus1", password: "secret-pass" },
    });
    expect(replace).toHaveBeenCalledWith("/user/verify?code=ABCDEFGHJK");
  });

  // Browsers drop tabs and line breaks from an address and read a backslash as a slash, so
  // each of these would be //evil.example/ by the time the browser follows it.
  it.each([
    ["two slashes", "%2F%2Fevil.example%2F"],
    ["a tab", "%2F%09%2Fevil.example%2F"],
    ["a line feed", "%2F%0A%2Fevil.example%2F"],
    ["a carriage return", "%2F%0D%2Fevil.example%2F"],
    ["a backslash", "%2F%5Cevil.example%2F"],
    ["a tab and a backslash", "%2F%09%5Cevil.example%2F"],
  ])("ignores a redirect to another site written with %s", async (_, target) => {
    call.mockResolvedValueOnce({ user: { id: "1", username: "cus1", role: "user" } });
    render(<LoginForm redirectTo={decodeURIComponent(target)} words={english} />);
    await signIn("cus1", "secret-pass");
    expect(replace).toHaveBeenCalledWith("/user/dashboard");
  });

  it("sends an admin to the admin dashboard", async () => {
    call.mockResolvedValueOnce({ user: { id: "2", username: "boss", role: "admin" } });
    render(<LoginForm words={english} />);
    await signIn("boss", "secret-pass");
    expect(replace).toHaveBeenCalledWith("/admin/dashboard");
  });
});

describe("the sign-in form in another language", () => {
  it("speaks Spanish: labels, button and the auto-login toast", async () => {
    const auto = JSON.stringify({ username: "4821", autoLogin: true });
    render(<LoginForm auto={auto} words={wordsIn("es", esAuth)} />);
    expect(screen.getByLabelText("Usuario")).toHaveValue("4821");
    expect(screen.getByTestId("login-submit")).toHaveTextContent("Iniciar sesión");
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        saying("Inicio de sesión automático"),
        saying("Introduce tu contraseña para continuar"),
      ),
    );
    expect(screen.getByLabelText("Contraseña")).toHaveFocus();
  });

  it("speaks Arabic, passkey first: the button's and the or-line's words", () => {
    render(<LoginForm passkeyFirst words={wordsIn("ar", arAuth)} />);
    expect(screen.getByLabelText("اسم المستخدم")).toBeInTheDocument();
    expect(screen.getByTestId("login-submit")).toHaveTextContent("تسجيل الدخول");
    expect(screen.getByText("أو")).toBeInTheDocument();
  });
});
