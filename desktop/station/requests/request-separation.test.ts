import { describe, expect, it } from 'vitest';
import type { Separation } from '../../../shared/schemas/music/separation';
import { instantOf } from '../../../shared/station/station-time';
import { requestVerdict } from './request-separation';

const TZ = 'Europe/Madrid';
const MINUTE = 60_000;
// A pinned instant: the answer depends on nothing but the times given.
const NOW = instantOf('2026-11-25', '14:00', TZ);
const RULES: Separation = { artistMin: 60, titleMin: 180, albumMin: 0, featuredArtist: true };
const song = (artist: string, title: string, at: number) => ({ artist, title, album: null, at });
// The next hour as the forecast plans it: a music decision every four minutes.
const decisions = Array.from({ length: 15 }, (_, i) => NOW + i * 4 * MINUTE);
const planned = decisions.map((at, i) => song(`Otro ${i}`, `Canción ${i}`, at));

describe("the planner's answer for a listener's request", () => {
  it('a song that keeps every rule airs at the next music decision', () => {
    const around = [song('Marea', 'Uno', NOW - 90 * MINUTE), ...planned];
    expect(
      requestVerdict({
        song: song('Marea', 'Dos', 0),
        now: NOW,
        rules: RULES,
        around,
        decisions,
        windowMs: 3 * 60 * MINUTE,
      }),
    ).toEqual({ verdict: 'now', availableAt: null, rule: null, minutes: null });
  });

  it('within the artist separation: waits for the first decision the rule lets it, with that time', () => {
    // Marea aired 25 minutes ago: another Marea song may air from 14:35, the decision at 14:36 plays it.
    const around = [song('Marea', 'Uno', NOW - 25 * MINUTE), ...planned];
    const verdict = requestVerdict({
      ...{ song: song('Marea', 'Dos', 0), now: NOW, rules: RULES, around, decisions },
      windowMs: 3 * 60 * MINUTE,
    });
    expect(verdict).toEqual({ verdict: 'wait', availableAt: NOW + 36 * MINUTE, rule: 'artist', minutes: 60 });
  });

  it('a featured artist holds the song too ("A feat. B" is a song by B)', () => {
    const around = [song('Brisa feat. Marea', 'Tres', NOW - 50 * MINUTE), ...planned];
    const verdict = requestVerdict({
      ...{ song: song('Marea', 'Dos', 0), now: NOW, rules: RULES, around, decisions },
      windowMs: 3 * 60 * MINUTE,
    });
    expect(verdict).toMatchObject({ verdict: 'wait', availableAt: NOW + 12 * MINUTE, rule: 'artist' });
  });

  it('beyond the forecast: the time the rule lets it air, counting what the forecast plans before then', () => {
    // The same title aired 30 minutes ago: 180 minutes of title separation clear at 16:30, past the forecast's hour.
    const around = [song('Marea', 'Dos', NOW - 30 * MINUTE), ...planned];
    const verdict = requestVerdict({
      ...{ song: song('Marea', 'Dos', 0), now: NOW, rules: RULES, around, decisions },
      windowMs: 3 * 60 * MINUTE,
    });
    expect(verdict).toEqual({ verdict: 'wait', availableAt: NOW + 150 * MINUTE, rule: 'title', minutes: 180 });
  });

  it('beyond the window a request may wait: refused, with the rule that holds it', () => {
    const around = [song('Marea', 'Dos', NOW - 30 * MINUTE), ...planned];
    const verdict = requestVerdict({
      ...{ song: song('Marea', 'Dos', 0), now: NOW, rules: RULES, around, decisions },
      windowMs: 2 * 60 * MINUTE,
    });
    expect(verdict).toEqual({ verdict: 'refused', availableAt: null, rule: 'title', minutes: 180 });
  });

  it('a song of the same artist the forecast plans before the request can go pushes the wait past it', () => {
    // Marea aired 55 minutes ago (free from 14:05), but the rotation plans a Marea song (a relaxed pick) at 14:04:
    // the request waits for 15:04, past the forecast's hour.
    const ahead = planned.map((p, i) => (i === 1 ? song('Marea', 'Cuatro', p.at) : p));
    const around = [song('Marea', 'Uno', NOW - 55 * MINUTE), ...ahead];
    const verdict = requestVerdict({
      ...{ song: song('Marea', 'Dos', 0), now: NOW, rules: RULES, around, decisions },
      windowMs: 3 * 60 * MINUTE,
    });
    expect(verdict).toEqual({ verdict: 'wait', availableAt: NOW + 64 * MINUTE, rule: 'artist', minutes: 60 });
  });
});
