import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { runFfmpeg } from '../../../ffmpeg/run';
import { adminSuite, multipart } from '../../../../../testing/station/admin-helpers';

const suite = adminSuite();

describe('POST /api/tracks with a truncated MP3', () => {
  it('stores the duration the bytes hold, not the one the Xing header promises', async () => {
    const whole = path.join(suite.fx.dir, 'whole-8s.mp3');
    await runFfmpeg(resolveFfmpegPath(process.env.FFMPEG_PATH), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=810:duration=8:sample_rate=44100',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      whole,
    ]);
    const half = path.join(suite.fx.dir, 'half.mp3');
    const data = fs.readFileSync(whole);
    fs.writeFileSync(half, data.subarray(0, data.length / 2));

    const res = await suite.client.send('tracks.upload', {
      body: multipart({ title: 'Cortada' }, [['audioFile', half, 'cortada.mp3', 'audio/mpeg']]),
    });
    expect(res.status).toBe(201);
    const track = res.data!;
    expect(track.duration).toBeGreaterThan(3.7);
    expect(track.duration).toBeLessThan(4.3);
    expect(suite.station.context.repos.tracks.get(track.id)?.duration).toBe(track.duration);
  });
});
