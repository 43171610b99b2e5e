import { lowerPriority } from '../../../ffmpeg/priority';
import type { DecodeSpool, SpoolFile } from './decode-spool';
import { type FileDecodeOptions, fileDecoderArgs } from '../../../ffmpeg/ffmpeg-args';
import type { PcmSource } from '../../bus/file-source';
import { FRAME_BYTES, PcmQueue } from '../../bus/pcm';
import type { Runner } from '../../../ffmpeg/runner';
import { SPOOL_LOW_WATER, SpoolReader } from './spool-reader';

// The decoder runs flat out for a second or two: below the mixer, the encoders and the listeners' fan-out.
const DECODER_NICENESS = 10;

/**
 * A library file decoded ahead to a spool file at full speed, then read back in real time. The decoder exists for
 * the second or two it takes to decode a song, not for the song's whole length, so the station holds one ffmpeg
 * process fewer while music plays; a decoding error also shows before the song is due.
 */
export function createSpooledFileSource(
  runner: Runner,
  ffmpegPath: string,
  name: string,
  options: FileDecodeOptions,
  spools: DecodeSpool,
  spool: SpoolFile,
  onFailed: (reason: string) => void,
): PcmSource {
  const queue = new PcmQueue();
  // The decoder's exit code once it has exited (null inside: killed by a signal).
  let exit: { code: number | null } | null = null;
  // Ended: everything decoded is in the queue, or closed early; failed: nothing could be decoded.
  let outcome: 'playing' | 'ended' | 'failed' = 'playing';
  let closed = false;

  const fail = (reason: string) => {
    if (outcome !== 'playing') return;
    outcome = 'failed';
    reader.stop();
    onFailed(reason);
  };

  const reader = new SpoolReader(spool.fd, queue, {
    caughtUp() {
      if (!exit) return false;
      if (reader.bytesRead === 0) fail(exit.code === 0 ? 'no audio decoded' : `decoder exited with ${exit.code}`);
      else if (outcome === 'playing') {
        // Pad the last partial frame so the mixer only ever sees whole frames.
        const rest = queue.length % FRAME_BYTES;
        if (rest) queue.push(Buffer.alloc(FRAME_BYTES - rest));
        outcome = 'ended';
      }
      return true;
    },
    failed: fail,
  });

  const child = runner.spawn({
    name: `decoder:${name}`,
    command: ffmpegPath,
    args: fileDecoderArgs(options),
    stdin: false,
    stdout: spool.fd,
  });
  lowerPriority(child.pid, DECODER_NICENESS);
  child.once('error', (error) => fail(error.message));
  child.once('close', (code) => {
    exit = { code };
    reader.refill();
  });

  return {
    read() {
      if (queue.length < SPOOL_LOW_WATER) reader.refill();
      return queue.length < FRAME_BYTES ? null : queue.take(FRAME_BYTES);
    },
    buffered() {
      reader.refill();
      return queue.length;
    },
    finished: () => outcome !== 'playing' && queue.length < FRAME_BYTES,
    failed: () => outcome === 'failed',
    decoded: () => outcome !== 'playing',
    close() {
      if (closed) return;
      closed = true;
      if (outcome === 'playing') outcome = 'ended';
      reader.stop();
      queue.clear();
      // The file goes once the decoder has let go of it (Windows cannot remove a file a process holds open).
      void runner.stopChild(child).then(() => spools.release(spool));
    },
  };
}
