import { describe, expect, it } from 'vitest';
import {
  initialPlanState,
  type PlanInput,
  type PlanState,
  type PlannedCampaign,
  plan,
  type Slot,
  timeSlot,
} from './planner';
import { instantOf, wallTime } from '../../../../shared/station/station-time';

const TZ = 'Europe/Madrid';
const at = (date: string, time: string, seconds = 0) => instantOf(date, time, TZ) + seconds * 1000;

function slot(id: number, date: string, start: string, end: string, extra: Partial<Slot> = {}): Slot {
  return { id, date, start, end, title: `P${id}`, type: 'music', playlistId: null, showTrackId: null, ...extra };
}

function input(when: number, slots: Slot[], extra: Partial<PlanInput> = {}): PlanInput {
  return {
    at: when,
    timeZone: TZ,
    slots: slots.map((s) => timeSlot(s, TZ)),
    defaultPlaylistId: null,
    jingleEvery: 0,
    hasJingles: false,
    adBreakMinutes: [],
    campaigns: [],
    liveOnAir: false,
    ...extra,
  };
}

/** Decides at `when` and returns the playlist the music comes from (or the decision kind). */
function source(
  when: number,
  slots: Slot[],
  state: PlanState = initialPlanState(0),
  extra: Partial<PlanInput> = {},
): string {
  const { decision } = plan(input(when, slots, extra), state);
  if (decision.kind === 'music') return decision.playlistId === null ? 'default' : `playlist ${decision.playlistId}`;
  return decision.kind;
}

describe('planner: slots', () => {
  const grid = [
    slot(1, '2026-06-01', '09:00', '10:00', { playlistId: 11 }),
    slot(2, '2026-06-01', '10:00', '11:00', { playlistId: 12 }),
  ];

  it('switches to a slot’s playlist at its start and back to the default rotation at its end', () => {
    expect(source(at('2026-06-01', '08:59', 59), grid)).toBe('default');
    expect(source(at('2026-06-01', '09:00'), grid)).toBe('playlist 11');
    expect(source(at('2026-06-01', '11:00'), grid)).toBe('default');
    expect(source(at('2026-06-01', '08:00'), grid, initialPlanState(0), { defaultPlaylistId: 5 })).toBe('playlist 5');
  });

  it('hands over between back-to-back slots at the boundary instant', () => {
    expect(source(at('2026-06-01', '09:59', 59.999), grid)).toBe('playlist 11');
    expect(source(at('2026-06-01', '10:00'), grid)).toBe('playlist 12');
  });

  it('takes an edited slot into account at the next decision (no restart, no cached plan)', () => {
    const when = at('2026-06-01', '09:30');
    expect(source(when, grid)).toBe('playlist 11');
    const edited = [slot(1, '2026-06-01', '09:00', '10:00', { playlistId: 99 }), grid[1]!];
    expect(source(when, edited)).toBe('playlist 99');
    expect(source(when, [slot(1, '2026-06-01', '09:00', '09:15', { playlistId: 11 }), grid[1]!])).toBe('default');
  });

  it('runs a slot until 24:00 and a live slot keeps its playlist while nobody publishes', () => {
    const late = [slot(3, '2026-06-01', '22:00', '24:00', { type: 'live', playlistId: 7 })];
    expect(source(at('2026-06-01', '23:59', 59), late)).toBe('playlist 7');
    expect(source(at('2026-06-02', '00:00'), late)).toBe('default');
  });

  it('starts a recorded show once, in its slot only, and holds it back while a live show is on air', () => {
    const shows = [slot(4, '2026-06-01', '20:00', '21:00', { showTrackId: 40, playlistId: 8 })];
    let state = initialPlanState(0);
    expect(source(at('2026-06-01', '19:59', 59), shows, state)).toBe('default');
    expect(source(at('2026-06-01', '20:10'), shows, state, { liveOnAir: true })).toBe('playlist 8');
    const first = plan(input(at('2026-06-01', '20:00'), shows), state);
    expect(first.decision).toMatchObject({ kind: 'show', trackId: 40 });
    state = first.state;
    expect(source(at('2026-06-01', '20:45'), shows, state)).toBe('playlist 8');
  });

  it('plays a jingle after every N music tracks', () => {
    let state = initialPlanState(0);
    const kinds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const result = plan(input(at('2026-06-01', '12:00', i * 200), [], { jingleEvery: 3, hasJingles: true }), state);
      kinds.push(result.decision.kind);
      state = result.state;
    }
    expect(kinds).toEqual(['music', 'music', 'music', 'jingle', 'music', 'music', 'music', 'jingle']);
    expect(
      source(
        at('2026-06-01', '12:00'),
        [],
        { ...initialPlanState(0), musicSinceJingle: 9 },
        { jingleEvery: 3, hasJingles: false },
      ),
    ).toBe('default');
  });
});

describe('planner: summer-time changes (Europe/Madrid)', () => {
  it('March: slots around the missing hour each get their time, and a slot inside the gap still airs', () => {
    const day = '2026-03-29';
    const grid = [
      slot(1, day, '01:00', '02:00', { playlistId: 1 }),
      slot(2, day, '02:00', '02:30', { playlistId: 2 }),
      slot(3, day, '03:00', '04:00', { playlistId: 3 }),
    ];
    const start = at(day, '00:30');
    const seen = new Map<string, number>();
    for (let t = start; t < start + 4 * 3_600_000; t += 60_000) {
      const s = source(t, grid);
      seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    // 01:00–02:00 is one real hour; the gap slot 02:00–02:30 airs for its 30 min from 03:00; 03:00–04:00 follows it.
    expect(seen.get('playlist 1')).toBe(60);
    expect(seen.get('playlist 2')).toBe(30);
    expect(seen.get('playlist 3')).toBe(30);
  });

  it('October: the repeated hour neither doubles nor splits a slot, and a show starts once', () => {
    const day = '2026-10-25';
    const grid = [
      slot(1, day, '02:00', '03:00', { showTrackId: 50 }),
      slot(2, day, '03:00', '04:00', { playlistId: 2 }),
    ];
    let state = initialPlanState(0);
    let shows = 0;
    const minutes = new Map<string, number>();
    const start = at(day, '01:00');
    for (let t = start; t < start + 5 * 3_600_000; t += 60_000) {
      const result = plan(input(t, grid), state);
      state = result.state;
      const key =
        result.decision.kind === 'show'
          ? 'show'
          : result.decision.kind === 'music'
            ? String(result.decision.slot?.id ?? 'none')
            : result.decision.kind;
      if (key === 'show') shows++;
      minutes.set(key, (minutes.get(key) ?? 0) + 1);
    }
    expect(shows).toBe(1);
    // The 02:00–03:00 slot lasts the two real hours the clock shows 02:xx, once.
    expect((minutes.get('1') ?? 0) + shows).toBe(120);
    expect(minutes.get('2')).toBe(60);
  });

  it('breaks at the repeated or missing times air once or not at all', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      // As many spots as the day has breaks: every break owes one.
      const campaign: PlannedCampaign = {
        id: 1,
        spotTrackId: 9,
        spots: 48,
        startDate: day,
        endDate: day,
        daypart: 'any',
        aired: 0,
      };
      let state = initialPlanState(at(day, '00:00') - 1);
      const breaks: string[] = [];
      const start = at(day, '00:00');
      for (let t = start; t < start + 5 * 3_600_000; t += 30_000) {
        const result = plan(input(t, [], { adBreakMinutes: [0, 30], campaigns: [campaign] }), state, true);
        if (result.decision.kind === 'break') breaks.push(wallTime(result.decision.breakAt, TZ).time);
        state = result.state;
      }
      // Five real hours from midnight: March has no 02:00 or 02:30; October's 02:00 hour comes twice but breaks once.
      if (day === '2026-03-29')
        expect(breaks).toEqual([
          '00:00',
          '00:30',
          '01:00',
          '01:30',
          '03:00',
          '03:30',
          '04:00',
          '04:30',
          '05:00',
          '05:30',
        ]);
      else expect(breaks).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    }
  });
});

describe('planner: campaigns', () => {
  /** Walks every break between two dates, airing what the planner decides; `live` says when a live show holds breaks back. */
  function walk(
    campaigns: PlannedCampaign[],
    from: string,
    to: string,
    minutes: number[],
    live: (t: number) => boolean = () => false,
  ) {
    const aired = new Map<number, number[]>();
    let state = initialPlanState(at(from, '00:00') - 1);
    for (let t = at(from, '00:00'); t < at(to, '00:00'); t += 5 * 60_000) {
      const current = campaigns.map((c) => ({ ...c, aired: aired.get(c.id)?.length ?? 0 }));
      const result = plan(input(t, [], { adBreakMinutes: minutes, campaigns: current, liveOnAir: live(t) }), state);
      state = result.state;
      if (result.decision.kind !== 'break') continue;
      const ids = result.decision.spots.map((s) => s.campaignId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) aired.set(id, [...(aired.get(id) ?? []), t]);
    }
    return aired;
  }

  it('airs exactly the spots bought, spread evenly over the campaign’s days', () => {
    const campaign: PlannedCampaign = {
      id: 1,
      spotTrackId: 9,
      spots: 10,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      daypart: 'any',
      aired: 0,
    };
    const times = walk([campaign], '2026-05-31', '2026-06-04', [0, 30]).get(1)!;
    expect(times).toHaveLength(10);
    expect(times[0]).toBeGreaterThanOrEqual(at('2026-06-01', '00:00'));
    expect(times.at(-1)).toBeLessThan(at('2026-06-03', '00:00'));
    const gaps = times.slice(1).map((t, i) => (t - times[i]!) / 3_600_000);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(5.5);
  });

  it('keeps to the daypart: mornings Mon–Fri 7–10 and Sat 9–12, nothing on Sunday', () => {
    // 2026-06-06 is a Saturday, 2026-06-07 a Sunday, 2026-06-08 a Monday.
    const campaign: PlannedCampaign = {
      id: 2,
      spotTrackId: 9,
      spots: 6,
      startDate: '2026-06-06',
      endDate: '2026-06-08',
      daypart: 'morning',
      aired: 0,
    };
    const times = walk([campaign], '2026-06-06', '2026-06-09', [0, 30]).get(2)!;
    expect(times).toHaveLength(6);
    for (const t of times) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: TZ,
        weekday: 'short',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(t);
      const weekday = local.find((p) => p.type === 'weekday')!.value;
      const hour = Number(local.find((p) => p.type === 'hour')!.value);
      expect(weekday).not.toBe('Sun');
      if (weekday === 'Sat') expect(hour >= 9 && hour < 12).toBe(true);
      else expect(hour >= 7 && hour < 10).toBe(true);
    }
  });

  it('carries the share of breaks missed during a live show to the next breaks, never over what was bought', () => {
    const campaign: PlannedCampaign = {
      id: 3,
      spotTrackId: 9,
      spots: 12,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      daypart: 'any',
      aired: 0,
    };
    const liveFrom = at('2026-06-01', '08:00');
    const liveTo = at('2026-06-01', '14:00');
    const times = walk([campaign], '2026-06-01', '2026-06-02', [0, 30], (t) => t >= liveFrom && t < liveTo).get(3)!;
    expect(times).toHaveLength(12);
    for (const t of times) expect(t < liveFrom || t >= liveTo).toBe(true);
    // Behind after the live show, it catches up in the breaks right after it, one spot per break.
    expect(times.filter((t) => t >= liveTo && t < liveTo + 2 * 3_600_000).length).toBeGreaterThanOrEqual(3);
  });

  it('airs two campaigns in the same break, one spot each, and each reaches its own total', () => {
    const a: PlannedCampaign = {
      id: 4,
      spotTrackId: 9,
      spots: 20,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      daypart: 'any',
      aired: 0,
    };
    const b: PlannedCampaign = {
      id: 5,
      spotTrackId: 8,
      spots: 48,
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      daypart: 'any',
      aired: 0,
    };
    const aired = walk([a, b], '2026-06-01', '2026-06-02', [0, 30]);
    expect(aired.get(4)).toHaveLength(20);
    expect(aired.get(5)).toHaveLength(48);
  });
});
