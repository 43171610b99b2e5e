import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../ffmpeg/run';
import { waitFor } from '../../../../../testing/station/test-audio';
import { listen } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';

/** The onMetaData script tags of an FLV stream, as the `title` each one carries (FLV tag type 18). */
function scriptTitles(flv: Buffer): string[] {
  const titles: string[] = [];
  let at = 13; // the FLV header and the first PreviousTagSize
  while (at + 11 <= flv.length) {
    const size = flv.readUIntBE(at + 1, 3);
    if (at + 11 + size > flv.length) break;
    if (flv[at] === 18) {
      const body = flv.subarray(at + 11, at + 11 + size);
      // AMF0: the key "title" (length-prefixed), then a string marker (2) and its length-prefixed value.
      const key = body.indexOf(Buffer.from('\x00\x05title\x02', 'latin1'));
      if (key >= 0) titles.push(body.subarray(key + 10, key + 10 + body.readUInt16BE(key + 8)).toString('utf8'));
    }
    at += 11 + size + 4;
  }
  return titles;
}

/** FLV players (VLC, ffmpeg) show the stream's title from onMetaData; it follows the air. */
describe('the HTTP-FLV output names what is on air', () => {
  let station: TestStation;

  beforeAll(async () => {
    station = await startToneStation([440, 660], 60);
  }, 60_000);

  afterAll(async () => {
    await station?.close();
  });

  const onAir = () => {
    const current = station.context.broadcast.nowPlaying().current!;
    return `${current.artist} - ${current.title}`;
  };

  it('sends an onMetaData with the title on air, and a new one at each change', async () => {
    const { flvPort } = station.context.config;
    const rx = await listen(`http://127.0.0.1:${flvPort}/live/emisora.flv`);
    await waitFor('the first onMetaData', () => scriptTitles(rx.audio()).length > 0, 10_000, 100);
    const first = onAir();
    expect(scriptTitles(rx.audio())[0]).toBe(first);
    station.context.broadcast.skip();
    await waitFor('the next title on air', () => onAir() !== first, 10_000, 100);
    const second = onAir();
    await waitFor('its onMetaData', () => scriptTitles(rx.audio()).includes(second), 10_000, 100);
    rx.stop();
    // What a real FLV client reads from it: ffmpeg follows the onMetaData tags and reports the latest title.
    const probe = await runFfmpeg(
      station.context.ffmpegPath,
      ['-hide_banner', '-f', 'flv', '-i', 'pipe:0', '-f', 'ffmetadata', 'pipe:1'],
      { input: rx.audio(), allowFailure: true },
    );
    expect(probe.stdout.toString('utf8')).toContain(`title=${second}`);
  }, 40_000);
});
