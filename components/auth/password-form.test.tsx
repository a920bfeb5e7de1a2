import { saying } from "@/tests/support/english";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import esAuth from "@/messages/es/auth.json";
import esErrors from "@/messages/es/errors.json";
import { PASSWORD_FORM_NAMESPACES } from "./password-form-namespaces";
import { PasswordFormView as PasswordForm } from "./password-form-view";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh, replace: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

afterEach(() => jest.clearAllMocks());

async function tryPassword(password: string, confirm: string, current = "counter-pass") {
  fireEvent.change(screen.getByTestId("current-password"), { target: { value: current } });
  fireEvent.change(screen.getByTestId("new-password"), { target: { value: password } });
  fireEvent.change(screen.getByTestId("confirm-password"), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByTestId("password-submit"));
  });
}

// SPEC's Change Password checks, each as the customer meets it on their profile: the toast
// titled "Error", nothing sent for what the form can check itself.
describe("Change Password", () => {
  beforeEach(() =>
    renderWithIntl(<PasswordForm userId="u1" askCurrent submitLabel="Change Password" />),
  );

  it.each([
    ["", "", "counter-pass", "Please fill in both password fields"],
    ["new-pass-1", "new-pass-2", "counter-pass", "Passwords do not match"],
    ["abc", "abc", "counter-pass", "Password must be at least 6 characters"],
    ["new-pass-1", "new-pass-1", "", "Please enter your current password"],
  ])("refuses %j / %j (current %j): %s", async (password, confirm, current, message) => {
    await tryPassword(password, confirm, current);
    expect(notify.error).toHaveBeenCalledWith(saying("Error"), saying(message));
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's 'Current password is incorrect' under the current password", async () => {
    call.mockRejectedValueOnce(
      new ApiError("bad_request", "Current password is incorrect", [
        { path: ["currentPassword"], message: "Current password is incorrect" },
      ]),
    );
    await tryPassword("new-pass-1", "new-pass-1", "not-my-password");
    expect(notify.error).toHaveBeenCalledWith(
      saying("Error"),
      saying("Current password is incorrect"),
    );
    expect(screen.getByTestId("current-password")).toHaveAccessibleDescription(
      "Current password is incorrect",
    );
  });

  it("sends the new and current passwords, says 'Password Changed' and empties the form", async () => {
    call.mockResolvedValueOnce({});
    await tryPassword("new-pass-1", "new-pass-1");
    expect(call).toHaveBeenCalledWith("/users/u1", {
      method: "PUT",
      body: { password: "new-pass-1", currentPassword: "counter-pass" },
    });
    expect(notify.success).toHaveBeenCalledWith(
      saying("Password Changed"),
      saying("Use your new password next time you sign in"),
    );
    expect(screen.getByTestId("new-password")).toHaveValue("");
    expect(refresh).toHaveBeenCalled();
  });
});

// The form's own IntlProvider replaces the page's catalogue: it holds what the form shows,
// the schema's messages (errors) included, in the reader's language.
describe("Change Password in Spanish, with its provider's namespaces only", () => {
  it("shows the schema's message under its field in Spanish, not its key", async () => {
    const spanish = { auth: esAuth, errors: esErrors };
    const messages = Object.fromEntries(PASSWORD_FORM_NAMESPACES.map((ns) => [ns, spanish[ns]]));
    renderWithIntl(<PasswordForm userId="u1" askCurrent submitLabel="Cambiar" />, {
      locale: "es",
      messages,
    });
    await tryPassword("abc", "abc");
    expect(screen.getByTestId("new-password-error")).toHaveTextContent(
      "La contraseña debe tener al menos 6 caracteres",
    );
    expect(call).not.toHaveBeenCalled();
  });
});
