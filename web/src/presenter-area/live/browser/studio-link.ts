import {
  BROWSER_STUDIO_PATH,
  type BrowserStudioMessage,
  browserStudioMessageSchema,
} from '../../../../../shared/schemas/broadcast/browser-studio';

/**
 * The recorder's slice: each slice is sent as it is made, so it bounds what the browser holds back (with the
 * station's 0.25 s decoder prebuffer, the mouth-to-listener figure is in docs/benchmarks.md).
 */
const TIMESLICE_MS = 100;
const OPUS_BITS_PER_SECOND = 96_000;

function recorderType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm'].find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * The browser studio's connection to the station: the station's live arbiter says when the mix is on air (a new
 * take each time), and only then is it recorded and sent. `onClose` says whether the station ended it on purpose.
 */
export function openStudioLink(
  stream: MediaStream,
  handlers: { onMessage(message: BrowserStudioMessage): void; onClose(cleanly: boolean): void },
): { close(): void } {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${window.location.host}${BROWSER_STUDIO_PATH}`);
  let recorder: MediaRecorder | null = null;
  let told = false;

  const stopRecorder = () => {
    const stopping = recorder;
    recorder = null;
    if (stopping && stopping.state !== 'inactive') stopping.stop();
  };
  const startTake = (take: number) => {
    stopRecorder();
    socket.send(`take ${take}`);
    const next = new MediaRecorder(stream, { mimeType: recorderType(), audioBitsPerSecond: OPUS_BITS_PER_SECOND });
    next.ondataavailable = (event) => {
      // A stopped recorder's last slice comes after it stopped, maybe after the next take's mark: it is dropped.
      if (recorder === next && event.data.size > 0 && socket.readyState === WebSocket.OPEN) socket.send(event.data);
    };
    next.start(TIMESLICE_MS);
    recorder = next;
  };

  socket.onmessage = (event) => {
    const parsed = browserStudioMessageSchema.safeParse(JSON.parse(String(event.data)));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'state' && message.mode === 'air') startTake(message.take);
    else stopRecorder();
    if (message.type !== 'state') told = true;
    handlers.onMessage(message);
  };
  socket.onclose = () => {
    stopRecorder();
    handlers.onClose(told);
  };
  return {
    close() {
      told = true;
      stopRecorder();
      socket.close();
    },
  };
}
