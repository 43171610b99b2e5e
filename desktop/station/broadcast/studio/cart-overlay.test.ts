import { describe, expect, it } from 'vitest';
import { createCartOverlay, DUCK_GAIN } from './cart-overlay';
import type { PcmSource } from '../bus/file-source';
import { createLevelAccumulator, createLevelMeter, METER_FRAMES } from '../bus/level-meter';
import { FRAME_BYTES } from '../bus/pcm';

/** A frame where every sample of both channels has this value. */
const constant = (value: number) => {
  const frame = Buffer.alloc(FRAME_BYTES);
  for (let i = 0; i < FRAME_BYTES; i += 2) frame.writeInt16LE(value, i);
  return frame;
};

/** A cart of `frames` frames of constant `value`, fully decoded. */
function fakeCart(frames: number, value = 1000): PcmSource & { closed: boolean } {
  let left = frames;
  return {
    closed: false,
    read: () => (left-- > 0 ? constant(value) : null),
    buffered: () => Math.max(0, left) * FRAME_BYTES,
    finished: () => left <= 0,
    failed: () => false,
    decoded: () => true,
    close() {
      this.closed = true;
    },
  };
}

const lastSample = (frame: Buffer) => frame.readInt16LE(FRAME_BYTES - 2);

describe('cart overlay', () => {
  it('mixes a duck cart over the music lowered to the duck level, and brings the music back after it', () => {
    const changes: unknown[] = [];
    const overlay = createCartOverlay({ holdMusic: () => {}, endMusic: () => {}, onChange: (c) => changes.push(c) });
    const music = constant(10_000);
    expect(overlay.mix(music)).toBe(music);
    overlay.play(7, 'duck', fakeCart(20));
    const out: Buffer[] = [];
    for (let i = 0; i < 60; i++) out.push(overlay.mix(music));
    // Within three frames the music is at the duck level, with the cart added on top.
    expect(lastSample(out[3]!)).toBe(Math.round(10_000 * DUCK_GAIN) + 1000);
    expect(changes[0]).toEqual({ trackId: 7, mode: 'duck' });
    // After the cart ends the music returns to full level, gradually.
    expect(changes).toContainEqual(null);
    expect(lastSample(out[25]!)).toBeGreaterThan(Math.round(10_000 * DUCK_GAIN));
    expect(lastSample(out[25]!)).toBeLessThan(10_000);
    expect(lastSample(out[59]!)).toBe(10_000);
  });

  it('a stop cart holds the music and ends what plays, then releases the hold when it ends', () => {
    const calls: string[] = [];
    const overlay = createCartOverlay({
      holdMusic: (on) => calls.push(on ? 'hold' : 'release'),
      endMusic: () => calls.push('end'),
    });
    overlay.play(3, 'stop', fakeCart(5));
    const silence = Buffer.alloc(FRAME_BYTES);
    const first = overlay.mix(silence);
    expect(calls).toEqual(['hold', 'end']);
    expect(lastSample(first)).toBe(1000);
    expect(overlay.playing()).toEqual({ trackId: 3, mode: 'stop' });
    for (let i = 0; i < 6; i++) overlay.mix(silence);
    expect(calls).toEqual(['hold', 'end', 'release']);
    expect(overlay.playing()).toBeNull();
  });

  it('a new press replaces the cart that plays and closes its decoder', () => {
    const overlay = createCartOverlay({ holdMusic: () => {}, endMusic: () => {} });
    const first = fakeCart(100, 500);
    overlay.play(1, 'duck', first);
    overlay.mix(Buffer.alloc(FRAME_BYTES));
    overlay.play(2, 'duck', fakeCart(100, 2000));
    expect(first.closed).toBe(true);
    expect(lastSample(overlay.mix(Buffer.alloc(FRAME_BYTES)))).toBe(2000);
  });
});

describe('level meter', () => {
  it('reports peak and RMS per channel in dBFS', () => {
    const acc = createLevelAccumulator();
    const frame = Buffer.alloc(FRAME_BYTES);
    // Left: full-scale-half square wave (peak = RMS = −6 dB); right: silent.
    for (let i = 0; i < FRAME_BYTES; i += 4) frame.writeInt16LE((i / 4) % 2 ? 16384 : -16384, i);
    acc.add(frame);
    const { peak, rms } = acc.take();
    expect(peak[0]).toBeCloseTo(-6.0, 0);
    expect(rms[0]).toBeCloseTo(-6.0, 0);
    expect(peak[1]).toBeNull();
    expect(rms[1]).toBeNull();
  });

  it('sends one update every five frames, with the live input when it fed any', () => {
    const updates: unknown[] = [];
    const meter = createLevelMeter({ onLevels: (l) => updates.push(l), cart: () => null });
    for (let i = 0; i < METER_FRAMES * 2; i++) meter.tap(constant(16384));
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({ peak: [-6, -6], live: null, cart: null });
    meter.liveFrame(constant(3277));
    for (let i = 0; i < METER_FRAMES; i++) meter.tap(constant(16384));
    expect(updates[2]).toMatchObject({ live: { peak: -20, rms: -20 } });
  });
});
