/** Euro amounts in the reader's language: "1.050 €" (es), "1 050 €" (fr); cents only when there are some. */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
