import { toast, type ExternalToast } from "sonner";

type Notify = (title: string, description?: string, duration?: number) => string | number;

function options(description?: string, duration?: number): ExternalToast {
  const opts: ExternalToast = {};
  if (description !== undefined) opts.description = description;
  if (duration !== undefined) opts.duration = duration;
  return opts;
}

/**
 * Title + optional description toasts, e.g.
 * `notify.success("Punch Added!", "Your loyalty card has been updated")`.
 * Requires `<Toaster />` from `@/components/ui/sonner` to be mounted.
 */
export const notify: {
  success: Notify;
  error: Notify;
  warning: Notify;
  info: Notify;
} = {
  success: (title, description, duration) => toast.success(title, options(description, duration)),
  error: (title, description, duration) => toast.error(title, options(description, duration)),
  warning: (title, description, duration) => toast.warning(title, options(description, duration)),
  info: (title, description, duration) => toast(title, options(description, duration)),
};
