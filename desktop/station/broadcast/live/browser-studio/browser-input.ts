import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import type { BrowserStudioMessage } from '../../../../../shared/schemas/broadcast/browser-studio';
import type { Logger } from '../../../core/log';
import type { Admission, AdmitRequest, LiveControl, LiveMode } from '../admission/live-admission';
import { liveControl } from '../admission/live-control';
import type { LiveFeed } from '../show/live-source';

/**
 * The recorder's WebM (Matroska, Opus) as the decoder reads it. The codec setup is in the header (CodecPrivate),
 * so the probe need not wait for audio: a 64 KiB probe would hold a 32 kbit/s Opus stream back for 16 s.
 */
const BROWSER_INPUT_ARGS = ['-probesize', '32', '-analyzeduration', '0', '-f', 'matroska'];

/** WebSocket close codes of the studio's own (4000–4999 are the application's). */
export const CLOSE = { refused: 4403, kicked: 4408 } as const;

export interface BrowserStudioDeps {
  log: Logger;
  admit(request: AdmitRequest): Admission;
  release(connectionId: number): void;
  now(): number;
  /** Puts the feed on air; false while another live show holds the input. */
  startLive(feed: LiveFeed): boolean;
  /** Ends this feed's show, and only this one's (fading back over `fadeFrames`, by default briefly). */
  endLive(reason: string, feed: LiveFeed, fadeFrames?: number): void;
}

/**
 * One browser's recorder session ("take") as a live feed. Each take starts with its WebM header; a decoder that is
 * restarted mid-take gets the header again and resyncs on the next cluster.
 */
function takeFeed(owner: number, onDetach: () => void) {
  let sink: Writable | null = null;
  let header: Buffer | null = null;
  const pending: Buffer[] = [];
  const feed: LiveFeed = {
    inputArgs: BROWSER_INPUT_ARGS,
    owner,
    attach(next) {
      sink = next;
      if (header && pending.length === 0) next.write(header);
      for (const chunk of pending.splice(0)) next.write(chunk);
    },
    detach() {
      sink = null;
      onDetach();
    },
  };
  return {
    feed,
    write(chunk: Buffer) {
      header ??= chunk;
      if (sink?.writable) sink.write(chunk);
      else if (!sink) pending.push(chunk);
    },
  };
}

/**
 * The browser studio's live input: a signed-in user's WebSocket carries MediaRecorder WebM chunks.
 * The live arbiter admits it (`via: 'browser'`) and moves it: in standby the browser records nothing; on air the
 * station asks for a new take (its number in the state message) and the browser starts a recorder, announcing the
 * take before its bytes, so bytes of an older take never reach a decoder that expects a header.
 */
export function createBrowserStudio(deps: BrowserStudioDeps) {
  const { log } = deps;
  const sockets = new Set<WebSocket>();

  function connect(user: { id: number; username: string }, socket: WebSocket) {
    sockets.add(socket);
    const state = {
      mode: 'standby' as LiveMode | 'ended',
      take: 0,
      receiving: false,
      current: null as ReturnType<typeof takeFeed> | null,
      onAir: false,
      admission: null as Extract<Admission, { ok: true }> | null,
    };
    const send = (message: BrowserStudioMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const sendState = () => {
      if (!state.admission || state.mode === 'ended') return;
      const { until, showName } = state.admission;
      send({ type: 'state', mode: state.mode, take: state.take, until, showName: showName ?? null, now: deps.now() });
    };
    const close = () => socket.close(CLOSE.kicked, 'kicked');
    const offAir = (reason: string, fadeFrames?: number) => {
      const take = state.current;
      state.receiving = false;
      state.current = null;
      if (state.onAir && take) deps.endLive(reason, take.feed, fadeFrames);
      state.onAir = false;
    };
    const control: LiveControl = liveControl({
      air() {
        offAir('a new take');
        state.mode = 'air';
        state.take += 1;
        const take = takeFeed(user.id, () => {
          // Kicked: the fade out has been heard, the socket closes.
          if (state.current !== take && state.mode === 'ended') return close();
          // Detached by playout, not by us (the feed stalled, the station stops): this take is over.
          if (state.current !== take) return;
          state.current = null;
          state.onAir = false;
          control.kick('La emisión desde el navegador se ha cortado: vuelve a pulsar «¡Al aire!».');
        });
        if (deps.startLive(take.feed)) {
          state.current = take;
          state.onAir = true;
        } else {
          state.mode = 'standby';
          log.warn('browser studio could not take the live input', { user: user.username });
        }
        sendState();
      },
      leave: offAir,
      onStandby() {
        state.mode = 'standby';
        sendState();
      },
      // The presenter hears the fade out before their socket is closed (when the take is let go).
      onKick(reason) {
        state.mode = 'ended';
        send({ type: 'ended', reason });
      },
      hangUp: close,
    });

    const admission = deps.admit({ userId: user.id, via: 'browser', at: deps.now(), control });
    if (!admission.ok) {
      log.info('browser studio refused', { user: user.username, reason: admission.reason });
      send({ type: 'refused', reason: admission.reason });
      socket.close(CLOSE.refused, 'refused');
      sockets.delete(socket);
      return;
    }
    state.admission = admission;
    log.info('browser studio connected', { user: user.username, mode: state.mode });
    sendState();

    socket.on('message', (data, isBinary) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (!isBinary) {
        // The browser announces the take its next bytes belong to.
        const take = Number(/^take (\d+)$/.exec(chunk.toString('utf8'))?.[1]);
        state.receiving = state.onAir && take === state.take;
        return;
      }
      if (state.receiving) state.current?.write(chunk);
    });
    socket.on('error', () => {});
    socket.once('close', () => {
      sockets.delete(socket);
      offAir('browser studio disconnected');
      state.mode = 'ended';
      deps.release(admission.connectionId);
      log.info('browser studio disconnected', { user: user.username });
    });
  }

  return {
    connect,
    /** The station stops: every browser is hung up on (their close releases them). */
    dropAll() {
      for (const socket of sockets) socket.terminate();
    },
    connected: () => sockets.size,
  };
}
export type BrowserStudio = ReturnType<typeof createBrowserStudio>;
