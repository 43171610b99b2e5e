import WebSocket from 'ws';
import {
  AIR_WINDOW_PATH,
  type AirWindowCommand,
  type AirWindowReport,
  airWindowCommandSchema,
} from '../../shared/schemas/broadcast/air-window';

export interface AirWindowClient {
  ws: WebSocket;
  /** Every binary frame received, in arrival order. */
  frames: Buffer[];
  commands: AirWindowCommand[];
  /** The HTTP status of a refused upgrade, or null once open. */
  opened: Promise<number | null>;
  report(report: Omit<AirWindowReport, 'type'>): void;
  stop(): void;
}

/** What the studio window's air player does over its WebSocket, as a Node client (`headers`: Cookie, Origin). */
export function openAirWindow(url: string, headers: Record<string, string> = {}): AirWindowClient {
  const ws = new WebSocket(url.startsWith('ws') ? url : `${url.replace(/^http/, 'ws')}${AIR_WINDOW_PATH}`, { headers });
  const frames: Buffer[] = [];
  const commands: AirWindowCommand[] = [];
  ws.on('message', (data, isBinary) => {
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) frames.push(chunk);
    else commands.push(airWindowCommandSchema.parse(JSON.parse(chunk.toString('utf8'))));
  });
  ws.on('error', () => {});
  const opened = new Promise<number | null>((resolve) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  });
  return {
    ws,
    frames,
    commands,
    opened,
    report: (report) => ws.send(JSON.stringify({ type: 'report', ...report })),
    stop: () => ws.terminate(),
  };
}
