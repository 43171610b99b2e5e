import { describe, expect, it } from 'vitest';
import { DEFAULT_TALK_OVER_SEC, talkOverWindows } from './talk-over';

const song = (extra: Partial<Parameters<typeof talkOverWindows>[0]> = {}) => ({
  ...{ cueIn: null, cueOut: null, duration: 200, introSec: null, nextStartSec: null },
  ...extra,
});

describe('how much of each song a link may talk over', () => {
  it("follows the songs' own markers: the outro from the next-start point, the intro up to the vocals", () => {
    const before = song({ cueOut: 196, nextStartSec: 189.5 });
    const after = song({ cueIn: 0.8, introSec: 14.8 });
    expect(talkOverWindows(before, after)).toEqual({ outroSec: 6.5, introSec: 14 });
  });

  it('gives a song without markers (never measured, a cold end, loud from the start) the default window', () => {
    expect(talkOverWindows(song(), song())).toEqual({
      outroSec: DEFAULT_TALK_OVER_SEC,
      introSec: DEFAULT_TALK_OVER_SEC,
    });
  });

  it('never lets a link cover more than half a short song', () => {
    const jingleLike = song({ duration: 8, introSec: 7, nextStartSec: 1 });
    expect(talkOverWindows(jingleLike, jingleLike)).toEqual({ outroSec: 4, introSec: 4 });
  });
});
