import type { Response } from 'express';
import type { CoreRestart } from '../../../../../shared/schemas/core/station-core';
import type { CoreRestartReason, StationContext } from '../../../core/context';
import { HttpError } from '../../errors/errors';

/** Refuses a change that needs a restart where nothing can restart the core (checked before anything is changed). */
export function assertCanRestart(ctx: Pick<StationContext, 'restartCore'>): void {
  if (!ctx.restartCore)
    throw new HttpError(
      409,
      'cannot_restart',
      'Esta emisora no puede reiniciarse sola: aplica el cambio al arrancarla (npm start -- --restore / --timezone).',
    );
}

/**
 * Answers that the core restarts to apply a change, then restarts it once the answer has gone out: the page waits
 * for /api/health to show a new start, the listeners reconnect as after any restart.
 */
export function answerAndRestart(
  ctx: Pick<StationContext, 'restartCore'>,
  res: Response,
  reason: CoreRestartReason,
  message: string,
): void {
  const body: CoreRestart = { restarting: true, message };
  res.once('finish', () => ctx.restartCore?.(reason));
  res.status(202).set('Cache-Control', 'no-store').json(body);
}
