import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StationContext } from '../../desktop/station/core/context';
import { runFfmpeg } from '../../desktop/station/ffmpeg/run';

/**
 * A track whose loudness comes and goes irregularly (a tone gated by three incommensurate slow sines), so its
 * envelope, like music's, lines up with a copy of itself at one delay only: a steady tone would match anything.
 */
export async function addGatedTrack(ctx: Pick<StationContext, 'ffmpegPath' | 'media' | 'repos'>, seconds = 40) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-gated-'));
  const file = path.join(dir, 'gated.mp3');
  const gate = 'gt(sin(2*PI*0.7*t)+sin(2*PI*1.9*t+1)+sin(2*PI*0.31*t+2),0.3)';
  await runFfmpeg(ctx.ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `aevalsrc='0.5*sin(2*PI*440*t)*(0.15+0.85*${gate})':s=44100:d=${seconds}`],
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', file],
  ]);
  const fileName = await ctx.media.adopt('audio', file, 'mp3');
  fs.rmSync(dir, { recursive: true, force: true });
  return ctx.repos.tracks.create({
    title: 'Compases',
    artist: 'Banda de prueba',
    album: null,
    duration: seconds,
    fileName,
    coverFile: null,
    uploadedBy: 1,
  });
}

/** Shell commands that write raw s16le 44.1 kHz stereo to stdout, as an off-air monitor's input would. */
export function offAirCommands(ffmpegPath: string, streamUrl: string) {
  const ffmpeg = `'${ffmpegPath}' -hide_banner -loglevel error`;
  const out = '-f s16le -ar 44100 -ac 2 pipe:1';
  return {
    /** The station's own mount played back: the transmitter carries our signal. */
    ownStream: `${ffmpeg} -i ${streamUrl} ${out}`,
    /**
     * Our signal, badly: drop-outs to 35 % at an irregular rhythm of their own, under white noise (envelope
     * correlation about 0.63 against the clean bus, measured on the PCM before the station).
     */
    degraded: `${ffmpeg} -i ${streamUrl} -f lavfi -i anoisesrc=a=0.2:c=white -filter_complex "[0:a]volume='0.35+0.65*gt(sin(2*PI*0.43*t+0.5)+sin(2*PI*2.3*t),0.9)':eval=frame[a];[a][1:a]amix=inputs=2:duration=first" ${out}`,
    /** A dead transmitter: digital silence in real time. */
    silence: `${ffmpeg} -re -f lavfi -i anullsrc=r=44100:cl=stereo ${out}`,
    /** Another station's carrier: a steady 1 kHz tone in real time. */
    otherTone: `${ffmpeg} -re -f lavfi -i sine=frequency=1000:sample_rate=44100 ${out}`,
  };
}
