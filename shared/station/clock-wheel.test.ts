import { describe, expect, it } from 'vitest';
import type { ClockEvent, ClockLengths } from '../schemas/music/clocks';
import { clockWheel } from './clock-wheel';

const lengths: ClockLengths = {
  categories: [
    { id: 1, seconds: 240, songs: 10 },
    { id: 2, seconds: 200, songs: 5 },
  ],
  jingle: 10,
  stationId: 10,
  break: 120,
};
const song = (categoryId: number): ClockEvent => ({ type: 'category', categoryId });

describe('clockWheel', () => {
  it('lays one pass of the events around the hour, a hard event at its mark with the gap before it', () => {
    const wheel = clockWheel(
      [
        { type: 'station-id' },
        song(1),
        song(2),
        { type: 'filler', categoryId: 2 },
        { type: 'hard', at: '30:00', event: { type: 'break' } },
      ],
      lengths,
    );
    expect(wheel.segments).toEqual([
      { index: 0, start: 0, end: 10 },
      { index: 1, start: 10, end: 250 },
      { index: 2, start: 250, end: 450 },
      { index: null, start: 450, end: 1800 },
      { index: 4, start: 1800, end: 1920 },
    ]);
    expect(wheel.warnings).toEqual([
      {
        kind: 'under',
        message: 'El reloj dura 32:00: faltan 28:00 para la hora, los eventos se repetirán desde el principio.',
      },
    ]);
  });

  it('warns when the events before a hard event run past its mark, and when the pass overfills the hour', () => {
    const before = Array.from({ length: 8 }, () => song(1)); // 32 min of songs before the :30 news
    const after = Array.from({ length: 8 }, () => song(1)); // and 32 more after it
    const wheel = clockWheel([...before, { type: 'hard', at: '30:00', event: { type: 'jingle' } }, ...after], lengths);
    expect(wheel.warnings.map((w) => w.kind)).toEqual(['over', 'over']);
    expect(wheel.warnings[0]!.message).toBe('Los eventos antes de la hora fija 30:00 duran 32:00: se pasan 2:00.');
    expect(wheel.warnings[1]!.message).toMatch(/dura 64:10: se pasa 4:10 de la hora/);
  });

  it('has no warning when the pass fills the hour exactly, and counts an unknown category as nothing', () => {
    expect(
      clockWheel(
        Array.from({ length: 15 }, () => song(1)),
        lengths,
      ).warnings,
    ).toEqual([]);
    expect(clockWheel([song(99)], lengths).segments).toEqual([]);
  });
});
