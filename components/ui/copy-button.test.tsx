import { act, fireEvent, render, screen } from "@/tests/support/common-words";
import { CopyButton } from "./copy-button";

jest.mock("./toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const writeText = jest.fn(() => Promise.resolve());

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockClear();
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

afterEach(() => jest.useRealTimers());

async function click() {
  // The click awaits the clipboard promise before the label changes.
  await act(async () => {
    fireEvent.click(screen.getByTestId("copy-button"));
  });
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe("CopyButton", () => {
  it("reads 'Copied!' for 2 s after a copy", async () => {
    render(<CopyButton text="ABC123" />);
    await click();
    expect(writeText).toHaveBeenCalledWith("ABC123");
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copied!");
    await wait(1999);
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copied!");
    await wait(1);
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copy");
  });

  it("restarts the 2 s on a second click", async () => {
    render(<CopyButton text="ABC123" />);
    await click();
    await wait(1500);
    await click();
    expect(writeText).toHaveBeenCalledTimes(2);
    // 2.5 s after the first click, 1 s after the second: still 'Copied!'.
    await wait(1000);
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copied!");
    await wait(999);
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copied!");
    await wait(1);
    expect(screen.getByTestId("copy-button")).not.toHaveTextContent("Copied!");
  });

  it("copies through a hidden text area where the Clipboard API is missing (plain http)", async () => {
    Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    render(<CopyButton text="PLAIN" />);
    await click();
    expect(writeText).not.toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(screen.getByTestId("copy-button")).toHaveTextContent("Copied!");
  });
});
