/** What the widget's button and status line show. */
export type StreamState = 'stopped' | 'connecting' | 'playing' | 'reconnecting';

/** How long the audio may stand still while meant to play before the mount is opened again. */
const STUCK_MS = 8_000;
const MAX_RETRY_MS = 10_000;

/**
 * The station's mount in an <audio>, kept playing on its own: when the station restarts, the connection ends
 * (`ended`/`error`) or just stops delivering (the clock stands still), and the mount is opened again with a
 * growing delay (1, 2, 4 … 10 s) until audio flows. Only a listener's pause stops it.
 */
export class StreamAudio {
  private wanted = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private lastTime = -1;
  private stillSince = 0;

  constructor(
    private readonly audio: HTMLAudioElement,
    private readonly src: string,
    private readonly onState: (state: StreamState) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    audio.addEventListener('playing', () => {
      this.attempt = 0;
      this.onState('playing');
    });
    audio.addEventListener('error', () => this.recover());
    audio.addEventListener('ended', () => this.recover());
    setInterval(() => this.watch(), 1_000);
  }

  get playing(): boolean {
    return this.wanted;
  }

  play(): void {
    this.wanted = true;
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.wanted = false;
    clearTimeout(this.retry);
    this.retry = undefined;
    this.audio.pause();
    // Drop the connection: a paused live stream would otherwise keep downloading (and play stale audio later).
    this.audio.removeAttribute('src');
    this.audio.load();
    this.onState('stopped');
  }

  private open(): void {
    this.onState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    this.lastTime = -1;
    this.audio.src = this.src;
    this.audio.play().catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      // A newer open() interrupted this one: nothing failed.
      if (name === 'AbortError') return;
      // The browser wants a click first: wait for the listener instead of retrying.
      if (name === 'NotAllowedError') this.stop();
      else this.recover();
    });
  }

  private recover(): void {
    if (!this.wanted || this.retry !== undefined) return;
    this.onState('reconnecting');
    const delay = Math.min(1_000 * 2 ** this.attempt, MAX_RETRY_MS);
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.wanted) this.open();
    }, delay);
  }

  private watch(): void {
    if (!this.wanted || this.retry !== undefined) return;
    const time = this.audio.currentTime;
    if (time !== this.lastTime) {
      this.lastTime = time;
      this.stillSince = this.now();
    } else if (this.now() - this.stillSince > STUCK_MS) this.recover();
  }
}
