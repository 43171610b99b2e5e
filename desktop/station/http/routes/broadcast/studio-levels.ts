import type { Response } from 'express';
import type { Levels } from '../../../../../shared/schemas/broadcast/studio';
import type { StationContext } from '../../../core/context';

/** Writes the air's levels (10 a second) and cart changes to an open event stream; returns the unsubscribe. */
export function streamLevels(ctx: Pick<StationContext, 'broadcast'>, res: Response): () => void {
  const onLevels = (levels: Levels) => {
    // A slow client must not queue meter frames: skip while the socket is backed up.
    if (res.writableNeedDrain) return;
    res.write(`event: levels\ndata: ${JSON.stringify(levels)}\n\n`);
  };
  ctx.broadcast.events.on('levels', onLevels);
  return () => ctx.broadcast.events.off('levels', onLevels);
}
