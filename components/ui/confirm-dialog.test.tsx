import { act, fireEvent, render, screen } from "@/tests/support/common-words";
import { ConfirmDialog } from "./confirm-dialog";

function deferred() {
  let resolve!: (value: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

function renderDialog(onConfirm: () => Promise<boolean>) {
  render(
    <ConfirmDialog
      trigger={<button type="button">Remove</button>}
      title="Delete this?"
      description="This cannot be undone."
      onConfirm={onConfirm}
      testId="the-dialog"
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Remove" }));
  return screen.getByTestId("the-dialog");
}

describe("ConfirmDialog", () => {
  it("stays open and busy until the action ends, then closes when it worked", async () => {
    const action = deferred();
    const dialog = renderDialog(() => action.promise);
    fireEvent.click(screen.getByTestId("confirm-delete"));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("confirm-delete")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByTestId("confirm-delete").querySelector(".animate-spin")).not.toBeNull();
    // Escape does not close it while the action runs.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByTestId("the-dialog")).toBeInTheDocument();

    await act(async () => action.resolve(true));
    expect(screen.queryByTestId("the-dialog")).toBeNull();
  });

  it("stays open and usable again when the action failed", async () => {
    const action = deferred();
    renderDialog(() => action.promise);
    fireEvent.click(screen.getByTestId("confirm-delete"));
    await act(async () => action.resolve(false));
    expect(screen.getByTestId("the-dialog")).toHaveAttribute("aria-busy", "false");
    expect(screen.getByTestId("confirm-delete")).toBeEnabled();
  });

  it("stays open when the action throws", async () => {
    renderDialog(() => Promise.reject(new Error("offline")));
    await act(async () => fireEvent.click(screen.getByTestId("confirm-delete")));
    expect(screen.getByTestId("the-dialog")).toBeInTheDocument();
    expect(screen.getByTestId("confirm-delete")).toBeEnabled();
  });
});
