import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { instantOf, isTimeZone, stationTimeZone, wallTime, wallTimeExists } from '../../../shared/station/station-time';

const iso = (t: number) => new Date(t).toISOString();

describe('station time', () => {
  it('is Europe/Madrid unless --timezone or EMISORA_TIMEZONE says otherwise (or an admin, read at start)', () => {
    // Unset in the configuration: the start reads the admin's choice from the database (config/station-timezone.ts).
    expect(loadConfig({ argv: [], env: {} }).timezone).toBeUndefined();
    expect(stationTimeZone(loadConfig({ argv: [], env: {} }))).toBe('Europe/Madrid');
    expect(loadConfig({ argv: [], env: { EMISORA_TIMEZONE: 'Atlantic/Canary' } }).timezone).toBe('Atlantic/Canary');
    expect(
      loadConfig({ argv: ['--timezone', 'America/Argentina/Buenos_Aires'], env: { EMISORA_TIMEZONE: 'UTC' } }).timezone,
    ).toBe('America/Argentina/Buenos_Aires');
  });

  it('stops start-up on a zone that does not exist, naming the setting', () => {
    for (const bad of ['Mars/Olympus', 'Europe/Madrid ', '../etc/passwd', '+01:00', '']) {
      expect(() => loadConfig({ argv: ['--timezone', bad], env: {} }), bad).toThrowError(ConfigError);
    }
    expect(() => loadConfig({ argv: [], env: { EMISORA_TIMEZONE: 'Nowhere/Town' } })).toThrowError(
      /EMISORA_TIMEZONE.*IANA/,
    );
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
  });

  it('turns wall-clock times into instants, summer and winter', () => {
    expect(iso(instantOf('2026-01-15', '12:00', 'Europe/Madrid'))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(instantOf('2026-07-15', '12:00', 'Europe/Madrid'))).toBe('2026-07-15T10:00:00.000Z');
    expect(iso(instantOf('2026-07-15', '24:00', 'Europe/Madrid'))).toBe('2026-07-15T22:00:00.000Z');
    expect(wallTime(Date.parse('2026-07-15T22:30:00Z'), 'Europe/Madrid')).toMatchObject({
      date: '2026-07-16',
      time: '00:30',
      weekday: 4,
    });
  });

  it('March: a time in the missing hour moves forward by the gap and does not exist on the clock', () => {
    expect(iso(instantOf('2026-03-29', '01:59', 'Europe/Madrid'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(instantOf('2026-03-29', '02:30', 'Europe/Madrid'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(instantOf('2026-03-29', '03:00', 'Europe/Madrid'))).toBe('2026-03-29T01:00:00.000Z');
    expect(wallTimeExists('2026-03-29', '02:30', 'Europe/Madrid')).toBe(false);
    expect(wallTimeExists('2026-03-29', '03:00', 'Europe/Madrid')).toBe(true);
  });

  it('October: the repeated hour resolves to its first occurrence', () => {
    expect(iso(instantOf('2026-10-25', '02:30', 'Europe/Madrid'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantOf('2026-10-25', '03:00', 'Europe/Madrid'))).toBe('2026-10-25T02:00:00.000Z');
    expect(wallTimeExists('2026-10-25', '02:30', 'Europe/Madrid')).toBe(true);
  });
});
