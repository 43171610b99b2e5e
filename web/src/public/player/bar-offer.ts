import { usePlayer } from '../../stores/player';
import { isOnAir } from '../on-air/air-state';
import { useOnAir } from '../on-air/use-on-air';

/**
 * Until the listener has chosen anything, the bar offers the radio while the station is on air: ▶ plays the
 * station's stream. The home page still primes the first song (spec §4); it is what "next" plays from here, and
 * what the bar offers while the station is off air or cannot be reached.
 */
export function useBarOffersStation(): boolean {
  const untouched = usePlayer((s) => s.playRequest === 0);
  const air = useOnAir().state;
  return untouched && isOnAir(air);
}

/** "Next" from the offer: the primed song (or the first), where the library starts. */
export function playFirstFromOffer(): void {
  const s = usePlayer.getState();
  s.playIndex(Math.max(s.currentIndex, 0));
}
