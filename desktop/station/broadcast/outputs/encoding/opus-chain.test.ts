import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { oggzValidate } from '../../../../../testing/station/oggz';
import { BYTES_PER_SECOND } from '../../bus/pcm';
import type { EncodedSink } from './encoded';
import { opusEncoderArgs } from './encoder-args';
import { createOpusChain } from './opus-chain';

/** What the station's Opus encoder (real ffmpeg, the mount's arguments) makes of `seconds` of a tone. */
function encoderOutput(seconds: number): Buffer {
  const ffmpeg = resolveFfmpegPath();
  const pcm = execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-ac', '2', '-ar', '44100', '-f', 's16le', '-'],
  ]);
  expect(pcm.length).toBe(seconds * BYTES_PER_SECOND);
  return execFileSync(ffmpeg, opusEncoderArgs(96), { input: pcm });
}

function collector() {
  const parts: Buffer[] = [];
  const sink: EncodedSink = { headers: (pages) => parts.push(pages), data: (pages) => parts.push(pages) };
  return { sink, bytes: () => Buffer.concat(parts) };
}

describe('Opus chain', () => {
  const run = encoderOutput(3);

  it('is a valid chained Ogg stream across title changes (oggz-validate)', () => {
    const chain = createOpusChain('Uno');
    const out = collector();
    chain.push(run.subarray(0, run.length / 2), out.sink);
    chain.setTitle('Dos');
    chain.push(run.subarray(run.length / 2), out.sink);
    expect(out.bytes().toString('utf8')).toContain('TITLE=Dos');
    expect(oggzValidate(out.bytes())).toEqual({ ok: true, report: '' });
  });

  it('ends the old chain with EOS when a restarted encoder begins a new one, for listeners who stayed', () => {
    const chain = createOpusChain('Uno');
    const out = collector();
    chain.push(run, out.sink);
    chain.reset();
    chain.push(run, out.sink);
    expect(oggzValidate(out.bytes())).toEqual({ ok: true, report: '' });
  });

  it('forgets a sleeping encoder’s chain: a listener after it gets only the next one', () => {
    const chain = createOpusChain('Uno');
    chain.push(run, collector().sink);
    chain.forget();
    expect(chain.headers().length).toBe(0);
    const late = collector();
    chain.push(run, late.sink);
    expect(oggzValidate(late.bytes())).toEqual({ ok: true, report: '' });
  });
});
