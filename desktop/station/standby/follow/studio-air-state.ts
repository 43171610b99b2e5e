import { STANDBY_API_PATHS } from '../../../../shared/api/paths/standby-paths';
import { type StandbyAirState, standbyAirStateSchema } from '../../../../shared/schemas/standby/standby';
import type { Logger } from '../../core/log';

/**
 * How often a standby asks for the studio's air state. Any recent state will do (the standby decides forward from
 * it to the minute it takes the air); a fresher one only spares decisions and catches the studio's last inserts.
 */
export const AIR_STATE_POLL_MS = 10_000;

const AIR_STATE_PATH = `/api${STANDBY_API_PATHS['standby.airState'].split(' ')[1]}`;

/**
 * The studio's last air decisions, kept in memory for the moment this standby takes the air (takeover.ts). Polled
 * on its own, beside the copy (which can take minutes for new media); an unchanged state costs a 304.
 */
export function watchStudioAirState(
  follow: { url: string; token: string },
  options: { log: Logger; signal: AbortSignal; pollMs?: number },
) {
  const state = { latest: null as StandbyAirState | null, etag: null as string | null, error: null as string | null };
  let timer: NodeJS.Timeout | undefined;

  async function read() {
    const headers: Record<string, string> = { authorization: `Bearer ${follow.token}` };
    if (state.etag) headers['if-none-match'] = state.etag;
    const response = await fetch(`${follow.url}${AIR_STATE_PATH}`, { headers, signal: options.signal });
    if (response.status === 304) return;
    if (!response.ok) throw new Error(`${AIR_STATE_PATH}: ${response.status} ${response.statusText}`);
    state.latest = standbyAirStateSchema.parse(await response.json());
    state.etag = response.headers.get('etag');
  }

  async function tick() {
    try {
      await read();
      state.error = null;
    } catch (error) {
      if (options.signal.aborted) return;
      const message = (error as Error).message;
      // Said once per cause: the takeover's own watch already reports a studio that is gone.
      if (message !== state.error) options.log.warn("the studio's air state could not be read", { error: message });
      state.error = message;
    }
    if (!options.signal.aborted) timer = setTimeout(() => void tick(), options.pollMs ?? AIR_STATE_POLL_MS);
  }

  return {
    start: () => void tick(),
    stop: () => clearTimeout(timer),
    /** The latest state received (null: the studio was never reached). */
    latest: () => state.latest,
  };
}
