import { act, renderHook } from "@testing-library/react";
import { useWakeLock } from "./display-wake-lock";

function fakeWakeLock() {
  const release = jest.fn(async () => undefined);
  const request = jest.fn(async () => ({ release }) as unknown as WakeLockSentinel);
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
  return { request, release };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

describe("useWakeLock", () => {
  it("keeps the screen awake, asks again when the page is shown again, and lets go on leaving", async () => {
    const { request, release } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith("screen");

    // Hidden: the browser dropped the lock; nothing to ask for until the page is back.
    await act(async () => setVisibility("hidden"));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility("visible"));
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(release).toHaveBeenCalled();
  });

  it("does nothing where the browser has no Wake Lock API", () => {
    expect(() => renderHook(() => useWakeLock())).not.toThrow();
  });
});
