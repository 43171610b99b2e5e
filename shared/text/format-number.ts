/**
 * Counts and prices, the one rule for the public site (in the visitor's language) and the admin (Spanish). CLDR
 * leaves four-digit numbers ungrouped in Spanish and Catalan ("4400 €" beside "11.600 €", "1512,00 €" in the
 * admin beside "1.400 €" on the rate card); every number here is grouped, so amounts read the same everywhere.
 */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
}

/**
 * Euro amounts: "4.400 €" (es), "4 400 €" (fr); cents only when there are some ("1.285,20 €"), as the rate card
 * prints whole-euro prices. Every price on the site and in the admin goes through here.
 */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size for people: "0 B", "512 KB", "3,2 MB", "32 MB", "1,4 GB" (powers of 1024, one decimal below ten units).
 * A small disk reads in the unit it has, never as "0 GB".
 */
export function formatBytes(bytes: number, language = 'es'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 && unit > 0 ? 1 : 0;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}
