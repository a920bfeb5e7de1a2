// Calendar arithmetic on shop days (YYYY-MM-DD in the shop's time zone), for the segments and
// the shop's own messages. Pure.

const DAY_MS = 86_400_000;

/** The shop day `n` days before `day` (negative: after). */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthdays (month and day) that fall on `today`: two on 28 February of a common year. */
export function birthdaysOn(today: string): { month: number; day: number }[] {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const dates = [{ month, day }];
  if (month === 2 && day === 28 && !isLeap(year)) dates.push({ month: 2, day: 29 });
  return dates;
}
