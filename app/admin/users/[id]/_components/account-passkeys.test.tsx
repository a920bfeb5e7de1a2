import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import type { AccountPasskeys } from "@/lib/auth/passkeys/admin";
import { AccountPasskeysCard } from "./account-passkeys";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

// jsdom has no fetch: each test puts in the answer it needs.
const fetch = jest.fn();
beforeAll(() => Object.assign(globalThis, { fetch }));
afterEach(() => fetch.mockReset());

const phone = {
  id: "cred-phone",
  deviceName: "iPhone (Safari)",
  createdAt: "2026-10-01T09:00:00.000Z",
  lastUsedAt: "2026-11-20T09:00:00.000Z",
  backedUp: true,
};
const laptop = {
  id: "cred-laptop",
  deviceName: "Mac (Chrome)",
  createdAt: "2026-10-02T09:00:00.000Z",
  lastUsedAt: null,
  backedUp: false,
};
const initial: AccountPasskeys = { passkeys: [phone, laptop], removals: [] };

function answer(body: unknown) {
  fetch.mockImplementationOnce(async () => ({ ok: true, status: 200, json: async () => body }));
}

describe("AccountPasskeysCard", () => {
  it("lists the account's passkeys with their device, when added and last used", () => {
    render(<AccountPasskeysCard userId="u1" username="maya" initial={initial} />);
    const rows = screen.getAllByTestId("account-passkey");
    expect(rows.map((r) => within(r).getByTestId("account-passkey-name").textContent)).toEqual([
      "iPhone (Safari)",
      "Mac (Chrome)",
    ]);
    expect(rows[0]).toHaveTextContent("Synced");
    expect(rows[1]).toHaveTextContent("not used yet");
    expect(screen.queryByTestId("passkey-removals")).toBeNull();
  });

  it("asks first, then removes the passkey and shows who removed it", async () => {
    render(<AccountPasskeysCard userId="u1" username="maya" initial={initial} />);
    fireEvent.click(screen.getAllByTestId("remove-account-passkey")[0]!);
    const dialog = await screen.findByTestId("remove-account-passkey-dialog");
    expect(dialog).toHaveTextContent("Remove this passkey?");
    expect(dialog).toHaveTextContent("iPhone (Safari) will no longer sign in to maya's account.");
    // Nothing is sent before the confirmation.
    expect(fetch).not.toHaveBeenCalled();

    answer({
      passkeys: [laptop],
      removals: [
        {
          id: 1,
          deviceName: "iPhone (Safari)",
          addedAt: phone.createdAt,
          removedAt: "2026-11-27T10:00:00.000Z",
          by: "owner",
        },
      ],
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId("confirm-remove-account-passkey"));
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/users/u1/passkeys/cred-phone",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(screen.getAllByTestId("account-passkey")).toHaveLength(1);
    const line = screen.getByTestId("passkey-removal");
    expect(line).toHaveTextContent("iPhone (Safari)");
    expect(line).toHaveTextContent("removed by owner");
  });

  it("keeps the passkey when the admin cancels", async () => {
    render(<AccountPasskeysCard userId="u1" username="maya" initial={initial} />);
    fireEvent.click(screen.getAllByTestId("remove-account-passkey")[1]!);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("account-passkey")).toHaveLength(2);
  });

  it("says so when the account has none", () => {
    render(
      <AccountPasskeysCard userId="u1" username="maya" initial={{ passkeys: [], removals: [] }} />,
    );
    expect(screen.getByTestId("account-passkeys-empty")).toHaveTextContent("No passkeys.");
  });
});
