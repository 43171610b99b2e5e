import type { Socket } from 'node:net';
import type { createIcyInterleaver } from './icy';
import type { ListenerReply } from './listener-reply';

export interface MountListener {
  reply: ListenerReply;
  /** Audio goes straight to the socket once the headers are out (see send). */
  socket: Socket;
  icy: ReturnType<typeof createIcyInterleaver> | null;
}

/** A mount's listeners, each with a bounded queue: one that falls `maxBacklog` bytes behind is dropped. */
export class MountListeners {
  private readonly connected = new Set<MountListener>();
  private droppedCount = 0;

  constructor(
    private readonly maxBacklog: number,
    /** The count changed by a listener leaving or being dropped. */
    private readonly onLeft: (count: number) => void,
  ) {}

  get size(): number {
    return this.connected.size;
  }

  /** Listeners dropped for falling behind, since the mount was made. */
  get dropped(): number {
    return this.droppedCount;
  }

  add(listener: MountListener) {
    this.connected.add(listener);
  }

  remove(listener: MountListener) {
    if (this.connected.delete(listener)) this.onLeft(this.connected.size);
  }

  // Straight to the socket, also when Node's response sent the head: the body is raw bytes until close (no
  // chunking), and ServerResponse's write path (cork, uncork on the next tick, its own bookkeeping) cost about a tenth of
  // the fan-out's CPU in the profile (docs/benchmarks.md, mount fan-out attempts).
  send(listener: MountListener, audio: Buffer, title: string) {
    const { socket } = listener;
    if (socket.destroyed) return this.remove(listener);
    socket.write(listener.icy ? listener.icy.interleave(audio, title) : audio);
    // A listener this far behind will not catch up; dropping it protects memory for everyone else.
    if (socket.writableLength > this.maxBacklog) {
      this.droppedCount++;
      socket.destroy();
      this.remove(listener);
    }
  }

  sendAll(audio: Buffer, title: string) {
    for (const listener of this.connected) this.send(listener, audio, title);
  }

  /** Ends every response, without counting them as leaving one by one. */
  endAll() {
    for (const listener of this.connected) listener.reply.end();
    this.connected.clear();
  }
}
