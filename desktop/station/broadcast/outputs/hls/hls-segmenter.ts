import { AUDIO } from '../../../../../shared/station/audio-format';
import { AAC_FRAME_SAMPLES, adtsFrameLength } from '../../codecs/adts';
import { hlsId3 } from '../../codecs/id3';

/** Seconds per segment once running; the first few after waking are short so a player can start sooner. */
export const HLS_SEGMENT_SECONDS = 6;
const FIRST_SEGMENT_SECONDS = 2;
const SHORT_SEGMENTS = 3;

const framesFor = (seconds: number) => Math.round((seconds * AUDIO.sampleRate) / AAC_FRAME_SAMPLES);

/** One finished packed-audio segment. */
export interface HlsSegment {
  data: Buffer;
  seconds: number;
  /** When its first sample aired (EXT-X-PROGRAM-DATE-TIME). */
  startedAt: Date;
}

/**
 * Cuts the AAC encoder's ADTS bytes into packed-audio segments in memory: whole frames only, each segment
 * opening with an ID3 timestamp and the title on air, and a new ID3 tag where the title changes.
 */
export class HlsSegmenter {
  /** Bytes of a frame split across encoder chunks. */
  private pending: Buffer = Buffer.alloc(0);
  /** Since the segmenter woke: the ID3 timestamps' clock. */
  private samples = 0;
  // Wall time of sample 0: the earliest (arrival - position) seen. Old audio (the encoder's pre-roll) arrives
  // late for its position and live audio just after it aired, so the minimum tracks when the audio aired.
  private anchor = Number.POSITIVE_INFINITY;
  private made = 0;
  private parts: Buffer[] = [];
  private frames = 0;
  /** The current segment's first sample; null before its first frame. */
  private segmentStart: number | null = null;
  private segmentTitle: string | null = null;

  constructor(
    private readonly title: () => string,
    private readonly onSegment: (segment: HlsSegment) => void,
  ) {}

  /** The segmenter wakes: a new run, its clock from zero. */
  reset() {
    this.parts = [];
    this.frames = 0;
    this.samples = 0;
    this.made = 0;
    this.pending = Buffer.alloc(0);
    this.segmentStart = null;
    this.anchor = Number.POSITIVE_INFINITY;
  }

  /** Encoder bytes that arrived at `arrived` (wall ms). */
  push(data: Buffer, arrived: number) {
    const buffer = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    let at = 0;
    for (;;) {
      const length = adtsFrameLength(buffer, at);
      if (length === 0 || at + length > buffer.length) break;
      this.tagTitle();
      this.parts.push(buffer.subarray(at, at + length));
      at += length;
      this.frames++;
      this.samples += AAC_FRAME_SAMPLES;
      this.anchor = Math.min(this.anchor, arrived - (this.samples * 1000) / AUDIO.sampleRate);
      const target = framesFor(this.made < SHORT_SEGMENTS ? FIRST_SEGMENT_SECONDS : HLS_SEGMENT_SECONDS);
      if (this.frames >= target) this.cut();
    }
    this.pending = Buffer.from(buffer.subarray(at));
  }

  private pts() {
    return (this.samples * 90_000) / AUDIO.sampleRate;
  }

  private tagTitle() {
    const title = this.title();
    if (this.segmentStart === null) {
      // Each segment opens with its timestamp and the title on air, as packed audio requires.
      this.segmentStart = this.samples;
      this.parts.push(hlsId3(this.pts(), title));
      this.segmentTitle = title;
    } else if (title !== this.segmentTitle) {
      this.parts.push(hlsId3(this.pts(), title));
      this.segmentTitle = title;
    }
  }

  private cut() {
    const seconds = (this.frames * AAC_FRAME_SAMPLES) / AUDIO.sampleRate;
    const startedAt = new Date(Math.round(this.anchor + (this.segmentStart! * 1000) / AUDIO.sampleRate));
    this.onSegment({ data: Buffer.concat(this.parts), seconds, startedAt });
    this.made++;
    this.parts = [];
    this.frames = 0;
    this.segmentStart = null;
  }
}
