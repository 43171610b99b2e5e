import { type ChildProcess, spawn } from 'node:child_process';
import WebSocket from 'ws';
import {
  BROWSER_STUDIO_PATH,
  type BrowserStudioMessage,
  browserStudioMessageSchema,
} from '../../shared/schemas/broadcast/browser-studio';
import { waitFor } from './test-audio';

export interface StudioClient {
  ws: WebSocket;
  messages: BrowserStudioMessage[];
  /** The HTTP status of a refused upgrade, or null once open. */
  opened: Promise<number | null>;
  closed: Promise<number>;
  /** Waits for the first message (since the start) matching `match`. */
  next(match: (m: BrowserStudioMessage) => boolean, what: string, timeoutMs?: number): Promise<BrowserStudioMessage>;
  stop(): void;
}

/** What the browser studio page does over its WebSocket, as a Node client: `headers` carry Cookie and Origin. */
export function openStudio(stationUrl: string, headers: Record<string, string>): StudioClient {
  const ws = new WebSocket(`${stationUrl.replace(/^http/, 'ws')}${BROWSER_STUDIO_PATH}`, { headers });
  const messages: BrowserStudioMessage[] = [];
  ws.on('message', (data) => messages.push(browserStudioMessageSchema.parse(JSON.parse(String(data)))));
  ws.on('error', () => {});
  const opened = new Promise<number | null>((resolve) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return {
    ws,
    messages,
    opened,
    closed,
    async next(match, what, timeoutMs = 10_000) {
      await waitFor(what, () => messages.some(match), timeoutMs);
      return messages.find(match)!;
    },
    stop: () => ws.terminate(),
  };
}

/**
 * Stands in for the page's MediaRecorder: on every `air` state, a new take of WebM Opus (a tone, in real time, in
 * clusters of 100 ms as a recorder's timeslice makes them) is announced and streamed.
 */
export function recordTone(client: StudioClient, ffmpegPath: string, frequency: number): { stop(): void } {
  let encoder: ChildProcess | null = null;
  const stopEncoder = () => {
    encoder?.kill('SIGKILL');
    encoder = null;
  };
  client.ws.on('message', (data) => {
    const message = browserStudioMessageSchema.parse(JSON.parse(String(data)));
    stopEncoder();
    if (message.type !== 'state' || message.mode !== 'air') return;
    client.ws.send(`take ${message.take}`);
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi']
      .concat(['-i', `sine=frequency=${frequency}:sample_rate=48000`, '-c:a', 'libopus', '-b:a', '64k'])
      .concat(['-f', 'webm', '-cluster_time_limit', '100', '-live', '1', 'pipe:1']);
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (client.ws.readyState === WebSocket.OPEN) client.ws.send(chunk, { binary: true });
    });
    encoder = child;
  });
  client.ws.once('close', stopEncoder);
  return { stop: stopEncoder };
}
