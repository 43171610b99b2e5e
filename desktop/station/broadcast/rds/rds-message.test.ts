import { describe, expect, it } from 'vitest';
import { parseRdsTarget, RDS_DEFAULTS } from '../../../../shared/schemas/broadcast/rds';
import type { OnAirItem } from '../on-air/on-air-item';
import { rdsBytes, toRdsCharacters } from './rds-charset';
import { rdsCommands, rdsMessage } from './rds-message';

const item = (kind: OnAirItem['kind'], artist: string, title: string): OnAirItem => ({
  kind,
  trackId: 1,
  planned: null,
  title,
  artist,
  album: null,
  coverImageUrl: null,
  duration: 180,
});

describe('RDS text', () => {
  it('keeps Spanish and Catalan letters in the RDS set and maps them to its codes', () => {
    expect(toRdsCharacters('Canción de la Niña ¿Qué?')).toBe('Canción de la Niña ¿Qué?');
    expect(toRdsCharacters('Col·lecció – “Ràdio”…')).toBe('Coŀlecció - "Ràdio"...');
    expect(toRdsCharacters('São Tomé Œuvre 😀')).toBe('Sao Tomé OEuvre ?');
    expect([...rdsBytes('ñá$É')]).toEqual([0x9a, 0x80, 0xab, 0xc2]);
  });

  it('fills the music template with RT+ tags for artist and title, cut to 64 characters', () => {
    const message = rdsMessage(item('rotation', 'Julia Michaels', 'Issues'), RDS_DEFAULTS);
    expect(message.radioText).toBe('Julia Michaels - Issues');
    expect(message.tags).toEqual([
      { type: 4, start: 0, length: 14 },
      { type: 1, start: 17, length: 6 },
    ]);
    const commands = rdsCommands(message, 'rt').toString('latin1');
    expect(commands).toBe('PS=PORTBOU \r\nRT=Julia Michaels - Issues\r\nRTP=04,00,13,01,17,05\r\n');

    const long = rdsMessage(item('rotation', 'A'.repeat(40), 'B'.repeat(40)), RDS_DEFAULTS);
    expect(long.radioText).toHaveLength(64);
    expect(long.tags[1]).toEqual({ type: 1, start: 43, length: 21 });
  });

  it('says the show while live, the set text during breaks, and uses the compatibility names on request', () => {
    const live = rdsMessage(item('live', 'Emisora', 'Despertar'), {
      ...RDS_DEFAULTS,
      liveTemplate: 'En directo: {show}',
    });
    expect(live).toMatchObject({ radioText: 'En directo: Despertar', tags: [] });
    const spot = rdsMessage(item('spot', 'Bar Pepe', 'Cuña 20 s'), RDS_DEFAULTS);
    expect(spot.radioText).toBe('Publicidad');
    const scrolled = rdsMessage(item('rotation', '', 'Solo título'), {
      ...RDS_DEFAULTS,
      ps: 'RADIO PORTBOU',
      psScroll: true,
    });
    expect(scrolled.radioText).toBe('Solo título');
    expect(rdsCommands(scrolled, 'text').toString('latin1')).toBe('DPS=RADIO PORTBOU\r\nTEXT=Solo t\x84tulo\r\n');
  });
});

describe('RDS targets', () => {
  it('reads tcp, udp, file and serial targets and refuses the rest', () => {
    expect(parseRdsTarget('tcp://192.168.1.50:5000')).toEqual({ kind: 'tcp', host: '192.168.1.50', port: 5000 });
    expect(parseRdsTarget('udp://[::1]:7000')).toEqual({ kind: 'udp', host: '::1', port: 7000 });
    expect(parseRdsTarget('file:///var/lib/rds/radio%20text.txt')).toEqual({
      kind: 'file',
      path: '/var/lib/rds/radio text.txt',
    });
    expect(parseRdsTarget('serial:///dev/ttyUSB0?baud=19200')).toEqual({
      kind: 'serial',
      path: '/dev/ttyUSB0',
      baud: 19200,
    });
    expect(parseRdsTarget('serial:///dev/ttyS0')).toMatchObject({ baud: 9600 });
    for (const bad of [
      'http://x:1',
      'tcp://host',
      'tcp://host:0',
      'tcp://host:70000',
      'file://',
      'serial:///dev/x?baud=7',
    ])
      expect(parseRdsTarget(bad), bad).toBeNull();
  });
});
