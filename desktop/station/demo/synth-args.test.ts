import { describe, expect, it } from 'vitest';
import { arpExpression, bassExpression, drumsExpression, padExpression } from './music';
import { arrangement, type DemoSong, gateExpression, songArgs, songFilterGraph } from './synth-args';

const tiny: DemoSong = {
  title: 'Prueba',
  artist: 'Artista',
  album: 'Disco',
  seconds: 12,
  score: {
    bpm: 120,
    chords: [
      [57, 60, 64],
      [53, 57, 60],
    ],
    arpeggio: [0, 1, 2, 3, 2, 1, 0, 1],
    drums: 'full',
  },
};

describe('arrangement', () => {
  it('writes time ranges as a volume expression', () => {
    expect(gateExpression([])).toBe('0');
    expect(gateExpression([[4, 12]])).toBe('gte(t,4)*lt(t,12)');
    expect(
      gateExpression([
        [4, 8],
        [12, 16.5],
      ]),
    ).toBe('gte(t,4)*lt(t,8)+gte(t,12)*lt(t,16.5)');
  });

  it('brings bass and drums in after the first phrase', () => {
    expect(arrangement(tiny)).toEqual({ bass: [[4, 12]], drums: [[4, 12]] });
  });

  it('drops the drums for one phrase before the last when the song has four phrases or more', () => {
    expect(arrangement({ ...tiny, seconds: 20 })).toEqual({
      bass: [[4, 20]],
      drums: [
        [4, 12],
        [16, 20],
      ],
    });
  });

  it('has no drum part for a song without drums', () => {
    expect(arrangement({ ...tiny, score: { ...tiny.score, drums: 'none' } })).toEqual({ bass: [[4, 12]], drums: [] });
  });
});

describe('songArgs', () => {
  it('builds the exact ffmpeg command: four looped instruments, mixed, mastered, MP3 128k 44.1 kHz stereo', () => {
    const graph = [
      `aevalsrc='${padExpression(tiny.score)}':s=11025:d=4,aloop=loop=-1:size=44100,atrim=duration=12,asetpts=N/SR/TB,aresample=44100,` +
        'tremolo=f=2:d=0.25,pan=stereo|c0=c0|c1=c0[pad]',
      `aevalsrc='${arpExpression(tiny.score)}':s=22050:d=4,aloop=loop=-1:size=88200,atrim=duration=12,asetpts=N/SR/TB,aresample=44100,` +
        'pan=stereo|c0=c0|c1=c0,aecho=0.8:0.7:375:0.35,apulsator=hz=0.25:amount=0.6[arp]',
      `aevalsrc='${bassExpression(tiny.score)}':s=11025:d=4,aloop=loop=-1:size=44100,atrim=duration=12,asetpts=N/SR/TB,aresample=44100,` +
        "lowpass=f=900,volume='gte(t,4)*lt(t,12)':eval=frame,pan=stereo|c0=c0|c1=c0[bass]",
      `aevalsrc='${drumsExpression(tiny.score)}':s=44100:d=2,aloop=loop=-1:size=88200,atrim=duration=12,asetpts=N/SR/TB,aresample=44100,` +
        "volume='gte(t,4)*lt(t,12)':eval=frame,pan=stereo|c0=c0|c1=c0[drums]",
      '[pad][arp][bass][drums]amix=inputs=4:duration=first,volume=4,alimiter=limit=0.8,afade=t=in:d=1,afade=t=out:st=10.8:d=1.2[out]',
    ].join(';');
    expect(songArgs(tiny, '/tmp/out.mp3')).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-filter_complex',
      graph,
      '-map',
      '[out]',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-compression_level',
      '7',
      '-id3v2_version',
      '3',
      '-metadata',
      'title=Prueba',
      '-metadata',
      'artist=Artista',
      '-metadata',
      'album=Disco',
      '-f',
      'mp3',
      '/tmp/out.mp3',
    ]);
  });

  it('mixes three instruments when the song has no drums', () => {
    const graph = songFilterGraph({ ...tiny, score: { ...tiny.score, drums: 'none' } });
    expect(graph).not.toContain('[drums]');
    expect(graph.split(';').at(-1)).toBe(
      '[pad][arp][bass]amix=inputs=3:duration=first,volume=3,alimiter=limit=0.8,afade=t=in:d=1,afade=t=out:st=10.8:d=1.2[out]',
    );
  });

  it('keeps expressions inside single quotes, so their commas and semicolons never split the graph', () => {
    for (const chain of songFilterGraph(tiny).split(/;(?=aevalsrc|\[pad\])/)) {
      expect(chain.split("'").length % 2).toBe(1);
    }
  });
});
