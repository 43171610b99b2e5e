import type { CoreRestart } from '../../../../shared/schemas/core/station-core';
import { api, ApiRequestError } from '../../lib/api';

// A restart takes a few seconds; a first start after a restore may take longer on a loaded machine.
const GIVE_UP_MS = 180_000;
const POLL_MS = 500;

/**
 * When the station's core last started, from /api/health (it answers 503 with the same body while nothing is on
 * air yet); undefined while nothing answers (the core is between its stop and its start).
 */
export async function coreStartedAt(): Promise<string | undefined> {
  try {
    return (await api('station.health')).startedAt;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return undefined;
    try {
      return (JSON.parse(error.body) as { startedAt?: string }).startedAt;
    } catch {
      return undefined;
    }
  }
}

/** Resolves once the core answers again with another start than `before`; throws after a few minutes without one. */
export async function waitForRestart(before: string | undefined): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const now = await coreStartedAt();
    if (now !== undefined && now !== before) return;
    if (Date.now() > deadline)
      throw new Error(
        'La emisora no ha vuelto a arrancar: revisa el ordenador de la emisora (su registro dice por qué).',
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Sends a change the core applies by restarting, then waits for the restart when the answer says one is under way.
 * `onRestarting` shows the station's own message meanwhile.
 */
export async function applyWithRestart(
  send: () => Promise<CoreRestart>,
  onRestarting: (message: string) => void,
): Promise<CoreRestart> {
  const before = await coreStartedAt();
  const answer = await send();
  if (!answer.restarting) return answer;
  onRestarting(answer.message);
  await waitForRestart(before);
  return answer;
}
