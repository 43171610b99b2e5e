import type { RuleDef, ShowDef } from '../../desktop/station/programming/schedule/occurrences';

/** A show as the occurrences see it: `Programa <id>`, a music show with no playlist, unless `extra` says otherwise. */
export const showDef = (id: number, extra: Partial<ShowDef> = {}): ShowDef => ({
  id,
  name: `Programa ${id}`,
  slug: `programa-${id}`,
  kind: 'music',
  colour: '#2563eb',
  playlistId: null,
  relayUrl: null,
  repeatOfShowId: null,
  presenterIds: [],
  ...extra,
});

let nextRule = 1;
/** A weekly rule of `showId`: every day at 10:00 for an hour, open-ended, unless `extra` says otherwise. */
export const ruleDef = (showId: number, extra: Partial<RuleDef> = {}): RuleDef => ({
  id: nextRule++,
  showId,
  days: [1, 2, 3, 4, 5, 6, 7],
  start: '10:00',
  durationMin: 60,
  from: null,
  until: null,
  everyWeeks: 1,
  nth: null,
  ...extra,
});
