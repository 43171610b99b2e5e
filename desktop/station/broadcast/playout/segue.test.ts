import { describe, expect, it } from 'vitest';
import type { PlayableTrack } from '../../repos/library/tracks';
import type { PlannedItem } from '../../programming/planner/programming';
import type { PcmSource } from '../bus/file-source';
import { createMixer, type Layer } from '../bus/mixer';
import { FRAME_BYTES } from '../bus/pcm';
import type { OnAirItem } from '../on-air/on-air-item';
import type { Clock } from '../../core/clock';
import { createNextTrack, crossfadeWhenDue } from './next-track';

const SONG_SECONDS = 10;
const SONG_FRAMES = SONG_SECONDS * 50;

/** A decoded song: every sample is `value`, so each bus frame shows which items it mixes and at what gain. */
function constantSource(value: number, frames: number): PcmSource {
  let left = frames;
  const frame = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) frame.writeInt16LE(value, i);
  return {
    read: () => (left-- > 0 ? Buffer.from(frame) : null),
    buffered: () => Math.max(0, left) * FRAME_BYTES,
    finished: () => left <= 0,
    failed: () => false,
    decoded: () => true,
    close: () => {},
  };
}

function song(id: number, markers: Pick<PlayableTrack, 'nextStartSec' | 'markersMeasured'>): PlannedItem {
  const track = {
    id,
    title: `Canción ${id}`,
    artist: 'Banda',
    album: null,
    duration: SONG_SECONDS,
    coverImageUrl: null,
    audioFileUrl: '',
    uploadedBy: 1,
    createdAt: '',
    fileName: `${id}.mp3`,
    coverFile: null,
    broken: false,
    cueIn: null,
    cueOut: null,
    loudnessLufs: -14,
    introSec: null,
    ...markers,
  } satisfies PlayableTrack;
  return { id, source: 'rotation', track, pinned: false, campaignId: null, programmeId: null, breakAt: null };
}

const layerOf = (planned: PlannedItem, value: number): Layer<OnAirItem> => ({
  source: constantSource(value, SONG_FRAMES),
  meta: {
    kind: 'rotation',
    trackId: planned.track.id,
    planned,
    title: planned.track.title,
    artist: '',
    album: null,
    coverImageUrl: null,
    duration: SONG_SECONDS,
  },
  framesPlayed: 0,
  totalFrames: SONG_FRAMES,
});

/**
 * Song A (every sample 1000) on air, song B (3000) next, the rotation's own decisions after every frame, with the
 * station's crossfade at 1 s: which frames carry A, B or both, and when B was announced.
 */
function airPair(a: PlannedItem) {
  const b = song(2, { nextStartSec: null, markersMeasured: true });
  const frames: Buffer[] = [];
  const announced: Array<{ id: number | null; frame: number }> = [];
  const clock: Clock = { now: () => 0, monotonic: () => frames.length * 20 } as unknown as Clock;
  let planned = 0;
  const next = createNextTrack({
    clock,
    programming: { next: () => (planned++ === 0 ? b : null), peek: () => null },
    breaks: { take: () => undefined, peek: () => undefined },
    tryLayer: (item) => layerOf(item, 3000),
    emptyLibraryLayer: () => null,
    crossfadeSeconds: () => 1,
    msLeft: () => 0,
  });
  const live = { returned: () => {}, fadeOutFrames: () => 0 };
  const mixer = createMixer<OnAirItem>(
    {
      onFrame: (frame) => frames.push(frame),
      onAir: (item) => announced.push({ id: item.trackId, frame: frames.length }),
      afterFrame: () => crossfadeWhenDue({ mixer, next, crossfadeSeconds: () => 1, live }),
    },
    clock,
  );
  mixer.crossfadeTo(layerOf(a, 1000), 0);
  mixer.pump(SONG_FRAMES + 100);
  const sample = (i: number) => frames[i]!.readInt16LE(0);
  return {
    announcedB: announced.find((entry) => entry.id === 2)?.frame,
    /** The first frame where B is heard (anything but pure A). */
    firstOfB: frames.findIndex((frame) => frame.readInt16LE(0) !== 1000),
    /** The first frame that is pure B. */
    firstPureB: frames.findIndex(
      (frame) => frame.readInt16LE(0) === 3000 && frame.readInt16LE(FRAME_BYTES - 2) === 3000,
    ),
    silentFrames: frames.filter((frame) => frame.every((byte) => byte === 0)).length,
    sample,
  };
}

describe('the next song starts at the markers of the one on air', () => {
  it('starts the next item at the next-start point, at its own full level, over the outgoing tail', () => {
    const heard = airPair(song(1, { nextStartSec: 8, markersMeasured: true }));
    // 8 s into a 10 s song is frame 400: B comes in there, not at the fixed crossfade's 9 s.
    expect(heard.firstOfB).toBe(400);
    expect(heard.announcedB).toBe(400);
    // B is not faded in: its full 3000 plus what is left of A's tail.
    expect(heard.sample(400)).toBeGreaterThanOrEqual(3000 + 990);
    expect(heard.sample(450)).toBeGreaterThan(3000);
    expect(heard.firstPureB).toBeGreaterThanOrEqual(499);
    expect(heard.firstPureB).toBeLessThanOrEqual(501);
    expect(heard.silentFrames).toBe(0);
  });

  it('gives a cold end no overlap and no gap: the last frame of A, then the first of B', () => {
    const heard = airPair(song(1, { nextStartSec: null, markersMeasured: true }));
    expect(heard.firstOfB).toBe(SONG_FRAMES);
    expect(heard.firstPureB).toBe(SONG_FRAMES);
    expect(heard.sample(SONG_FRAMES - 1)).toBe(1000);
    expect(heard.silentFrames).toBe(0);
  });

  it('keeps the station crossfade for a song whose markers were never measured', () => {
    const heard = airPair(song(1, { nextStartSec: null, markersMeasured: false }));
    // The equal-power curve starts B at gain 0: first heard one frame in.
    expect(heard.firstOfB).toBe(SONG_FRAMES - 49);
    expect(heard.announcedB).toBeGreaterThanOrEqual(SONG_FRAMES - 26);
    expect(heard.announcedB).toBeLessThanOrEqual(SONG_FRAMES - 24);
    expect(heard.silentFrames).toBe(0);
  });
});
