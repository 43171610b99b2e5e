/** What `event(listener)` returns: call `dispose()` to stop listening. */
export interface Disposable {
  dispose(): void;
}

/**
 * A typed event with one payload type, in the style of VS Code's `Emitter<T>`: the owner fires, anyone may
 * subscribe. A listener that throws is reported and the others still run, so one broken subscriber cannot keep
 * a change from reaching the rest (the air among them).
 */
export class Emitter<T> {
  private readonly listeners = new Set<(payload: T) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  /** Subscribes; the listener runs synchronously on every `fire`. */
  readonly event = (listener: (payload: T) => void): Disposable => {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  };

  /** How many listeners are subscribed (an owner that stopped without disposing shows here). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  fire(payload: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(payload);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
