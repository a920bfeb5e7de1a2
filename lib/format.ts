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

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Every count on every screen one way: "20,615" (en-US grouping), never "20615". */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** XP as every screen shows it: "20,615 XP". */
export function formatXp(xp: number): string {
  return `${formatNumber(xp)} XP`;
}
