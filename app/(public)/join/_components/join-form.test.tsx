import { act, fireEvent, render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { keepLaterIntl } from "@/components/layout/later-intl";
import arJoin from "@/messages/ar/join.json";
import esJoin from "@/messages/es/join.json";
import esAuth from "@/messages/es/auth.json";
import enInvite from "@/messages/en/invite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { TOKEN_JUST_USED } from "@/lib/users/join-messages";
import { english } from "@/tests/support/english";
import { InviteField } from "./invite-field";
import { JoinForm } from "./join-form";
import { MethodChoice } from "./join-method-choice";
import { joinWords } from "./join-words";

/**
 * What an element says, each text in English: the component may show a key of the `errors`
 * catalogue as it came (lib/ writes keys) or its words translated; both read the same here.
 */
function said(element: HTMLElement): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    text += english(node.textContent ?? "");
  }
  return text.replace(/\s+/g, " ").trim();
}

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));
jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn() },
}));
// The camera is the browser's: a scanner that reads the counter's next QR when tapped.
jest.mock("@/components/scanner/qr-scanner", () => ({
  QrScanner: ({ onScan }: { onScan: (text: string) => void }) => (
    <button
      type="button"
      data-testid="fake-scan"
      onClick={() => onScan("https://shop.example/user/dashboard?token=scanned-next-token")}
    >
      scan
    </button>
  ),
}));

const fetchMock = jest.fn();
beforeEach(() => {
  // What the root layout keeps for the parts loaded after the first paint (the scanner).
  keepLaterIntl({ locale: "en", timeZone: "UTC", messages: ENGLISH_MESSAGES });
  fetchMock.mockReset();
  replace.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// jsdom has no Response: what the fetcher reads of one.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}
const usedUp = () =>
  answer(410, {
    error: "This token has already been used or does not exist",
    code: "token_used",
  });
const joined = () => answer(201, { user: { id: "u1", username: "walkin_1", role: "user" } });

/** The join requests sent, as their bodies. */
const joins = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === "/api/join")
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

/** The words the page hands the form, in a language (join-words.ts). */
function wordsIn(
  locale: "en" | "es" | "ar",
  join = ENGLISH_MESSAGES.join,
  auth = ENGLISH_MESSAGES.auth,
) {
  const messages = { ...ENGLISH_MESSAGES, join, auth };
  return joinWords(
    createTranslator({ locale, messages, namespace: "join" }),
    createTranslator({ locale, messages, namespace: "auth" }),
  );
}

/** The invitation field's words as the page hands them in, and the code the phone carries. */
const inviteProps = (code = "") => ({
  code,
  label: enInvite.join.code,
  toggle: enInvite.join.codeToggle,
  hint: enInvite.join.codeHint,
});

function renderForm(
  words = wordsIn("en"),
  promise = "Collect 10 punches for a free coffee",
  invite = inviteProps(),
) {
  render(
    <JoinForm
      tokenId="first-token"
      suggestion="walkin_1"
      shopName="Punchcard"
      promise={promise}
      words={words}
      sentences={{
        passwordTooShort: "Password must be at least 6 characters",
        punchAdded: "Punch Added!",
        punchAddedDetail: "Your loyalty card has been updated",
      }}
      buttons={{ primary: "primary", secondary: "secondary" }}
      inviteField={<InviteField invite={invite} />}
    />,
  );
  fireEvent.change(screen.getByTestId("join-name"), { target: { value: "Ana" } });
  fireEvent.change(screen.getByTestId("join-password"), { target: { value: "secret1" } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("join-submit"));
  });
}

describe("JoinForm when someone else used the token first", () => {
  it("says so, keeps what was typed and joins with the next code typed in", async () => {
    renderForm();
    fetchMock.mockImplementationOnce(usedUp);
    await submit();

    expect(said(await screen.findByTestId("join-next-token"))).toContain(english(TOKEN_JUST_USED));
    expect(said(screen.getByRole("alert"))).toContain("Scan it, or type the code");
    expect(screen.queryByRole("link", { name: /sign in/i })).toBeNull();
    expect(screen.getByTestId("join-username")).toHaveValue("walkin_1");
    expect(screen.getByTestId("join-name")).toHaveValue("Ana");
    expect(screen.getByTestId("join-password")).toHaveValue("secret1");
    expect(screen.getByTestId("join-next-scan")).toBeEnabled();

    // Nothing typed yet: asked for, not sent.
    await submit();
    expect(said(screen.getByTestId("join-nextToken-error"))).toContain(
      "Please enter the code shown under the new QR",
    );
    expect(joins()).toHaveLength(1);

    fireEvent.change(screen.getByTestId("join-next-token-input"), {
      target: { value: "acde-fghj" },
    });
    fetchMock.mockImplementationOnce(joined);
    await submit();
    expect(joins()[1]).toEqual({
      tokenId: "acde-fghj",
      username: "walkin_1",
      name: "Ana",
      password: "secret1",
    });
    expect(replace).toHaveBeenCalledWith("/user/dashboard?joined=1");
  });

  it("takes the next code from the scanner, and says under it when that one is unknown", async () => {
    renderForm();
    fetchMock.mockImplementationOnce(usedUp);
    await submit();

    await act(async () => {
      fireEvent.click(await screen.findByTestId("join-next-scan"));
    });
    fireEvent.click(await screen.findByTestId("fake-scan"));
    expect(screen.getByTestId("join-next-token-input")).toHaveValue("scanned-next-token");

    fetchMock.mockImplementationOnce(() =>
      answer(404, {
        error: "This token has already been used or does not exist",
        code: "not_found",
      }),
    );
    await submit();
    expect(joins()[1]).toMatchObject({ tokenId: "scanned-next-token", name: "Ana" });
    expect(screen.getByTestId("join-nextToken-error")).toHaveTextContent(
      "This token has already been used or does not exist",
    );
    expect(screen.getByTestId("join-form")).toBeInTheDocument();
    expect(screen.getByTestId("join-name")).toHaveValue("Ana");
  });

  it("asks for the next code when the token expired under the form too", async () => {
    renderForm();
    fetchMock.mockImplementationOnce(() =>
      answer(410, { error: "This QR code has expired. Ask for a new one.", code: "gone" }),
    );
    await submit();
    expect(await screen.findByTestId("join-next-token")).toHaveTextContent(
      "This QR code has expired. Ask for a new one.",
    );
    expect(screen.getByTestId("join-name")).toHaveValue("Ana");
    // The QR's address pasted in: its token is what counts.
    fireEvent.change(screen.getByTestId("join-next-token-input"), {
      target: { value: " https://shop.example/user/dashboard?token=pasted-token " },
    });
    expect(screen.getByTestId("join-next-token-input")).toHaveValue("pasted-token");
  });
});

describe("JoinForm in another language", () => {
  it("speaks Spanish, and asks for the next code in Spanish when the token was used", async () => {
    renderForm(wordsIn("es", esJoin, esAuth), "Junta 10 sellos para un café gratis");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Únete y consigue tu primer sello",
    );
    expect(screen.getByText(/Junta 10 sellos para un café gratis/)).toBeInTheDocument();
    expect(screen.getByLabelText("Tu nombre (opcional)")).toHaveValue("Ana");
    expect(screen.getByTestId("join-submit")).toHaveTextContent("Unirme y conseguir mi sello");

    fetchMock.mockImplementationOnce(usedUp);
    await submit();
    expect(await screen.findByTestId("join-next-token")).toHaveTextContent(
      "Alguien acaba de usar este código",
    );
    await submit();
    expect(screen.getByTestId("join-nextToken-error")).toHaveTextContent(
      "Escribe el código que aparece debajo del QR nuevo",
    );
  });

  it("speaks Arabic: the password's words, and the ways to sign in next time", () => {
    const words = wordsIn("ar", arJoin);
    renderForm(words, "اجمع 10 أختام لتحصل على قهوة مجانًا");
    expect(screen.getByLabelText("كلمة المرور")).toHaveValue("secret1");
    expect(
      screen.getByText("6 أحرف على الأقل. ستسجّل الدخول بها في المرة القادمة."),
    ).toBeInTheDocument();
    expect(screen.getByText(/اجمع 10 أختام/)).toBeInTheDocument();
    // Shown where the browser can make passkeys (jsdom cannot): its words, on their own.
    render(<MethodChoice method="passkey" onChange={jest.fn()} words={words} />);
    expect(screen.getByText("سجّل الدخول في المرة القادمة باستخدام")).toBeInTheDocument();
    expect(screen.getByTestId("join-method-password")).toHaveTextContent("كلمة مرور");
  });
});

describe("JoinForm with an invitation", () => {
  it("sends the invitation this phone carries, shown open in its field", async () => {
    renderForm(undefined, undefined, inviteProps("ABCD2345"));
    const field = screen.getByLabelText("Invitation code");
    expect(field).toHaveValue("ABCD2345");
    expect(field).toBeVisible();
    fetchMock.mockImplementationOnce(joined);
    await submit();
    expect(joins()[0]).toEqual({
      tokenId: "first-token",
      username: "walkin_1",
      name: "Ana",
      password: "secret1",
      invite: "ABCD2345",
    });
    expect(replace).toHaveBeenCalledWith("/user/dashboard?joined=1");
  });

  it("folds the field away without one, and sends a code a friend was told as typed", async () => {
    renderForm();
    expect(screen.getByText("Have an invitation code?").closest("details")).not.toHaveAttribute(
      "open",
    );
    // (Sent without one, the body has no `invite`: the tests above.)
    fireEvent.change(screen.getByTestId("join-invite"), { target: { value: " abcd 2345 " } });
    fetchMock.mockImplementationOnce(joined);
    await submit();
    expect(joins()[0]).toMatchObject({ invite: "abcd 2345" });
  });

  it("says under the field that an invitation no longer works, and keeps the form", async () => {
    renderForm(undefined, undefined, inviteProps("ABCD2345"));
    const refusal = "This invitation no longer works.";
    fetchMock.mockImplementationOnce(() =>
      answer(410, {
        error: refusal,
        code: "gone",
        issues: [{ code: "custom", path: ["invite"], message: refusal }],
      }),
    );
    await submit();
    expect(screen.getByTestId("join-invite-error")).toHaveTextContent(refusal);
    expect(screen.getByTestId("join-invite")).toHaveFocus();
    // Not taken for the token's own expiry: no next code is asked for.
    expect(screen.queryByTestId("join-next-token")).toBeNull();
    expect(screen.getByTestId("join-name")).toHaveValue("Ana");

    // Emptied, the join goes on without it.
    fireEvent.change(screen.getByTestId("join-invite"), { target: { value: "" } });
    expect(screen.queryByTestId("join-invite-error")).toBeNull();
    fetchMock.mockImplementationOnce(joined);
    await submit();
    expect(joins()[1]).not.toHaveProperty("invite");
  });
});
