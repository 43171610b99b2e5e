import fs from 'node:fs';
import { assertPortFree } from '../../desktop/station/config/ports';

/** Linux's default ephemeral range starts here (net.ipv4.ip_local_port_range). */
const DEFAULT_EPHEMERAL_LOW = 32768;
const LOWEST = 10_000;

/** The first port the kernel may hand out on its own (to `listen(0)` or to an outgoing connection). */
export function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > LOWEST + 1000 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/**
 * A free 127.0.0.1 port for a server a test stops and starts again on the same port. It lies below the kernel's
 * ephemeral range: while the server is down, no `listen(0)` of another test and no outgoing connection (thousands a
 * minute in the listener suites) can be given it, so the restart finds it free. A port from `freePorts` came back
 * taken in CI once (Icecast's restart in relays.test.ts).
 */
export async function restartablePort(): Promise<number> {
  const high = ephemeralLow() - 1;
  for (let attempt = 1; ; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST));
    try {
      await assertPortFree('127.0.0.1', port);
      return port;
    } catch (error) {
      if (attempt === 50) throw error;
    }
  }
}

/**
 * `count` distinct ports the same way, for a process that binds them only after a slow start (the CLI under tsx takes
 * a second or two): a kernel-chosen port could be handed to another socket meanwhile.
 */
export async function portsBelowEphemeral(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await restartablePort());
  return [...ports];
}
