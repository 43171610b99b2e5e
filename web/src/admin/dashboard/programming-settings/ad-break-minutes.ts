/** "0, 20, 40" (commas or spaces) as the minutes it names; a word that is not a number stays NaN so the schema rejects it. */
export function parseMinutes(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));
}

/** The stored minutes the way the field shows them. */
export function formatMinutes(minutes: readonly number[]): string {
  return minutes.join(', ');
}
