// What the engine does as the air changes outside a plain item's start (a live song's title, silence), and its ID.
import type { Logger } from '../../core/log';
import type { Clock } from '../../core/clock';
import type { OnAirBooks } from './on-air-books';
import type { OnAirItem } from '../on-air/on-air-item';
import type { OnAirState } from './on-air-state';
import { onAirTitle } from '../on-air/on-air-title';
import type { StationOutputs } from '../outputs/station-outputs';
import type { AirTextFeeds } from './air-text-feeds';
import { findStationIdFile } from '../../config/bundled-resources';

/** A presenter's new song goes where the rotation's titles go: players and relays, RDS and DAB+, now-playing. */
export function retitleLive(
  item: OnAirItem,
  to: {
    outputs: Pick<StationOutputs, 'setTitle'>;
    texts: Pick<AirTextFeeds, 'onAir'>;
    onAir: Pick<OnAirState, 'retitleLive'>;
  },
) {
  to.outputs.setTitle(onAirTitle(item));
  to.texts.onAir(item);
  to.onAir.retitleLive(item.title);
}

/** Nothing follows what ended: its as-run row ends now and now-playing shows nothing on air. */
export function silenced(books: Pick<OnAirBooks, 'silence'>, onAir: Pick<OnAirState, 'silent'>, clock: Clock) {
  books.silence(new Date(clock.now()).toISOString());
  onAir.silent();
}

/** The bundled station ID's file, or null (said once: an empty library then plays silence). */
export function bundledStationId(resourcesDir: string | undefined, log: Logger): string | null {
  const file = findStationIdFile(resourcesDir);
  if (!file) log.warn('bundled station ID not found; an empty library will play silence');
  return file;
}
