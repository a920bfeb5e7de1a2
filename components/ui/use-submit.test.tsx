import { act, renderHook } from "@/tests/support/common-words";
import * as z from "zod";
import { NextIntlClientProvider } from "next-intl";
import { ApiError } from "@/lib/http/errors";
import esErrors from "@/messages/es/errors.json";
import { notify } from "./toast";
import { useSubmit } from "./use-submit";

jest.mock("./toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const schema = z.object({ name: z.string().trim().min(1, "Please fill in all fields") });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

beforeEach(() => jest.clearAllMocks());

describe("useSubmit", () => {
  it("toasts the first issue and sends nothing when the input is invalid", async () => {
    const action = jest.fn();
    const { result } = renderHook(() => useSubmit({ schema, action, fallback: "Failed" }));
    let ok = true;
    await act(async () => {
      ok = await result.current.submit({ name: " " });
    });
    expect(ok).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith("Error", "Please fill in all fields");
  });

  it("is pending until the call and onSuccess have finished, and ignores a second submit", async () => {
    const call = deferred<string>();
    const action = jest.fn(() => call.promise);
    const onSuccess = jest.fn();
    const { result } = renderHook(() =>
      useSubmit({ schema, action, onSuccess, fallback: "Failed" }),
    );
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.submit({ name: " Jar " });
    });
    expect(result.current.pending).toBe(true);
    expect(action).toHaveBeenCalledWith({ name: "Jar" });
    act(() => void result.current.submit({ name: "Again" }));
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve("saved"));
    expect(await done).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith("saved", { name: "Jar" });
    expect(result.current.pending).toBe(false);
  });

  it("turns a refusal into the server's words, anything else into the fallback", async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError("conflict", "That name is taken"))
      .mockRejectedValueOnce(new Error("socket hang up"));
    const { result } = renderHook(() =>
      useSubmit({ schema, action, fallback: "Failed to save category" }),
    );
    await act(async () => void (await result.current.submit({ name: "A" })));
    expect(notify.error).toHaveBeenLastCalledWith("Error", "That name is taken");
    await act(async () => void (await result.current.submit({ name: "A" })));
    expect(notify.error).toHaveBeenLastCalledWith("Error", "Failed to save category");
    expect(result.current.pending).toBe(false);
  });
});

describe("useSubmit's field errors", () => {
  it("puts the server's zod issues under their fields, renamed to the form's names", async () => {
    const refusal = new ApiError("bad_request", "Subject is too long", [
      { path: ["subject"], message: "Subject is too long" },
      { path: ["currentPassword"], message: "Current password is incorrect" },
    ]);
    const action = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce("ok");
    const { result } = renderHook(() =>
      useSubmit({ action, fallback: "Failed", fields: { currentPassword: "current" } }),
    );
    await act(async () => void (await result.current.submit({ subject: "x" })));
    expect(result.current.errors).toEqual({
      subject: "Subject is too long",
      current: "Current password is incorrect",
    });
    expect(notify.error).toHaveBeenLastCalledWith("Error", "Subject is too long");
    act(() => result.current.clear("subject"));
    expect(result.current.errors).toEqual({ current: "Current password is incorrect" });
    await act(async () => void (await result.current.submit({ subject: "y" })));
    expect(result.current.errors).toEqual({});
  });

  it("shows the schema's issues under their fields before anything is sent", async () => {
    const action = jest.fn();
    const onInvalid = jest.fn();
    const { result } = renderHook(() =>
      useSubmit({ schema, action, fallback: "Failed", onInvalid }),
    );
    await act(async () => void (await result.current.submit({ name: "" })));
    expect(result.current.errors).toEqual({ name: "Please fill in all fields" });
    expect(onInvalid).toHaveBeenCalledWith({ name: "Please fill in all fields" });
  });
});

describe("useSubmit in the reader's language", () => {
  it("toasts the schema's first issue, a catalogue key, in Spanish, as its field shows it", async () => {
    const keyed = z.object({ password: z.string().min(6, "errors.users.passwordMin6") });
    const { result } = renderHook(
      () => useSubmit({ schema: keyed, action: jest.fn(), fallback: "Failed" }),
      {
        wrapper: ({ children }) => (
          <NextIntlClientProvider locale="es" messages={{ errors: esErrors }} timeZone="UTC">
            {children}
          </NextIntlClientProvider>
        ),
      },
    );
    await act(async () => void (await result.current.submit({ password: "abc" })));
    const spanish = "La contraseña debe tener al menos 6 caracteres";
    expect(notify.error).toHaveBeenCalledWith("Error", spanish);
    expect(result.current.errors).toEqual({ password: spanish });
  });
});
