import { describe, expect, it } from 'vitest';
import { airPlayback, onPath } from './air-playback';

describe('air output player', () => {
  it('plays through aplay with a 0.2 s buffer when alsa-utils is installed, else through ffmpeg -f alsa', () => {
    const aplay = airPlayback('hw:1,0', '/opt/ffmpeg', '/usr/bin/aplay');
    expect(aplay).toMatchObject({ backend: 'aplay', command: '/usr/bin/aplay', latencyMs: 200 });
    expect(aplay.args).toEqual(expect.arrayContaining(['-D', 'hw:1,0', '--buffer-time=200000', 'S16_LE']));
    const ffmpeg = airPlayback('hw:1,0', '/opt/ffmpeg', null);
    expect(ffmpeg).toMatchObject({ backend: 'ffmpeg', command: '/opt/ffmpeg', latencyMs: 2972 });
    expect(ffmpeg.args.slice(-3)).toEqual(['-f', 'alsa', 'hw:1,0']);
  });

  it('finds an executable on PATH without running it, and nothing that is not there', () => {
    expect(onPath('sh', '/nonexistent:/bin')).toBe('/bin/sh');
    expect(onPath('no-such-player-here', '/bin:/usr/bin')).toBeNull();
  });
});
