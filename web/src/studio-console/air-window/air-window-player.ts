import {
  AIR_WINDOW_PATH,
  type AirWindowReport,
  airWindowCommandSchema,
  type WindowDevice,
} from '../../../../shared/schemas/broadcast/air-window';
import { type AirAudio, AirAudioError, closeAirAudio, listCards, openAirAudio, peakDbfs } from './air-window-audio';

/** How often the window tells the station its state and the level it measures. */
const REPORT_EVERY_MS = 1_000;
/** Reconnecting after the socket closes: 1 s, doubled up to 30 s, back to 1 s once connected. */
const BACKOFF = { firstMs: 1_000, maxMs: 30_000 };

export type PlayerView = Pick<AirWindowReport, 'state' | 'reason'> & { label: string | null; connected: boolean };

interface Link {
  socket: WebSocket | null;
  audio: AirAudio | null;
  /** The card the station asked for last (null: only report); a slower open for an older ask is discarded. */
  wanted: string | null;
  report: Pick<AirWindowReport, 'state' | 'reason'>;
  devices: WindowDevice[];
  backoffMs: number;
  stopped: boolean;
}

/**
 * The studio window's half of "Salida al emisor" through the window (`ventana:<deviceId>`): a WebSocket to the
 * station that brings the bus (binary s16le stereo 44.1 kHz frames, already delayed and gained by the station) and
 * says which card to play it on; the PCM goes into the ring buffer worklet of a context pinned to that card with
 * setSinkId. The window reports its state, the peak it measures and its cards; it reconnects with backoff.
 */
export function startAirWindowPlayer(onView: (view: PlayerView) => void) {
  const link: Link = {
    socket: null,
    audio: null,
    wanted: null,
    report: { state: 'idle', reason: null },
    devices: [],
    backoffMs: BACKOFF.firstMs,
    stopped: false,
  };
  const timers = { retry: 0, report: 0 };

  const labelOf = (deviceId: string | null) => link.devices.find((d) => d.deviceId === deviceId)?.label ?? deviceId;
  function send() {
    const view = { ...link.report, label: labelOf(link.wanted), connected: link.socket?.readyState === WebSocket.OPEN };
    onView(view);
    if (!view.connected) return;
    const report: AirWindowReport = {
      type: 'report',
      ...link.report,
      sinkId: link.audio?.deviceId ?? null,
      peakDbfs: peakDbfs(link.audio),
      devices: link.devices,
    };
    link.socket?.send(JSON.stringify(report));
  }
  const refreshCards = () =>
    void listCards().then((devices) => {
      link.devices = devices;
      send();
    });
  // A card plugged in (or back): the one that could not play is tried again.
  const onDeviceChange = () => {
    refreshCards();
    if (link.report.state === 'failed') void playOn(link.wanted);
  };

  async function playOn(deviceId: string | null) {
    link.wanted = deviceId;
    if (deviceId !== null && link.audio?.deviceId === deviceId && link.report.state === 'playing') return;
    closeAirAudio(link.audio);
    link.audio = null;
    link.report = { state: 'idle', reason: null };
    if (deviceId !== null) {
      try {
        const audio = await openAirAudio(deviceId);
        if (link.wanted !== deviceId || link.stopped) return closeAirAudio(audio);
        link.audio = audio;
        link.report = { state: 'playing', reason: null };
        // Chromium reports a card lost while playing (unplugged USB) as an error of the context.
        audio.context.addEventListener('error', () => {
          if (link.audio !== audio) return;
          link.report = { state: 'failed', reason: 'la tarjeta de sonido ha dejado de responder' };
          send();
        });
      } catch (error) {
        if (link.wanted !== deviceId) return;
        link.report = { state: 'failed', reason: error instanceof AirAudioError ? error.message : String(error) };
      }
    }
    send();
  }

  function connect() {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}${AIR_WINDOW_PATH}`);
    socket.binaryType = 'arraybuffer';
    link.socket = socket;
    socket.onopen = () => {
      link.backoffMs = BACKOFF.firstMs;
      refreshCards();
    };
    socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
      if (typeof event.data !== 'string') {
        link.audio?.node.port.postMessage(event.data, [event.data]);
        return;
      }
      const command = airWindowCommandSchema.safeParse(JSON.parse(event.data));
      if (command.success) void playOn(command.data.deviceId);
    };
    socket.onclose = () => {
      if (link.socket !== socket) return;
      link.socket = null;
      void playOn(null);
      if (link.stopped) return;
      timers.retry = window.setTimeout(connect, link.backoffMs);
      link.backoffMs = Math.min(BACKOFF.maxMs, link.backoffMs * 2);
    };
  }

  navigator.mediaDevices?.addEventListener('devicechange', onDeviceChange);
  timers.report = window.setInterval(send, REPORT_EVERY_MS);
  connect();
  return {
    stop() {
      link.stopped = true;
      window.clearTimeout(timers.retry);
      window.clearInterval(timers.report);
      navigator.mediaDevices?.removeEventListener('devicechange', onDeviceChange);
      link.socket?.close();
      link.socket = null;
      link.wanted = null;
      closeAirAudio(link.audio);
      link.audio = null;
    },
  };
}
