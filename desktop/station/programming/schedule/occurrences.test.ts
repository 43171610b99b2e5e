import { describe, expect, it } from 'vitest';
import { occurrenceSlot } from './occurrence-slots';
import {
  type ExceptionDef,
  expandOccurrences,
  firstOverlap,
  type OneOffDef,
  type RuleDef,
  type ScheduleData,
} from './occurrences';
import { slotAt } from '../planner/planner';
import { instantOf } from '../../../../shared/station/station-time';
import { ruleDef, showDef } from '../../../../testing/station/schedule-defs';

const TZ = 'Europe/Madrid';
const HOUR = 3_600_000;

const show = showDef;
const rule = (showId: number, extra: Partial<RuleDef>) => ruleDef(showId, extra);
const exception = (extra: Partial<ExceptionDef> & Pick<ExceptionDef, 'showId' | 'date' | 'time'>): ExceptionDef => ({
  id: 1,
  status: 'scheduled',
  newDate: null,
  newTime: null,
  durationMin: null,
  replacementShowId: null,
  replacementProgramId: null,
  trackId: null,
  ...extra,
});
const data = (partial: Partial<ScheduleData>): ScheduleData => ({
  shows: [show(1)],
  rules: [],
  exceptions: [],
  oneOffs: [],
  ...partial,
});
const expand = (d: ScheduleData, from: string, to: string, includeCancelled = false) =>
  expandOccurrences(d, { from, to, timeZone: TZ, includeCancelled });
const dates = (d: ScheduleData, from: string, to: string) => expand(d, from, to).map((o) => o.date);

describe('rule expansion (station time, Europe/Madrid)', () => {
  it('every two weeks counts weeks from the rule’s first date', () => {
    const d = data({ rules: [rule(1, { days: [6], from: '2026-01-03', everyWeeks: 2 })] });
    expect(dates(d, '2026-01-01', '2026-02-28')).toEqual([
      '2026-01-03',
      '2026-01-17',
      '2026-01-31',
      '2026-02-14',
      '2026-02-28',
    ]);
  });

  it('the nth weekday of a month: the first Sunday, and the last Friday', () => {
    const first = data({ rules: [rule(1, { days: [7], nth: 1 })] });
    expect(dates(first, '2026-01-01', '2026-04-30')).toEqual(['2026-01-04', '2026-02-01', '2026-03-01', '2026-04-05']);
    const last = data({ rules: [rule(1, { days: [5], nth: -1 })] });
    expect(dates(last, '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
    ]);
  });

  it('weekdays only, from and until included', () => {
    const d = data({ rules: [rule(1, { days: [1, 2, 3, 4, 5], from: '2026-11-24', until: '2026-12-01' })] });
    expect(dates(d, '2026-11-20', '2026-12-10')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('a show crossing midnight runs into the next day and is on air there', () => {
    const d = data({ rules: [rule(1, { days: [5], start: '23:00', durationMin: 180 })] });
    const [o] = expand(d, '2026-11-27', '2026-11-27');
    expect(o!.startAt).toBe(instantOf('2026-11-27', '23:00', TZ));
    expect(o!.endAt).toBe(instantOf('2026-11-28', '02:00', TZ));
    const slots = expand(d, '2026-11-27', '2026-11-28').map((x) => occurrenceSlot(x));
    expect(slotAt(instantOf('2026-11-28', '01:30', TZ), slots)?.title).toBe('Programa 1');
    expect(slotAt(instantOf('2026-11-28', '02:00', TZ), slots)).toBeNull();
  });

  it('the spring-forward week: same wall time every day, a 23-hour day, and a show over the gap is shorter', () => {
    const d = data({ rules: [rule(1, { start: '10:00' }), rule(1, { days: [7], start: '01:00', durationMin: 180 })] });
    const list = expand(d, '2026-03-28', '2026-03-30');
    const tens = list.filter((o) => o.start === '10:00');
    expect(tens.map((o) => new Date(o.startAt).toISOString())).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    const night = list.find((o) => o.start === '01:00')!;
    // 01:00 to 04:00 on the wall is two real hours that night.
    expect(night.endAt - night.startAt).toBe(2 * HOUR);
    // A start inside the gap airs when the gap ends.
    const gap = expand(data({ rules: [rule(1, { days: [7], start: '02:30' })] }), '2026-03-29', '2026-03-29');
    expect(new Date(gap[0]!.startAt).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('the autumn week: same wall time every day, a 25-hour day, and a show over the repeated hour is longer', () => {
    const d = data({ rules: [rule(1, { start: '10:00' }), rule(1, { days: [7], start: '01:00', durationMin: 180 })] });
    const list = expand(d, '2026-10-24', '2026-10-26');
    const tens = list.filter((o) => o.start === '10:00').map((o) => o.startAt);
    // Sunday 25 October is the 25-hour day.
    expect(tens[1]! - tens[0]!).toBe(25 * HOUR);
    expect(tens[2]! - tens[1]!).toBe(24 * HOUR);
    const night = list.find((o) => o.start === '01:00')!;
    expect(night.endAt - night.startAt).toBe(4 * HOUR);
  });

  it('cancelled, moved and replaced occurrences, the rule untouched', () => {
    const base = data({
      shows: [show(1), show(2, { name: 'Especial' })],
      rules: [rule(1, { days: [6], start: '16:00', durationMin: 120 })],
    });
    const cancelled = {
      ...base,
      exceptions: [exception({ showId: 1, date: '2026-11-28', time: '16:00', status: 'cancelled' })],
    };
    expect(dates(cancelled, '2026-11-21', '2026-12-05')).toEqual(['2026-11-21', '2026-12-05']);
    expect(expand(cancelled, '2026-11-28', '2026-11-28', true).map((o) => o.status)).toEqual(['cancelled']);

    const moved = {
      ...base,
      exceptions: [
        exception({
          showId: 1,
          date: '2026-11-28',
          time: '16:00',
          status: 'moved',
          newDate: '2026-11-29',
          newTime: '10:00',
          durationMin: 60,
        }),
      ],
    };
    const [o] = expand(moved, '2026-11-29', '2026-11-29');
    expect(o).toMatchObject({
      date: '2026-11-29',
      start: '10:00',
      durationMin: 60,
      originalDate: '2026-11-28',
      status: 'moved',
    });
    expect(dates(moved, '2026-11-28', '2026-11-28')).toEqual([]);

    const replaced = {
      ...base,
      exceptions: [
        exception({ showId: 1, date: '2026-11-28', time: '16:00', status: 'replaced', replacementShowId: 2 }),
      ],
    };
    expect(expand(replaced, '2026-11-28', '2026-11-28').map((x) => [x.showName, x.sourceShowId])).toEqual([
      ['Especial', 1],
    ]);

    const special: OneOffDef = {
      id: 9,
      showId: null,
      date: '2026-11-28',
      start: '16:00',
      end: '18:00',
      title: 'Especial fiestas',
      type: 'talk',
      playlistId: null,
      showTrackId: null,
      relayUrl: null,
      repeatOfStart: null,
      repeatOfEnd: null,
    };
    const bySpecial = {
      ...base,
      oneOffs: [special],
      exceptions: [
        exception({ showId: 1, date: '2026-11-28', time: '16:00', status: 'replaced', replacementProgramId: 9 }),
      ],
    };
    const day = expand(bySpecial, '2026-11-28', '2026-11-28');
    expect(day.map((x) => x.showName)).toEqual(['Especial fiestas']);
    expect(firstOverlap(day)).toBeNull();
  });

  it('maps kinds to planner slots: recorded with its file, relay with its URL, repeat with the earlier airing', () => {
    const d = data({
      shows: [
        show(1, { kind: 'recorded' }),
        show(2, { kind: 'relay', relayUrl: 'https://example.org/news.mp3' }),
        show(3, { kind: 'repeat', repeatOfShowId: 1 }),
      ],
      rules: [
        rule(1, { days: [6], start: '16:00' }),
        rule(2, { days: [6], start: '14:00' }),
        rule(3, { days: [7], start: '10:00' }),
      ],
      exceptions: [exception({ showId: 1, date: '2026-11-28', time: '16:00', trackId: 42 })],
    });
    const [relay, recorded, repeat] = expand(d, '2026-11-28', '2026-11-29');
    expect(occurrenceSlot(recorded!)).toMatchObject({ type: 'talk', showTrackId: 42, showId: 1 });
    expect(occurrenceSlot(relay!)).toMatchObject({ type: 'relay', relayUrl: 'https://example.org/news.mp3' });
    expect(occurrenceSlot(repeat!, recorded!).repeatOf).toEqual({
      startAt: recorded!.startAt,
      endAt: recorded!.endAt,
      title: 'Programa 1',
    });
  });

  it('finds an overlap between two shows and none between back-to-back ones', () => {
    const d = data({
      shows: [show(1), show(2)],
      rules: [rule(1, { start: '10:00', durationMin: 60 }), rule(2, { start: '11:00', durationMin: 60 })],
    });
    expect(firstOverlap(expand(d, '2026-11-23', '2026-11-29'))).toBeNull();
    const clash = { ...d, rules: [...d.rules, rule(2, { days: [3], start: '10:30', durationMin: 30 })] };
    const pair = firstOverlap(expand(clash, '2026-11-23', '2026-11-29'));
    expect(pair?.map((o) => o.date)).toEqual(['2026-11-25', '2026-11-25']);
  });
});
