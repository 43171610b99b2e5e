import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { addToneTrack, decodeMp3, waitFor } from '../../../../testing/station/test-audio';
import { heardMore, listen, longestSilenceMs } from '../../../../testing/station/test-listener';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';

describe('rotation on /stream (real ffmpeg, real HTTP)', () => {
  let station: TestStation;
  let api: ApiClient;
  let taggedAt = 0;

  beforeAll(async () => {
    station = await startTestStation();
    const ctx = station.context;
    const tones = [330, 440, 550, 660];
    for (const [i, frequency] of tones.entries())
      await addToneTrack(ctx, {
        title: `Tono ${frequency}`,
        artist: `Artista ${i}`,
        frequency,
        toneSeconds: 3,
        silence: 1,
      });
    // Rights metadata set before it airs travels into the as-run log.
    const first = ctx.repos.tracks.list().find((track) => track.title === 'Tono 330')!;
    ctx.repos.tracks.update(first.id, { isrc: 'ESA1B2600330', composers: 'Ana Pérez', rights: 'own' });
    taggedAt = Date.now();
    api = apiClient(station, await station.login());
    const res = await api.send('streaming.settings', { body: { crossfadeSeconds: 1 } });
    expect(res.status).toBe(200);
    await station.ready;
    await waitFor('analysis of every track', () => ctx.repos.tracks.listUnanalyzed().length === 0, 90_000, 200);
    // A track prepared before its analysis landed plays untrimmed: skip past any such one (twice:
    // the current and the one already decoding). The listener's burst may still replay it: the test skips the burst.
    for (let i = 0; i < 2; i++) {
      const before = ctx.broadcast.nowPlaying().current?.startedAt;
      await api.send('streaming.skip');
      await waitFor(
        'the next track on air',
        () => ctx.broadcast.nowPlaying().current?.startedAt !== before,
        10_000,
        20,
      );
    }
  }, 150_000);

  afterAll(async () => {
    await station?.close();
  });

  it('stores cue points found by silence detection', () => {
    for (const track of station.context.repos.tracks.list()) {
      expect(track.cueIn).toBeGreaterThan(0.9);
      expect(track.cueIn).toBeLessThan(1.2);
      expect(track.cueOut).toBeGreaterThan(3.8);
      expect(track.cueOut).toBeLessThan(4.2);
      expect(track.loudnessLufs).not.toBeNull();
    }
  });

  it('crosses two natural track ends and two skips without a silence over 250 ms, and ICY titles follow', async () => {
    const rx = await listen(`${station.url}/stream`, { icy: true });
    expect(rx.status).toBe(200);
    expect(rx.headers['icy-metaint']).toBe('16000');
    await waitFor('two natural track changes', () => rx.titles.length >= 3, 15_000, 100);
    const naturalChanges = rx.titles.length - 1;
    const skip = () => api.send('streaming.skip');
    const titleChanged = async (from: number) =>
      waitFor('the skip heard as a new title', () => rx.titles.length > from, 10_000, 20);
    expect((await skip()).status).toBe(202);
    await titleChanged(rx.titles.length);
    expect((await skip()).status).toBe(202);
    await titleChanged(rx.titles.length);
    // Real time: the audio past the second skip's transition is what the silence check reads.
    await heardMore(rx, 3_000);
    rx.stop();

    expect(naturalChanges).toBeGreaterThanOrEqual(2);
    // The first title plus two natural changes and two skips.
    expect(rx.titles.length).toBeGreaterThanOrEqual(5);
    // Each title differs from the one before: a change was announced, not repeated.
    for (let i = 1; i < rx.titles.length; i++) expect(rx.titles[i]!.title).not.toBe(rx.titles[i - 1]!.title);
    // From the end of the connection burst: it replays the seconds before the listener came (maybe untrimmed).
    const burst = rx.chunks.filter((c) => c.at - rx.chunks[0]!.at < 500).reduce((sum, c) => sum + c.data.length, 0);
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio().subarray(burst));
    expect(pcm.length).toBeGreaterThan(176_400 * 6);
    const silence = longestSilenceMs(pcm);
    // On failure, say where and what the bus saw (underruns mean a decoder could not keep up).
    expect(
      silence.ms,
      JSON.stringify({ silence, bus: station.context.broadcast.diagnostics?.(), titles: rx.titles }),
    ).toBeLessThanOrEqual(250);
  }, 40_000);

  it('records what went on air in the play history and now-playing', async () => {
    const recent = await api.as(undefined).call('tracks.recent');
    expect(recent.length).toBeGreaterThanOrEqual(5);
    const np = await api.as(undefined).call('nowPlaying.get');
    expect(np.current?.source).toBe('rotation');
    expect(np.current?.title).toMatch(/^Tono /);
    expect(np.next).not.toBeNull();
    expect(np.history.length).toBeGreaterThanOrEqual(4);
  });

  it('writes the as-run log from the transitions: each item closed with its real end when the next one airs', async () => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await api.send('reports.asRun', { query: { from, to, limit: 500 } });
    expect(res.status).toBe(200);
    const { items } = res.data!;
    const songs = items.filter((item) => item.kind === 'music');
    expect(songs.length).toBeGreaterThanOrEqual(5);
    for (const [index, item] of items.entries()) {
      const next = items[index + 1];
      if (!next) break;
      // Back to back: what ended is exactly when the next one was heard.
      expect(item.endedAt).toBe(next.startedAt);
      const wall = (Date.parse(item.endedAt!) - Date.parse(item.startedAt)) / 1000;
      expect(item.seconds).toBeGreaterThan(0.5);
      expect(Math.abs(item.seconds! - wall)).toBeLessThan(0.5);
    }
    expect(items.at(-1)?.endedAt).toBeNull();
    // The first tone can go on air the moment it is added, before the test tags it: an airing after the tagging.
    const tagged = songs.find((item) => item.title === 'Tono 330' && Date.parse(item.startedAt) > taggedAt);
    expect(tagged).toMatchObject({ isrc: 'ESA1B2600330', composers: 'Ana Pérez', rights: 'own', artist: 'Artista 0' });
  });
});
