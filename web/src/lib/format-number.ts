/**
 * Counts and prices in the visitor's language. CLDR leaves four-digit numbers ungrouped in Spanish and Catalan
 * ("4400 €" beside "11.600 €"); the site groups every number the same way, so ranges read evenly.
 */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
}

/** Euro amounts: "4.400 €" (es), "4 400 €" (fr); cents only when there are some. */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
