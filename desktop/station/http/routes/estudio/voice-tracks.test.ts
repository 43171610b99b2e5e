import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import type { LockOccurrence } from '../../../broadcast/live/admission/live-lock';
import { hashPassword } from '../../../auth/passwords';
import { clockStartingAt } from '../../../core/clock';
import type { ForecastItem } from '../../../programming/planner/planned-item';
import type { PlayableTrack } from '../../../repos/library/tracks';
import { apiClient, type ApiClient } from '../../../../../testing/station/api-client';
import { expectNothingLeft, mediaFiles, multipart } from '../../../../../testing/station/admin-helpers';
import { addToneTrack, makeToneFile } from '../../../../../testing/station/test-audio';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

const MIN = 60_000;
// Thursday 3 December 2026, 10:00 UTC: the links are recorded for Saturday night, whatever day the suite runs.
const NOW = Date.UTC(2026, 11, 3, 10, 0);
const SATURDAY_20 = Date.UTC(2026, 11, 5, 20, 0);
const SATURDAY_23 = Date.UTC(2026, 11, 5, 23, 0);
const PASSWORD = 'microfono-abierto';

let station: TestStation;
let admin: ApiClient;
let ana: ApiClient;
let bea: ApiClient;
const tracks: PlayableTrack[] = [];
let anaId = 0;
let beaId = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-tracks-'));
const link5s = path.join(dir, 'link-5s.mp3');
const link75s = path.join(dir, 'link-75s.mp3');

/** The log the presenters read: three songs in Ana's Saturday hour and one in Bea's. */
function forecast(from: number, to: number): ForecastItem[] {
  const item = (id: number, track: PlayableTrack, plannedAt: number): ForecastItem => ({
    id,
    source: 'rotation',
    track,
    pinned: false,
    campaignId: null,
    programmeId: null,
    breakAt: null,
    plannedAt,
  });
  const [a, b, c, d] = tracks;
  return [
    item(101, a!, SATURDAY_20),
    item(102, b!, SATURDAY_20 + 4 * MIN),
    item(103, c!, SATURDAY_20 + 8 * MIN),
    item(201, d!, SATURDAY_23),
    item(202, a!, SATURDAY_23 + 4 * MIN),
  ].filter((i) => i.plannedAt >= from && i.plannedAt < to);
}

const occurrences = (): LockOccurrence[] => [
  { showId: 7, showName: 'Noches de Ana', startAt: SATURDAY_20, endAt: SATURDAY_20 + 120 * MIN, presenterIds: [anaId] },
  {
    showId: 8,
    showName: 'Madrugada de Bea',
    startAt: SATURDAY_23,
    endAt: SATURDAY_23 + 60 * MIN,
    presenterIds: [beaId],
  },
];

const linkForm = (file: string, fields: Record<string, string>) =>
  multipart(fields, [['audio', file, 'enlace.mp3', 'audio/mpeg']]);

beforeAll(async () => {
  station = await startTestStation(
    {},
    {
      clock: clockStartingAt(NOW),
      createBroadcast: () => ({ ...createOfflineBroadcast(), log: forecast }),
      occurrencesBetween: (from, to) => occurrences().filter((o) => o.startAt < to && o.endAt > from),
    },
  );
  const { repos, ffmpegPath } = station.context;
  for (const [i, frequency] of [440, 660, 880, 990].entries())
    tracks.push(
      await addToneTrack(station.context, {
        title: `Canción ${i}`,
        artist: `Grupo ${i}`,
        frequency,
        toneSeconds: 60,
        silence: 0,
      }),
    );
  anaId = repos.users.create('ana', await hashPassword(PASSWORD), 'presenter').id;
  beaId = repos.users.create('bea', await hashPassword(PASSWORD), 'presenter').id;
  admin = apiClient(station, await station.login());
  ana = apiClient(station, await station.login('ana', PASSWORD));
  bea = apiClient(station, await station.login('bea', PASSWORD));
  await makeToneFile(ffmpegPath, link5s, { frequency: 1000, toneSeconds: 5, silence: 0 });
  await makeToneFile(ffmpegPath, link75s, { frequency: 1000, toneSeconds: 75, silence: 0 });
}, 120_000);
afterAll(async () => {
  await station?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const saturdayHour = { from: new Date(SATURDAY_20).toISOString(), to: new Date(SATURDAY_20 + 60 * MIN).toISOString() };
const countLinks = () => station.context.repos.voiceTracks.between(0, Number.MAX_SAFE_INTEGER).length;

describe('voice tracks: the presenter log and saving a link', () => {
  it('a presenter reads the log of their own shows’ hours only', async () => {
    const mine = await ana.call('estudio.log', { query: saturdayHour });
    expect(mine.items.map((i) => i.id)).toEqual([101, 102, 103]);
    expect(mine.items[0]).toMatchObject({ trackId: tracks[0]!.id, showName: 'Noches de Ana', durationSec: 60 });
    const others = await bea.call('estudio.log', { query: saturdayHour });
    expect(others.items).toEqual([]);
    const all = await admin.call('estudio.log', {
      query: { from: saturdayHour.from, to: new Date(SATURDAY_23 + 60 * MIN).toISOString() },
    });
    expect(all.items.map((i) => i.id)).toEqual([101, 102, 103, 201, 202]);
    expect((await apiClient(station).send('estudio.log', { query: saturdayHour })).status).toBe(401);
  });

  it('saves a link between two items of the presenter’s hour, tied to their track ids, and audits it', async () => {
    const created = await ana.call('voiceTracks.create', {
      body: linkForm(link5s, {
        afterItemId: '101',
        hourStart: saturdayHour.from,
        overlapBeforeSec: '2',
        overlapAfterSec: '1.5',
      }),
    });
    expect(created.logItemId).toBe(101);
    const stored = station.context.repos.voiceTracks.get(created.id)!;
    expect(stored).toMatchObject({
      hourStart: SATURDAY_20,
      plannedAt: SATURDAY_20 + 4 * MIN,
      prevTrackId: tracks[0]!.id,
      nextTrackId: tracks[1]!.id,
      showName: 'Noches de Ana',
      overlapBefore: 2,
      overlapAfter: 1.5,
      duckDb: 12,
      status: 'ready',
    });
    expect(stored.duration).toBeCloseTo(5, 0);
    // Measured for the air's loudness correction (a -6 dBFS tone is far above any target).
    expect(stored.loudnessLufs).not.toBeNull();
    expect(fs.existsSync(station.context.media.pathOf('audio', stored.fileName))).toBe(true);
    const log = await ana.call('estudio.log', { query: saturdayHour });
    expect(log.voiceTracks.map((v) => [v.id, v.status, v.prevTrackId, v.nextTrackId])).toEqual([
      [created.id, 'ready', tracks[0]!.id, tracks[1]!.id],
    ]);
    const audio = await ana.send('voiceTracks.audio', { params: { id: created.id } });
    expect(audio.status).toBe(200);
    const audit = station.context.repos.audit.recent(50);
    expect(audit.some((a) => a.action === 'voicetrack.save' && a.detail.includes('«Canción 0» y «Canción 1»'))).toBe(
      true,
    );
  });

  it('refuses another presenter’s hour, leaving no row and no file', async () => {
    const res = await expectNothingLeft(station, countLinks, () =>
      bea.send('voiceTracks.create', { body: linkForm(link5s, { afterItemId: '102', hourStart: saturdayHour.from }) }),
    );
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/horas de tus programas/);
  });

  it('refuses a link longer than its gap, saying why', async () => {
    const res = await expectNothingLeft(station, countLinks, () =>
      ana.send('voiceTracks.create', { body: linkForm(link75s, { afterItemId: '102', hourStart: saturdayHour.from }) }),
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/dura 75(\.\d)? s y el hueco para el que se grabó admite 60 s/);
    const overlap = await ana.send('voiceTracks.create', {
      body: linkForm(link5s, { afterItemId: '102', hourStart: saturdayHour.from, overlapAfterSec: '25' }),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.error?.message).toMatch(/supera la entrada que se puede pisar \(10 s\)/);
  });

  it('refuses what is not audio, an unknown item and the last item of the log', async () => {
    const text = path.join(dir, 'nota.mp3');
    fs.writeFileSync(text, 'esto no es audio');
    const notAudio = await expectNothingLeft(station, countLinks, () =>
      ana.send('voiceTracks.create', { body: linkForm(text, { afterItemId: '101', hourStart: saturdayHour.from }) }),
    );
    expect(notAudio.status).toBe(415);
    const unknown = await ana.send('voiceTracks.create', { body: linkForm(link5s, { afterItemId: '999' }) });
    expect(unknown.status).toBe(404);
    const missingFile = await ana.send('voiceTracks.create', { body: multipart({ afterItemId: '101' }) });
    expect(missingFile.status).toBe(400);
    const badId = await ana.send('voiceTracks.create', { body: linkForm(link5s, { afterItemId: 'x' }) });
    expect(badId.status).toBe(400);
  });

  it('a link is deleted by its hour’s presenter (file and all), never by another', async () => {
    const { id } = await ana.call('voiceTracks.create', {
      body: linkForm(link5s, { afterItemId: '102', hourStart: saturdayHour.from }),
    });
    expect((await bea.send('voiceTracks.delete', { params: { id } })).status).toBe(403);
    expect((await bea.send('voiceTracks.audio', { params: { id } })).status).toBe(403);
    const before = mediaFiles(station).audio.length;
    expect((await ana.send('voiceTracks.delete', { params: { id } })).status).toBe(204);
    expect(station.context.repos.voiceTracks.get(id)).toBeUndefined();
    // The same recording is still another link's file: it stays while that one needs it.
    expect(mediaFiles(station).audio.length).toBe(before);
    expect((await ana.send('voiceTracks.delete', { params: { id } })).status).toBe(404);
    const { id: beasLink } = await admin.call('voiceTracks.create', {
      body: linkForm(link75s, { afterItemId: '201', overlapBeforeSec: '10', overlapAfterSec: '10' }),
    });
    expect(station.context.repos.voiceTracks.get(beasLink)?.showName).toBe('Madrugada de Bea');
  });

  it('a flagged link is listed for its presenter to record again, never for another presenter', async () => {
    const { id } = await ana.call('voiceTracks.create', {
      body: linkForm(link5s, { afterItemId: '102', hourStart: saturdayHour.from }),
    });
    expect(
      station.context.repos.voiceTracks.flag(
        id,
        'La canción siguiente cambió (ahora suena «X»): vuelve a grabar el enlace.',
      ),
    ).toBe(true);
    const mine = await ana.call('estudio.voiceTracks');
    expect(mine.find((v) => v.id === id)).toMatchObject({
      status: 'flagged',
      flagReason: expect.stringMatching(/vuelve a grabar/),
    });
    expect((await bea.call('estudio.voiceTracks')).some((v) => v.id === id)).toBe(false);
    expect((await admin.call('estudio.voiceTracks')).some((v) => v.id === id)).toBe(true);
  });
});
