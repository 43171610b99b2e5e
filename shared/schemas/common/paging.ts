import { z } from 'zod';

/**
 * Query keys that switch a list endpoint from the spec's full array to one page (`{ items, total, offset, limit }`),
 * the contract GET /api/tracks set for big archives. A list whose spec contract already takes `q` (artists) switches
 * on the other keys only.
 */
export const PAGE_KEYS = ['q', 'sort', 'order', 'offset', 'limit'] as const;

/** True when the request asked for a page rather than the spec's full list. */
export const wantsPage = (query: Record<string, unknown>, keys: readonly string[] = PAGE_KEYS): boolean =>
  keys.some((key) => key in query);

/** ?offset= of every paged list: where the page starts. */
export const offsetSchema = z.coerce
  .number({ error: 'El desplazamiento debe ser un número.' })
  .int('El desplazamiento debe ser un número entero.')
  .min(0, 'El desplazamiento no puede ser negativo.')
  .default(0);

/** ?q=&sort=&order=&offset=&limit= for a list whose sortable columns are `sorts`. */
export const pageQuerySchema = <const S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object({
    q: z
      .string({ error: 'La búsqueda no es válida.' })
      .trim()
      .max(200, 'La búsqueda no puede superar 200 caracteres.')
      .optional(),
    sort: z.enum(sorts, { error: `Orden no válido: usa ${sorts.join(', ')}.` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'El sentido debe ser asc o desc.' }).optional(),
    offset: offsetSchema,
    limit: z.coerce
      .number({ error: 'El límite debe ser un número.' })
      .int('El límite debe ser un número entero.')
      .min(1, 'El límite debe estar entre 1 y 200.')
      .max(200, 'El límite debe estar entre 1 y 200.')
      .default(50),
  });

export interface PageQuery<S extends string> {
  q?: string;
  sort?: S;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** One page of a list and the number of rows matching the search (the whole list without `q`). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), offset: z.number().int(), limit: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** Lower case without accents: "cancion" matches "Canción", the rule FTS5's remove_diacritics applies to tracks. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
