import type { ClockEvent } from '../../../shared/schemas/music/clocks';
import type { StationContext } from '../core/context';

/** The demo's categories, each with the artists whose songs it holds (the demo has six songs by five artists). */
const DEMO_CATEGORIES = [
  { name: 'Mediterráneo', color: '#0891b2', artists: ['Los Túneles del Mar'] },
  { name: 'Acústicos', color: '#16a34a', artists: ['Cala Bramant'] },
  { name: 'Nocturnos', color: '#7c3aed', artists: ['Marina Colera', 'Banda del Coll'] },
] as const;

// Day hours (07:00 to 20:59 every day) take the day clock; the night clock is the default for the rest.
const DAY_HOURS = Array.from({ length: 14 }, (_, i) => 7 + i);

/**
 * A first start airs clocks: three categories, a day clock and a night clock over the week's grid, and separation
 * rules scaled to the demo's six short songs (an hour's artist rule could never hold with them, and every song would
 * carry a relaxation note). Each part is made only when the station has none of it, so a resumed seeding or a
 * station the music director has already shaped is left alone.
 */
export function seedDemoMusicScheduling(ctx: Pick<StationContext, 'repos'>): void {
  const { repos } = ctx;
  repos.transaction(() => {
    if (repos.categories.list().length === 0)
      for (const { name, color } of DEMO_CATEGORIES) repos.categories.create({ name, color });
    const id = (name: string) => repos.categories.idByName(name);
    for (const track of repos.tracks.list()) {
      if ((repos.categories.ofTracks([track.id]).get(track.id) ?? []).length > 0) continue;
      const category = DEMO_CATEGORIES.find((c) => (c.artists as readonly string[]).includes(track.artist));
      const categoryId = category && id(category.name);
      if (categoryId !== undefined) repos.categories.setForTrack(track.id, [categoryId]);
    }
    if (repos.clocks.list().length > 0) return;
    const [sea, acoustic, night] = DEMO_CATEGORIES.map((c) => id(c.name));
    if (sea === undefined || acoustic === undefined || night === undefined) return;
    const pick = (categoryId: number): ClockEvent => ({ type: 'category', categoryId });
    const day = repos.clocks.create({
      name: 'Día',
      events: [
        pick(sea),
        pick(acoustic),
        { type: 'jingle' },
        pick(sea),
        pick(night),
        { type: 'hard', at: '30:00', event: { type: 'break' } },
        { type: 'filler', categoryId: acoustic },
      ],
    });
    const nightClock = repos.clocks.create({
      name: 'Noche',
      events: [pick(night), pick(acoustic), pick(night), pick(sea)],
    });
    repos.clocks.setGrid({
      cells: [1, 2, 3, 4, 5, 6, 7].flatMap((d) => DAY_HOURS.map((hour) => ({ day: d, hour, clockId: day.id }))),
      defaultClockId: nightClock.id,
    });
    repos.separation.set({ artistMin: 3, titleMin: 6, albumMin: 0, featuredArtist: true });
  })();
}
