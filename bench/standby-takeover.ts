/**
 * A studio and its standby PC behind a real Icecast (the studio mount falls back to the standby's, with override):
 * for each round, `kill -9` of the studio process and its children, then its restart. Measured:
 * - takeover: the kill → the standby's /api/health says onAir (its sound card unmuted);
 * - what one Icecast listener connection hears: the kill → the standby's tone, the audio between the studio's last
 *   tone and the standby's first (the gap heard), the longest stall in arrivals;
 * - hand back: the studio's restart → the listener hears it again → the standby off the air.
 *
 *   npx tsx bench/standby-takeover.ts [rounds]   (default 3; the default takeover time, 10 s)
 */
import os from 'node:os';
import { startStandbyPair } from '../testing/station/standby-pair';
import { decodeMp3, waitFor } from '../testing/station/test-audio';
import { listen, toneHeardSince, toneStrength } from '../testing/station/test-listener';

const STUDIO_TONE = 440;
const STANDBY_TONE = 660;
// PCM bytes per ms (44.1 kHz, stereo, s16) and MP3 bytes per ms (128 kbps).
const PCM_PER_MS = 176.4;
const MP3_PER_MS = 16;
const WINDOW = 2205 * 4;

/** The last PCM offset before `before` where `frequency` dominates a 50 ms window. */
function lastToneAt(pcm: Buffer, frequency: number, before: number): number | null {
  for (let at = before - (before % 4) - WINDOW; at >= 0; at -= WINDOW)
    if (toneStrength(pcm, at, frequency) > 0.6) return at + WINDOW;
  return null;
}

const rounds = Number(process.argv[2] ?? 3);
const pair = await startStandbyPair({ studioTone: STUDIO_TONE, standbyTone: STANDBY_TONE });
const ffmpeg = pair.standby.context.ffmpegPath;
const results: Array<Record<string, number | string>> = [];
try {
  for (let round = 1; round <= rounds; round++) {
    // A listener per round: the offsets read from its MP3 stay exact (decoding across a switch can slip them).
    const rx = await listen(pair.listenerUrl);
    await waitFor(
      'the studio heard',
      async () => (await toneHeardSince(ffmpeg, rx, Date.now() - 2_000, STUDIO_TONE)).heardAt,
      60_000,
      500,
    );
    const load = os.loadavg()[0]!.toFixed(1);
    const killedAt = pair.killStudio();
    const onAirAt = await waitFor(
      'the takeover',
      async () => ((await pair.standbyOnAir()) ? Date.now() : null),
      60_000,
      50,
    );
    const heard = await waitFor(
      'the standby heard',
      async () => (await toneHeardSince(ffmpeg, rx, killedAt, STANDBY_TONE)).heardAt,
      60_000,
      250,
    );
    // The audio around the switch, decoded whole: where the studio's tone ends and the standby's begins.
    const pcm = await decodeMp3(ffmpeg, rx.audio());
    const killOffset = Math.floor(((rx.chunks.find((c) => c.at >= killedAt)?.offset ?? 0) / MP3_PER_MS) * PCM_PER_MS);
    let standbyAt = killOffset;
    while (standbyAt + WINDOW <= pcm.length && toneStrength(pcm, standbyAt, STANDBY_TONE) <= 0.6) standbyAt += WINDOW;
    const studioEnd = lastToneAt(pcm, STUDIO_TONE, standbyAt) ?? standbyAt;
    const arrivals = rx.chunks.filter((c) => c.at >= killedAt - 1_000 && c.at <= heard! + 1_000).map((c) => c.at);
    const stall = arrivals.slice(1).reduce((most, at, i) => Math.max(most, at - arrivals[i]!), 0);
    const restartAt = Date.now();
    await pair.startStudio();
    const studioBack = await waitFor(
      'the studio heard again',
      async () => (await toneHeardSince(ffmpeg, rx, restartAt, STUDIO_TONE)).heardAt,
      90_000,
      250,
    );
    const offAirAt = await waitFor(
      'the hand back',
      async () => ((await pair.standbyOnAir()) === false ? Date.now() : null),
      60_000,
      50,
    );
    results.push({
      round,
      load,
      takeoverMs: onAirAt! - killedAt,
      listenerHearsStandbyMs: heard! - killedAt,
      gapHeardMs: Math.round((standbyAt - studioEnd) / PCM_PER_MS),
      longestArrivalStallMs: stall,
      restartToStudioHeardMs: studioBack! - restartAt,
      studioHeardToStandbyOffMs: offAirAt! - studioBack!,
    });
    rx.stop();
    console.log(JSON.stringify(results.at(-1)));
  }
} finally {
  await pair.close();
}
console.table(results);
