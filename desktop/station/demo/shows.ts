import type { ShowInput } from '../../../shared/schemas/programming/shows';
import { showInputSchema } from '../../../shared/schemas/programming/shows';
import type { StationContext } from '../core/context';
import { editOccurrence } from '../programming/schedule/occurrence-edits';
import { occurrencesOf, saveShow } from '../programming/schedule/shows-service';
import { instantOf, nextDate, stationTimeZone, wallTime, weekdayOf } from '../../../shared/station/station-time';

type DemoShow = Pick<ShowInput, 'name' | 'kind' | 'description'> & {
  rules: Array<{ days: number[]; start: string; durationMin: number; everyWeeks?: number; nth?: 1 | 2 | 3 | 4 | -1 }>;
  colour: string;
  /** The show this one repeats (by name). */
  repeats?: string;
};

const weekdays = [1, 2, 3, 4, 5];

/**
 * The spec's programmes (its June 2025 Saturdays) as the week a station would enter: each a show that recurs, so a
 * first start shows and airs this week's grid instead of a month long past. Hosts are team members, not accounts,
 * so they are named in the description.
 */
export const DEMO_SHOWS: readonly DemoShow[] = [
  {
    name: 'Despertar en la Frontera',
    kind: 'recorded',
    colour: '#f59e0b',
    description: 'La mañana de la frontera, con Marc Bosch.',
    rules: [{ days: weekdays, start: '09:00', durationMin: 120 }],
  },
  {
    name: 'Música del Mediterráneo',
    kind: 'music',
    colour: '#0ea5e9',
    description: 'Con Àlex Navarro.',
    rules: [{ days: [1, 3, 5], start: '11:00', durationMin: 120 }],
  },
  {
    name: 'Canciones de Ida y Vuelta',
    kind: 'music',
    colour: '#8b5cf6',
    description: 'Con Pierre Duval.',
    rules: [{ days: [2, 4], start: '11:00', durationMin: 120 }],
  },
  {
    name: 'Mercado y Mar',
    kind: 'recorded',
    colour: '#10b981',
    description: 'Con Lucía Moreno.',
    rules: [{ days: [6], start: '09:00', durationMin: 120 }],
  },
  {
    name: 'Memoria de Portbou',
    kind: 'recorded',
    colour: '#b45309',
    description: 'La historia del pueblo, con Rosa Campmany.',
    rules: [{ days: [6], start: '16:00', durationMin: 120 }],
  },
  {
    name: 'Memoria de Portbou (redifusión)',
    kind: 'repeat',
    colour: '#d97706',
    description: 'La Memoria del sábado, otra vez el domingo.',
    repeats: 'Memoria de Portbou',
    rules: [{ days: [7], start: '10:00', durationMin: 120 }],
  },
  {
    name: 'Pasajes: Walter Benjamin',
    kind: 'recorded',
    colour: '#64748b',
    description: 'Con Rosa Campmany.',
    rules: [{ days: [3], start: '16:00', durationMin: 120, everyWeeks: 2 }],
  },
  {
    name: 'Astilleros Saetia, 1960-1970',
    kind: 'recorded',
    colour: '#475569',
    description: 'Con Rosa Campmany.',
    rules: [{ days: [2], start: '16:00', durationMin: 120 }],
  },
  {
    name: 'La Estación Internacional',
    kind: 'recorded',
    colour: '#0f766e',
    description: 'Con Marc Bosch.',
    rules: [{ days: [4], start: '16:00', durationMin: 120 }],
  },
  {
    name: 'Ritmos de Estación',
    kind: 'music',
    colour: '#db2777',
    description: 'Con Àlex Navarro.',
    rules: [{ days: [5], start: '19:00', durationMin: 120 }],
  },
  {
    name: 'Sesión Tramontana',
    kind: 'music',
    colour: '#2563eb',
    description: 'Con Àlex Navarro.',
    rules: [{ days: [6], start: '19:00', durationMin: 120 }],
  },
  {
    name: 'Noche de Rumba',
    kind: 'music',
    colour: '#dc2626',
    description: 'El último viernes de cada mes, con Àlex Navarro.',
    rules: [{ days: [5], start: '21:00', durationMin: 120, nth: -1 }],
  },
  {
    name: 'Verbena de Verano',
    kind: 'music',
    colour: '#ea580c',
    description: 'Con Àlex Navarro.',
    rules: [{ days: [7], start: '19:00', durationMin: 120 }],
  },
];

/** This week's Saturday special, replacing that day's Mercado y Mar (the spec's "Especial Sant Pere" with Núria Vidal). */
const SPECIAL = { title: 'Especial Sant Pere', host: 'Núria Vidal', type: 'talk' as const };

/** Seeds the demo's shows once (when the station has none), and this week's special. */
export function seedDemoShows(
  ctx: Pick<StationContext, 'repos' | 'config' | 'db' | 'events' | 'plannerData' | 'clock'>,
): number {
  if (ctx.repos.shows.list().length > 0) return 0;
  const ids = new Map<string, number>();
  for (const show of DEMO_SHOWS) {
    const input = showInputSchema.parse({
      name: show.name,
      kind: show.kind,
      colour: show.colour,
      description: show.description,
      repeatOfShowId: show.repeats ? ids.get(show.repeats) : undefined,
      rules: show.rules,
    });
    ids.set(show.name, saveShow(ctx, input));
  }
  const timeZone = stationTimeZone(ctx.config);
  const today = wallTime(ctx.clock.now(), timeZone).date;
  const monday = nextDate(today, -((weekdayOf(today) + 6) % 7));
  const saturday = occurrencesOf(ctx)
    .onDates(monday, nextDate(monday, 6))
    .find((o) => o.showName === 'Mercado y Mar');
  const mercado = ids.get('Mercado y Mar')!;
  if (saturday)
    editOccurrence(ctx, mercado, instantOf(saturday.originalDate, saturday.originalTime, timeZone), {
      scope: 'one',
      action: 'replace',
      special: SPECIAL,
    });
  return ids.size;
}
