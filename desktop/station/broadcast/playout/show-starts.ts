import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { PlannedItem, Programming } from '../../programming/planner/programming';
import type { Clock } from '../../core/clock';
import type { Layer } from '../bus/mixer';
import type { OnAirItem } from '../on-air/on-air-item';

// Hard-timed starts are checked twice a second; a show's decoder is started this far ahead of its start.
const SHOW_CHECK_FRAMES = 25;
const SHOW_PREROLL_MS = 6_000;
// A show found already running (the station started mid-slot) joins where it would be, unless it only just began.
const SHOW_JOIN_AFTER_S = 5;

interface ShowStartsDeps {
  ctx: Pick<StationContext, 'repos'>;
  log: Logger;
  clock: Clock;
  programming: Programming;
  layerFor(planned: PlannedItem, offsetSeconds: number): Layer<OnAirItem>;
  tryLayer(planned: PlannedItem): Layer<OnAirItem> | null;
  /** A show does not cut in now (the live show or a break is on air). */
  blocked(): boolean;
  /** Puts the show's layer on air, whatever plays fading out. */
  take(layer: Layer<OnAirItem>): void;
}

/** The recorded shows' hard-timed starts: a show due now takes the air, its decoder started ahead. */
export function createShowStarts(deps: ShowStartsDeps) {
  const { programming, clock } = deps;
  /** A recorded show's layer, decoding ahead of its start. */
  let showLayer: Layer<OnAirItem> | null = null;
  let frameCount = 0;

  function decodeAhead(soon: ReturnType<Programming['showSoon']>) {
    if (!soon || showLayer) return;
    const track = programming.showTrack(soon);
    if (track)
      showLayer = deps.tryLayer({
        id: 0,
        source: 'show',
        track,
        pinned: false,
        campaignId: null,
        programmeId: soon.id,
        breakAt: null,
      });
  }

  /** Called every frame; twice a second it looks, and true means a show just took the air. */
  function check(): boolean {
    if (++frameCount % SHOW_CHECK_FRAMES !== 0 || deps.blocked()) return false;
    const now = clock.now();
    const soon = programming.showSoon(now, SHOW_PREROLL_MS);
    decodeAhead(soon);
    const due = programming.showNow(now);
    if (!due) {
      if (showLayer && !soon) {
        showLayer.source.close();
        showLayer = null;
      }
      return false;
    }
    const slotStart = programming.slotAt(now).find((s) => s.id === due.programmeId)?.startAt ?? now;
    const lateSeconds = (now - slotStart) / 1000;
    let layer: Layer<OnAirItem> | null;
    if (showLayer && showLayer.meta.trackId === due.track.id && lateSeconds < SHOW_JOIN_AFTER_S) {
      layer = showLayer;
      layer.meta = { ...layer.meta, planned: due };
    } else {
      showLayer?.source.close();
      layer =
        lateSeconds >= SHOW_JOIN_AFTER_S && lateSeconds < due.track.duration
          ? deps.layerFor(due, lateSeconds)
          : deps.tryLayer(due);
    }
    showLayer = null;
    if (!layer) return false;
    deps.log.info('recorded show starts', {
      programmeId: due.programmeId,
      title: due.track.title,
      lateSeconds: Math.round(lateSeconds),
    });
    deps.take(layer);
    return true;
  }

  return {
    check,
    stop() {
      showLayer?.source.close();
      showLayer = null;
    },
  };
}
