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
