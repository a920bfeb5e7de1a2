/** Dates as the shop owner reads them: "Nov 20, 2026, 10:41 PM" (en-US, SPEC §2). */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
