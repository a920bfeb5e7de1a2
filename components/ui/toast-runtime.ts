// What a toast needs once one is wanted, loaded as one chunk (toast.ts): sonner, and the
// wrapper that shows a toast's words in the reader's language (toast-text.tsx).
export * from "sonner";
export { toastText } from "./toast-text";
