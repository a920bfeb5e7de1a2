import type * as ToastRuntime from "./toast-runtime";
import type { ExternalToast } from "sonner";

type Sonner = typeof ToastRuntime;
/** `id`: names the toast, so a later toast with the same id takes its place. */
type Notify = (title: string, description?: string, duration?: number, id?: string) => void;

/** The failed auto-login's toast, which the /login it leads to replaces with its own. */
export const SIGN_IN_ERROR_TOAST = "sign-in-error";

// Sonner is not needed to paint any screen, so it is loaded on the first toast or once the
// page is idle (components/layout/after-load.tsx), never with the page itself.
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner once; the deferred `<Toaster />` mounts as soon as a toast is wanted. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("./toast-runtime");
    for (const listener of listeners) listener();
    listeners.clear();
  }
  return sonner;
}

/** Calls `listener` once a toast has been asked for (at once if one already has). */
export function whenToastWanted(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Text = (text: string) => React.ReactNode;

function options(text: Text, description?: string, duration?: number, id?: string): ExternalToast {
  const opts: ExternalToast = {};
  if (id !== undefined) opts.id = id;
  if (description !== undefined) opts.description = text(description);
  if (duration !== undefined) opts.duration = duration;
  return opts;
}

function show(kind: "success" | "error" | "warning" | "info"): Notify {
  return (title, description, duration, id) => {
    // A toast made before the Toaster subscribes is replayed to it when it does. Its words are
    // translated as the toaster shows them (toast-text.tsx): a first-load screen hands lib/'s
    // sentences to notify as they are, without next-intl.
    void loadSonner().then(({ toast, toastText }) =>
      kind === "info"
        ? toast(toastText(title), options(toastText, description, duration, id))
        : toast[kind](toastText(title), options(toastText, description, duration, id)),
    );
  };
}

/**
 * Title + optional description toasts, e.g.
 * `notify.success("Punch Added!", "Your loyalty card has been updated")`.
 */
export const notify: {
  success: Notify;
  error: Notify;
  warning: Notify;
  info: Notify;
} = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};
