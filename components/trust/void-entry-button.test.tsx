import { act, fireEvent, screen } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import esAdmin from "@/messages/es/admin.json";
import esAdminCounter from "@/messages/es/adminCounter.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl as render } from "@/tests/support/intl";
import { VoidEntryButton } from "./void-entry-button";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

// jsdom has no fetch: each test puts in the answer it needs.
const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
beforeAll(() => Object.assign(globalThis, { fetch }));
afterEach(() => {
  fetch.mockClear();
  jest.mocked(notify.success).mockClear();
});

/** Voids entry 42 with a reason; the API answers `voided`. */
async function voidWith(voided: object) {
  fetch.mockImplementationOnce(async () => ({ ok: true, status: 200, json: async () => voided }));
  fireEvent.click(screen.getByTestId("void-entry"));
  fireEvent.change(screen.getByTestId("reason-input"), { target: { value: "Refund" } });
  await act(async () => {
    fireEvent.click(screen.getByTestId("void-entry-save"));
  });
}

describe("VoidEntryButton", () => {
  it("asks a reason, then voids the entry through the API and tells the page", async () => {
    // A punch of a card already handed over: only its XP came off.
    const voided = { entry: { punchDelta: 0, xpDelta: -5 }, cardHandedOver: true };
    fetch.mockImplementationOnce(async () => ({ ok: true, status: 200, json: async () => voided }));
    const onDone = jest.fn();
    render(<VoidEntryButton entry={{ id: 42, reason: "token", voidedBy: null }} onDone={onDone} />);
    fireEvent.click(screen.getByTestId("void-entry"));
    // No reason: nothing is sent.
    fireEvent.click(screen.getByTestId("void-entry-save"));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId("reason-input"), { target: { value: "Refund" } });
    await act(async () => {
      fireEvent.click(screen.getByTestId("void-entry-save"));
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/ledger/42/void",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ reason: "Refund" }) }),
    );
    expect(onDone).toHaveBeenCalled();
  });

  it("says what came off in the reader's language", async () => {
    const spanish = { ...ENGLISH_MESSAGES, admin: esAdmin, adminCounter: esAdminCounter };
    const entry = { id: 42, reason: "token", voidedBy: null, punchDelta: 1, xpDelta: 5 };
    render(<VoidEntryButton entry={entry} />, { locale: "es", messages: spanish });
    expect(screen.getByTestId("void-entry")).toHaveAccessibleName("Anular Token #42");
    await voidWith({ entry: { punchDelta: 0, xpDelta: -5 }, cardHandedOver: true });
    expect(notify.success).toHaveBeenCalledWith(
      "Movimiento anulado",
      "Se descontó: −5 XP. El sello se queda: su tarjeta ya se entregó.",
    );
  });

  it("says SPEC's English for a void that took a punch off, or nothing", async () => {
    const { unmount } = render(
      <VoidEntryButton entry={{ id: 42, reason: "code", voidedBy: null }} />,
    );
    await voidWith({ entry: { punchDelta: -1, xpDelta: -5 }, cardHandedOver: false });
    expect(notify.success).toHaveBeenLastCalledWith("Entry Voided", "−1 punch, −5 XP taken off");
    unmount();
    render(<VoidEntryButton entry={{ id: 42, reason: "code", voidedBy: null }} />);
    await voidWith({ entry: { punchDelta: 0, xpDelta: 0 }, cardHandedOver: false });
    expect(notify.success).toHaveBeenLastCalledWith("Entry Voided", "Nothing was left to take off");
  });

  it("offers nothing to void on a void or a reset, and says so on a voided entry", () => {
    for (const reason of ["card_reset", "void"]) {
      const { container, unmount } = render(
        <VoidEntryButton entry={{ id: 1, reason, voidedBy: null }} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    render(<VoidEntryButton entry={{ id: 1, reason: "code", voidedBy: 9 }} />);
    expect(screen.getByTestId("entry-voided")).toHaveTextContent("Voided");
  });
});
