import { screen } from "@testing-library/react";
import arInvite from "@/messages/ar/invite.json";
import enInvite from "@/messages/en/invite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import type { InvitationView } from "@/lib/referrals/types";
import { InvitationCard } from "./invitation-card";

const view: InvitationView = {
  code: "ABCD2345",
  inviter: "MA**A",
  shopName: "Bean There",
  on: true,
  friendPunches: 2,
  inviterPunches: 1,
};

function show(read: Parameters<typeof InvitationCard>[0]["read"], invite: object = enInvite) {
  renderWithIntl(<InvitationCard read={read} />, {
    locale: invite === enInvite ? "en" : "ar",
    messages: { ...ENGLISH_MESSAGES, invite },
  });
}

describe("InvitationCard", () => {
  it("says who invites, what both get, and how to join", () => {
    show({ state: "valid", view });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "MA**A invites you to Bean There",
    );
    expect(screen.getByTestId("invite-friend-gets")).toHaveTextContent(
      "You get 2 bonus punches when you join.",
    );
    expect(screen.getByTestId("invite-inviter-gets")).toHaveTextContent(
      "MA**A gets 1 bonus punch when you come back another day.",
    );
    expect(screen.getByText("Join at the counter with your first purchase")).toBeInTheDocument();
    expect(screen.getByTestId("invite-code")).toHaveTextContent("ABCD2345");
    expect(screen.getByTestId("invite-join")).toHaveAttribute("href", "/join");
  });

  it("has no bonus lines when the owner's switch is off, or for a bonus of 0", () => {
    show({ state: "valid", view: { ...view, on: false } });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("MA**A invites you");
    expect(screen.queryByTestId("invite-friend-gets")).toBeNull();
    expect(screen.queryByTestId("invite-inviter-gets")).toBeNull();
    expect(screen.getByText("Join at the counter with your first purchase")).toBeInTheDocument();
  });

  it("keeps the other bonus line when one bonus is 0", () => {
    show({ state: "valid", view: { ...view, friendPunches: 0 } });
    expect(screen.queryByTestId("invite-friend-gets")).toBeNull();
    expect(screen.getByTestId("invite-inviter-gets")).toBeInTheDocument();
  });

  it("says a replaced code no longer works, and an unknown one is unknown", () => {
    show({ state: "replaced" });
    expect(screen.getByTestId("invite-replaced")).toHaveTextContent(
      "This invitation no longer works.",
    );
    expect(screen.queryByText(/invites you/)).toBeNull();
    document.body.innerHTML = "";
    show({ state: "unknown" });
    expect(screen.getByTestId("invite-unknown")).toHaveTextContent(
      "This invitation code is unknown.",
    );
  });

  it("says how long a network that looked up too many codes waits, and still leads to joining", () => {
    show({ state: "limited", minutes: 4 });
    expect(screen.getByTestId("invite-limited")).toHaveTextContent(
      "Too many invitations looked up from this network",
    );
    expect(screen.getByTestId("invite-limited")).toHaveTextContent(
      "Try again in 4 minutes, or join at the counter without it.",
    );
    expect(screen.getByTestId("invite-join")).toHaveAttribute("href", "/join");
  });

  it("says there is no invitation on a phone without one", () => {
    show(null);
    expect(screen.getByTestId("invite-none")).toHaveTextContent("No invitation on this phone");
    expect(screen.getByTestId("invite-join")).toHaveAttribute("href", "/join");
  });

  it("keeps the masked name and code in their own direction in Arabic", () => {
    show({ state: "valid", view }, arInvite);
    const title = screen.getByRole("heading", { level: 1 });
    expect(title).toHaveTextContent("MA**A يدعوك إلى Bean There");
    expect(title.querySelector("bdi")).toHaveTextContent("MA**A");
    expect(screen.getByTestId("invite-friend-gets")).toHaveTextContent("ختمين إضافيين");
  });
});
