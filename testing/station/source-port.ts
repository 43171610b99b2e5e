import { assertPortFree, freePorts } from '../../desktop/station/config/ports';

/**
 * A free port for the Icecast source input whose next port is free too: the station opens Shoutcast v1 on the
 * source port + 1, and a free port's neighbour is often some other socket's (a CLI test then logged the station's
 * EADDRINUSE as an ERROR, with four workers and three other suites on the machine).
 */
export async function freeSourcePort(): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [port] = (await freePorts(1)) as [number];
    try {
      await assertPortFree('127.0.0.1', port + 1);
      return port;
    } catch (error) {
      if (attempt === 20) throw error;
    }
  }
}
