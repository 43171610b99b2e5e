import { PUBLIC_API_PATHS } from '../../../shared/api/paths/public-paths';
import type { NowPlaying } from '../../../shared/schemas/broadcast/streaming';
import type { OccurrenceView } from '../../../shared/schemas/programming/show-occurrences';
import type { ScheduleWeek } from '../../../shared/schemas/public/public-shows';

/** How many airings the widget lists. */
const PROGRAMMES_SHOWN = 3;

const apiPath = (name: keyof typeof PUBLIC_API_PATHS) => `/api${PUBLIC_API_PATHS[name].split(' ')[1]}`;

export interface UpcomingProgramme {
  name: string;
  start: Date;
  end: Date;
}

/** The airings not over yet at `now`, soonest first (a cancelled one is not on air). */
export function upcoming(occurrences: readonly OccurrenceView[], now: Date, count: number): UpcomingProgramme[] {
  return occurrences
    .filter((o) => o.status !== 'cancelled')
    .map((o) => ({ name: o.showName, start: new Date(o.start), end: new Date(o.end) }))
    .filter((p) => p.end > now)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, count);
}

async function week(start?: string): Promise<ScheduleWeek> {
  const query = start ? `?${new URLSearchParams({ start })}` : '';
  const res = await fetch(`${apiPath('station.week')}${query}`);
  if (!res.ok) throw new Error(`schedule ${res.status}`);
  const body = (await res.json()) as ScheduleWeek;
  if (!Array.isArray(body.occurrences)) throw new Error('unexpected schedule');
  return body;
}

/** The Monday after a week's Sunday (station dates, so plain calendar arithmetic in UTC). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The next programmes from the station's public week, reaching into next week late on a Sunday. */
export async function nextProgrammes(now = new Date()): Promise<{ timeZone: string; items: UpcomingProgramme[] }> {
  const current = await week();
  let items = upcoming(current.occurrences, now, PROGRAMMES_SHOWN);
  if (items.length < PROGRAMMES_SHOWN) {
    const following = await week(dayAfter(current.end));
    items = upcoming([...current.occurrences, ...following.occurrences], now, PROGRAMMES_SHOWN);
  }
  return { timeZone: current.timeZone, items };
}

export const nowPlayingUrl = apiPath('nowPlaying.events');

/** The badge over the title: live, rotation, or nothing on air. */
export function airState(data: NowPlaying | null): 'live' | 'onAir' | 'offAir' | null {
  if (!data) return null;
  if (data.serverRunning === false) return 'offAir';
  return data.isLive ? 'live' : 'onAir';
}
