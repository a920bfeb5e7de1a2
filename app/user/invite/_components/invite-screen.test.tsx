import { act, fireEvent, screen, within } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import enInvite from "@/messages/en/invite.json";
import esInvite from "@/messages/es/invite.json";
import type { MyInvitation } from "@/lib/referrals/types";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { InviteScreen } from "./invite-screen";

jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
// The QR is drawn by a canvas library jsdom lacks: what it would carry is enough here.
jest.mock("@/components/rewards/qr-image", () => ({
  ...jest.requireActual("@/components/rewards/qr-image"),
  QrImage: ({ value, label }: { value: string; label: string }) => (
    <span role="img" aria-label={label} data-qr-value={value} />
  ),
}));
// The clipboard of a page on https.
const writeText = jest.fn((text: string) => Promise.resolve(void text));
Object.defineProperty(window, "isSecureContext", { value: true });
Object.assign(navigator, { clipboard: { writeText } });

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(notify.success).mockReset();
  jest.mocked(notify.error).mockReset();
  writeText.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  delete (navigator as { share?: unknown }).share;
});

// jsdom has no Response: what the fetcher reads of one.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

function invitation(fields: Partial<MyInvitation> = {}): MyInvitation {
  return {
    code: "ABCD2345",
    path: "/i/ABCD2345",
    on: true,
    friendPunches: 1,
    inviterPunches: 2,
    friends: { joined: 3, cameBack: 2 },
    invited: [
      { name: "MA**A", joinedAt: "2026-11-20T10:00:00.000Z", cameBack: true, state: "rewarded" },
      { name: "JO**N", joinedAt: "2026-11-21T10:00:00.000Z", cameBack: true, state: "review" },
      { name: "BE**Y", joinedAt: "2026-11-22T10:00:00.000Z", cameBack: false, state: "waiting" },
    ],
    ...fields,
  };
}

async function open(mine: MyInvitation, { invite = enInvite, locale = "en" as const } = {}) {
  fetchMock.mockImplementation(() => answer(200, mine));
  renderWithIntl(<InviteScreen shopName="Bean There" publicSiteUrl="https://shop.example/" />, {
    locale,
    messages: { ...ENGLISH_MESSAGES, invite },
  });
  await act(async () => undefined);
}

describe("InviteScreen", () => {
  it("shows the invitation's absolute link, its QR, its code and what both get", async () => {
    await open(invitation());
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/me/invitation");
    expect(screen.getByTestId("invite-link")).toHaveTextContent("https://shop.example/i/ABCD2345");
    expect(screen.getByRole("img", { name: "QR code of your invitation link" })).toHaveAttribute(
      "data-qr-value",
      "https://shop.example/i/ABCD2345",
    );
    expect(screen.getByTestId("invite-code")).toHaveTextContent("ABCD2345");
    expect(screen.getByTestId("invite-rules")).toHaveTextContent(
      "You get 2 punches when your friend comes back; they get 1 punch when they join.",
    );
  });

  it("says nothing of bonuses while the owner's switch is off", async () => {
    await open(invitation({ on: false }));
    expect(screen.getByTestId("invite-code")).toBeInTheDocument();
    expect(screen.queryByTestId("invite-rules")).toBeNull();
  });

  it("copies the link where the phone has no share sheet", async () => {
    await open(invitation());
    expect(screen.queryByTestId("invite-share")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId("invite-copy"));
    });
    expect(writeText).toHaveBeenCalledWith("https://shop.example/i/ABCD2345");
  });

  it("opens the share sheet with the link where there is one, and copy stays", async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { share });
    await open(invitation());
    await act(async () => {
      fireEvent.click(screen.getByTestId("invite-share"));
    });
    expect(share).toHaveBeenCalledWith({
      title: "Join me at Bean There",
      text: expect.stringContaining("Bean There"),
      url: "https://shop.example/i/ABCD2345",
    });
    expect(screen.getByTestId("invite-copy")).toBeInTheDocument();
    // Closing the sheet is not an error.
    share.mockImplementationOnce(() =>
      Promise.reject(Object.assign(new Error("closed"), { name: "AbortError" })),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId("invite-share"));
    });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("replaces the code only once confirmed, saying the old link stops working", async () => {
    await open(invitation());
    fireEvent.click(screen.getByTestId("invite-replace"));
    const dialog = await screen.findByTestId("invite-replace-dialog");
    expect(dialog).toHaveTextContent("Replace your invitation code?");
    expect(dialog).toHaveTextContent("Your old link and code stop working");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementationOnce(() =>
      answer(200, invitation({ code: "WXYZ6789", path: "/i/WXYZ6789" })),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("invite-replace-confirm"));
    });
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/me/invitation",
      expect.objectContaining({ method: "POST" }),
    ]);
    expect(screen.getByTestId("invite-code")).toHaveTextContent("WXYZ6789");
    expect(screen.getByTestId("invite-link")).toHaveTextContent("https://shop.example/i/WXYZ6789");
    expect(notify.success).toHaveBeenCalledWith("Your invitation has a new code");
    expect(screen.queryByTestId("invite-replace-dialog")).toBeNull();
  });

  it("lists the friends invited, masked, with where each stands", async () => {
    await open(invitation());
    expect(screen.getByTestId("invite-summary")).toHaveTextContent(
      "Friends you invited: 3 joined, 2 came back",
    );
    const rows = screen.getAllByTestId("invite-friend");
    expect(rows.map((row) => within(row).getByTestId("invite-friend-state").textContent)).toEqual([
      "Bonus received",
      "The shop is checking it",
      "Waiting for their next visit",
    ]);
    expect(rows[0]).toHaveTextContent("MA**A");
    expect(rows[0]).toHaveTextContent("Joined Nov 20, 2026");
  });

  it("counts friends with Spanish plurals", async () => {
    await open(invitation(), { invite: esInvite, locale: "es" as "en" });
    expect(screen.getByTestId("invite-summary")).toHaveTextContent(
      "Amigos que invitaste: 3 se unieron, 2 volvieron",
    );
    expect(screen.getByTestId("invite-rules")).toHaveTextContent(
      "Tú recibes 2 sellos cuando tu amigo vuelva; tu amigo recibe 1 sello al unirse.",
    );
    document.body.innerHTML = "";
    await open(invitation({ friends: { joined: 1, cameBack: 1 }, invited: [] }), {
      invite: esInvite,
      locale: "es" as "en",
    });
    expect(screen.getByTestId("invite-summary")).toHaveTextContent(
      "Amigos que invitaste: 1 se unió, 1 volvió",
    );
    expect(screen.getByTestId("invite-friends-empty")).toHaveTextContent(
      "Todavía no se ha unido ningún amigo con tu invitación.",
    );
  });

  it("says so when the invitation cannot be loaded, and tries again", async () => {
    fetchMock.mockImplementationOnce(() => answer(500, { error: "boom", code: "internal" }));
    renderWithIntl(<InviteScreen shopName="Bean There" publicSiteUrl={null} />, {
      messages: { ...ENGLISH_MESSAGES, invite: enInvite },
    });
    expect(await screen.findByTestId("load-failed")).toHaveTextContent(
      "Your invitation could not be loaded",
    );
    fetchMock.mockImplementation(() => answer(200, invitation()));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /try again/i }));
    });
    // No public address set: the link is made with this browser's own.
    expect(screen.getByTestId("invite-link")).toHaveTextContent(
      `${window.location.origin}/i/ABCD2345`,
    );
  });
});
