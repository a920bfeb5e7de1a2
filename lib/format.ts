const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Every count on every screen one way: "20,615" (en-US grouping), never "20615". */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

/** XP as every screen shows it: "20,615 XP". */
export function formatXp(xp: number): string {
  return `${formatNumber(xp)} XP`;
}
