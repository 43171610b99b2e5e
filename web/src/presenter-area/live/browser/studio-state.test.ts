import { describe, expect, it } from 'vitest';
import { studioStateText } from './studio-state';

describe('the browser studio state line', () => {
  const now = Date.UTC(2026, 10, 26, 10, 0, 0);
  const air = { kind: 'air' as const, showName: 'Voces del Barrio', clockOffsetMs: 0 };

  it('says on air, then counts down the last five minutes on the station clock', () => {
    expect(studioStateText({ ...air, until: now + 20 * 60_000 }, now)).toBe('Al aire con «Voces del Barrio».');
    expect(studioStateText({ ...air, until: now + 90_000 }, now)).toBe(
      'Al aire con «Voces del Barrio»: termina en 1:30.',
    );
    // The station's clock is 30 s ahead of this computer's: 1:00 is left, not 1:30.
    expect(studioStateText({ ...air, until: now + 90_000, clockOffsetMs: 30_000 }, now)).toContain('termina en 1:00');
    expect(studioStateText({ ...air, until: null }, now)).toBe('Al aire con «Voces del Barrio».');
  });

  it('says waiting, standby and why it was refused', () => {
    expect(studioStateText({ kind: 'idle' }, now)).toMatch(/^Esperando/);
    expect(studioStateText({ kind: 'standby', showName: 'Voces del Barrio', until: null, clockOffsetMs: 0 }, now)).toBe(
      'En espera: saldrás al aire cuando empiece «Voces del Barrio».',
    );
    expect(studioStateText({ kind: 'refused', reason: 'Fuera de tu horario.' }, now)).toBe(
      'No puedes salir al aire: Fuera de tu horario.',
    );
  });
});
