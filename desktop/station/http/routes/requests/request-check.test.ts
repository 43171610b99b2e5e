import { beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_DEFAULTS } from '../../../../../shared/schemas/requests/requests';
import { apiClient } from '../../../../../testing/station/api-client';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import type { PlayableTrack } from '../../../repos/library/tracks';

// The rules are read without the air: the stand-in engine says it runs and plans nothing ahead, so the answer comes
// from the as-run alone. Every time is relative to the song that aired, so the test holds on any day and hour.
const suite = programmingSuite({ trustProxy: 'loopback' }, () => {
  const offline = createOfflineBroadcast();
  return { ...offline, status: () => ({ ...offline.status(), serverRunning: true }) };
});
const MINUTE = 60_000;
let address = 100;
const listener = () => apiClient(suite.station, undefined);
const ask = (trackId: number) =>
  listener().send('requests.create', { body: { trackId }, headers: { 'X-Forwarded-For': `192.0.2.${address++}` } });
const waiting = () =>
  suite.station.context.db.prepare("SELECT COUNT(*) AS n FROM song_requests WHERE status = 'queued'").get() as {
    n: number;
  };

let airedAt: number;
let songs: Record<'aired' | 'sameArtist' | 'other', PlayableTrack>;

beforeAll(async () => {
  const { repos } = suite.station.context;
  const add = (title: string, artist: string) =>
    repos.tracks.create({
      title,
      artist,
      album: null,
      duration: 200,
      fileName: `${title}.mp3`,
      coverFile: null,
      uploadedBy: 1,
    });
  songs = { aired: add('Uno', 'Marea'), sameArtist: add('Dos', 'Marea con Brisa'), other: add('Tres', 'Faro') };
  // No "not aired for" rule of the request settings: only the music director's separation holds these songs.
  expect(
    (
      await suite.client.send('requests.updateSettings', {
        body: { ...REQUEST_DEFAULTS, notAiredMinutes: 0, perListenerMinutes: 0 },
      })
    ).status,
  ).toBe(200);
  expect(
    (await suite.client.send('separation.update', { body: { artistMin: 60, titleMin: 240, featuredArtist: true } }))
      .status,
  ).toBe(200);
  airedAt = Date.now() - 20 * MINUTE;
  repos.asRun.open({
    ...{ startedAt: new Date(airedAt).toISOString(), kind: 'music', trackId: songs.aired.id, title: 'Uno' },
    ...{ artist: 'Marea', album: null, show: null, presenter: null, campaignId: null, campaign: null, isrc: null },
    ...{ composers: null, lyricists: null, publisher: null, label: null, year: null, rights: null },
  });
});

describe('a request checked against the separation rules before the dedication', () => {
  it('a song that keeps every rule can air now', async () => {
    expect(await listener().call('requests.check', { params: { id: songs.other.id } })).toEqual({
      trackId: songs.other.id,
      verdict: 'now',
      availableAt: null,
      rule: null,
      minutes: null,
      message: null,
    });
  });

  it('within the artist separation (a featured artist too): waits, with the time the rule lets it air', async () => {
    const check = await listener().call('requests.check', { params: { id: songs.sameArtist.id } });
    expect(check).toMatchObject({
      verdict: 'wait',
      availableAt: new Date(airedAt + 60 * MINUTE).toISOString(),
      rule: 'artist',
      minutes: 60,
    });
    expect(check.message).toMatch(
      /^Podrá sonar hacia las \d\d:\d\d: la emisora no pone dos canciones del mismo artista con menos de 60 minutos de separación\.$/,
    );
    // Sent anyway: accepted, and it expects the time the rule gives.
    const before = waiting().n;
    const sent = await ask(songs.sameArtist.id);
    expect(sent.status).toBe(201);
    expect(sent.data!.expectedAt).toBe(new Date(airedAt + 60 * MINUTE).toISOString());
    expect(waiting().n).toBe(before + 1);
  });

  it('beyond the three hours a request may wait: refused, with the reason, and the send is refused too', async () => {
    const check = await listener().call('requests.check', { params: { id: songs.aired.id } });
    expect(check).toMatchObject({ verdict: 'refused', availableAt: null, rule: 'title', minutes: 240 });
    expect(check.message).toBe(
      'No podrá sonar en las próximas 3 horas: la emisora no repite una canción con menos de 240 minutos de separación. Pide otra canción.',
    );
    const before = waiting().n;
    const sent = await ask(songs.aired.id);
    expect(sent.status).toBe(409);
    expect(sent.error).toMatchObject({ error: 'breaks_separation', message: check.message });
    expect(waiting().n).toBe(before);
  });

  it('a song that cannot be requested at all is refused', async () => {
    const missing = await listener().send('requests.check', { params: { id: 999_999 } });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(missing.error!.error).toBe('not_requestable');
  });
});
