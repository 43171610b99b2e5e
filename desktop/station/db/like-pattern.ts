/** A LIKE pattern (with ESCAPE '\') that finds `text` anywhere: LIKE's own wildcards in it are literal text. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
