import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { ReviewQueue } from "@/app/admin/review/_components/review-queue";
import { VoidEntryButton } from "./void-entry-button";

// jsdom has no fetch: each test puts in the answer it needs.
const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
beforeAll(() => Object.assign(globalThis, { fetch }));
afterEach(() => fetch.mockClear());

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

describe("the review queue", () => {
  it("says there is nothing to review when no customer is flagged", () => {
    render(<ReviewQueue initial={[]} />);
    expect(screen.getByTestId("review-empty")).toHaveTextContent("Nothing to review");
  });
});
