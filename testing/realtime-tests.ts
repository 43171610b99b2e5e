import fs from 'node:fs';
import path from 'node:path';

/**
 * The station's test files that listen to its audio as it plays (a /stream listener, a sound device, a live
 * encoder, a moved wall clock for a slot): their checks hold only while the machine keeps up with real time, so
 * `npm test` runs them on their own and the rest of the unit suite beside the end-to-end halves. Found by what they
 * import, so a new test that listens joins them without a list to keep.
 */
const LISTENS =
  /testing\/station\/(test-listener|tone-station|wall-clock|alsa-file-pcm|offair-audio|desk-tone|source-clients|darkice-source|icecast|browser-studio-client|remote-stream|rtmp-wire|planner-broadcast|air-lane|air-window-client)'|\b(publisherArgs|heardMore|decodeMp3)\b/;

/** Paths (relative to `root`, with '/') of the test files under desktop/station that listen in real time. */
export function realtimeTestFiles(root: string): string[] {
  const dir = path.join(root, 'desktop/station');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts') && LISTENS.test(fs.readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => `desktop/station/${file.split(path.sep).join('/')}`)
    .sort();
}
