import type { Response } from 'express';

/**
 * Aborts when the client goes away before its answer is sent (closed tab, dropped connection), so work done
 * only for that answer, such as a download, stops with it. The response's 'close' is the signal: the
 * request's own 'close' fires as soon as its body has been read.
 */
export function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('the client closed the connection'));
  });
  return controller.signal;
}
