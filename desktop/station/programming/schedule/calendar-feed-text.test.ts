import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed } from './calendar-feed';
import type { OneOffDef } from './occurrences';
import { ruleDef, showDef } from '../../../../testing/station/schedule-defs';

/**
 * Names written before names were cleaned at the input, or by any other path, reach the feed as they are stored:
 * the feed must stay one event per airing, whatever a name holds (RFC 5545 3.1 folding, 3.3.11 TEXT escaping).
 */
const HOSTILE =
  'Nit\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Intrús\rDTSTART:2026\nX;a,b\\c \u202Eolleh\u0000\u001B[31m';
const LONG = `Tertúlia de la ràdio: ${'àèìòù ✨ '.repeat(12)}fi`;

const show = (id: number, name: string) => showDef(id, { name });
const rule = (id: number, showId: number) => ruleDef(showId, { id, days: [1, 3] });
const oneOff: OneOffDef = {
  id: 7,
  showId: null,
  date: '2026-12-02',
  start: '18:00',
  end: '19:00',
  title: 'Especial\nBEGIN:VALARM',
  type: 'talk',
  playlistId: null,
  showTrackId: null,
  relayUrl: null,
  repeatOfStart: null,
  repeatOfEnd: null,
};

describe('calendar feed text', () => {
  const text = buildCalendarFeed(
    { shows: [show(1, HOSTILE), show(2, LONG)], rules: [rule(1, 1), rule(2, 2)], exceptions: [], oneOffs: [oneOff] },
    {
      name: `${HOSTILE} · Ràdio Portbou`,
      timeZone: 'Europe/Madrid',
      today: '2026-11-29',
      now: Date.parse('2026-11-29T10:00:00Z'),
    },
  );

  it('keeps one event per airing and every line an RFC 5545 line: CRLF ended, at most 75 octets', () => {
    const lines = text.split('\r\n');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('BEGIN:')).map((line) => line.slice(6))).not.toContain('VALARM');
  });

  it('reads back, with ical.js, the names as one line of plain text', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary'));
    const clean = 'Nit END:VEVENT BEGIN:VEVENT SUMMARY:Intrús DTSTART:2026 X;a,b\\c olleh[31m';
    expect(summaries).toEqual([clean, LONG, 'Especial BEGIN:VALARM']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${clean} · Ràdio Portbou`);
  });
});
