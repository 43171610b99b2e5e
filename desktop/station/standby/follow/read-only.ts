import type { NextFunction, Request, Response } from 'express';
import type { StationConfig } from '../../config/config';
import { HttpError } from '../../http/errors/errors';

/** What a standby still accepts: signing in and out (to look at its admin), and what a studio's followers send. */
export const FOLLOWER_WRITES_ALLOWED: ReadonlyArray<RegExp> = [/^\/auth\/(login|logout)\/?$/, /^\/standby\//];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A standby's data is the studio's copy: an edit made on it would be overwritten by the next copy, or worse, be
 * believed saved. Every state-changing API request is refused with the studio's address, for the admin to go there.
 */
export function followerReadOnly(config: Pick<StationConfig, 'follow'>) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!config.follow || READS.has(req.method) || FOLLOWER_WRITES_ALLOWED.some((allowed) => allowed.test(req.path)))
      return next();
    next(
      new HttpError(
        409,
        'follower_read_only',
        `Esta estación es la de reserva de ${config.follow.url}: los cambios se hacen en el estudio.`,
      ),
    );
  };
}
