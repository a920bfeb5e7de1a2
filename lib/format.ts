const formats = new Map<string, Intl.NumberFormat>();

function wholeNumber(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * Every count on every screen one way for its reader: "20,615" in English (en-US grouping),
 * "20.615" in German, never "20615". Screens not yet in the catalogues leave out `locale`.
 */
export function formatNumber(value: number, locale = "en-US"): string {
  return wholeNumber(locale).format(value);
}

/** XP as every screen shows it: "20,615 XP" (the unit is the same word in every language). */
export function formatXp(xp: number, locale = "en-US"): string {
  return `${formatNumber(xp, locale)} XP`;
}
