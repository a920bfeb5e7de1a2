import { screen } from "@testing-library/react";
import deInvite from "@/messages/de/invite.json";
import enInvite from "@/messages/en/invite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { InvitedBy } from "./invited-by";

describe("InvitedBy", () => {
  it("names the inviter, masked, in the reader's language", () => {
    renderWithIntl(<InvitedBy inviter="MA**A" />, {
      messages: { ...ENGLISH_MESSAGES, invite: enInvite },
    });
    expect(screen.getByTestId("join-invited-by")).toHaveTextContent("Invited by MA**A");

    document.body.innerHTML = "";
    renderWithIntl(<InvitedBy inviter="MA**A" />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, invite: deInvite },
    });
    expect(screen.getByTestId("join-invited-by")).toHaveTextContent("Eingeladen von MA**A");
  });
});
