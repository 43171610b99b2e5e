import net from 'node:net';

export interface ListenerPool {
  /** Bytes each listener has received since it (re)connected first. */
  received: number[];
  /** Listeners whose response started with 200 and whose socket is open. */
  connected(): number;
  /** Sockets the station or the network closed, with the reason (our own close() is not counted). */
  drops: Array<{ at: number; listener: number; reason: string }>;
  /** Listeners that left on purpose and came back at once (churn), not counted as drops. */
  churned(): number;
  /** `n` random listeners hang up and reconnect at once: people tuning out and in, as a real audience does. */
  churn(n: number): void;
  close(): void;
}

/**
 * `count` /stream listeners on raw sockets, as bench/listeners.ts opens them: the load generator
 * shares the cores with the station, and HTTP parsing of hundreds of streams would measure the
 * client. A dropped listener is counted and comes back a second later, so the load stays constant.
 */
export async function startListeners(url: string, count: number): Promise<ListenerPool> {
  const { hostname, port } = new URL(url);
  const received = new Array<number>(count).fill(0);
  const alive = new Array<boolean>(count).fill(false);
  const sockets = new Array<net.Socket | undefined>(count);
  const drops: ListenerPool['drops'] = [];
  const leaving = new Set<number>();
  let churned = 0;
  let closing = false;

  const connect = (i: number) => {
    let first = true;
    let reason = 'closed by the station';
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`GET /stream HTTP/1.1\r\nHost: ${hostname}\r\nUser-Agent: emisora-soak\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      if (first) {
        first = false;
        alive[i] = chunk.toString('latin1', 0, 12).startsWith('HTTP/1.1 200');
        if (!alive[i]) reason = `answered ${chunk.toString('latin1', 9, 12)}`;
      }
      received[i]! += chunk.length;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reason = error.code ?? error.message;
    });
    socket.on('close', () => {
      alive[i] = false;
      if (closing) return;
      if (leaving.delete(i)) {
        churned++;
        connect(i);
        return;
      }
      drops.push({ at: Date.now(), listener: i, reason });
      setTimeout(() => {
        if (!closing) connect(i);
      }, 1_000);
    });
    sockets[i] = socket;
  };

  for (let i = 0; i < count; i++) {
    connect(i);
    // 500 new listeners a second at most, as in bench/listeners.ts (a popular show starting).
    if (i % 50 === 49) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    received,
    drops,
    connected: () => alive.filter(Boolean).length,
    churned: () => churned,
    churn(n) {
      for (let k = 0; k < n; k++) {
        const i = Math.floor(Math.random() * count);
        if (!alive[i] || leaving.has(i)) continue;
        leaving.add(i);
        sockets[i]?.destroy();
      }
    },
    close() {
      closing = true;
      for (const socket of sockets) socket?.destroy();
    },
  };
}
