import { useEffect } from 'react';
import { create } from 'zustand';
import { usePlayer } from '../../stores/player';
import { isOnAir } from '../on-air/air-state';
import { useOnAir } from '../on-air/use-on-air';
import { listenLive } from './station-stream';

/**
 * Until the listener has chosen anything, the bar offers the radio while the station is on air: ▶ plays the
 * station's stream. The home page still primes the first song (spec §4); it is what "next" plays from here, and
 * what the bar offers while the station is off air or cannot be reached.
 */
export function useBarOffersStation(): boolean {
  return useBarPlay().offersStation;
}

/** "Next" from the offer: the primed song (or the first), where the library starts. */
export function playFirstFromOffer(): void {
  const s = usePlayer.getState();
  s.playIndex(Math.max(s.currentIndex, 0));
}

/** A tap on ▶ before the bar knew what ▶ plays: kept, and played as soon as it knows (a slow phone's first tap). */
const useKeptTap = create<{ kept: boolean }>(() => ({ kept: false }));

export interface BarPlay {
  /** What a tap on ▶ does now. */
  press(): void;
  /** The station's answer and the songs are in and there is nothing at all to play. */
  disabled: boolean;
  /** A tap is kept until the bar can answer it. */
  kept: boolean;
  /** ▶ may start the station's stream: also what a tap does before the app runs (the prerendered page's script). */
  mayOfferStation: boolean;
  /** Nothing chosen yet and the station on air: ▶ plays the station's stream. */
  offersStation: boolean;
}

/**
 * The bar's ▶ from the moment it is painted. It plays the radio when the station is on air and nothing was chosen,
 * else the songs; until the station's answer (and, off air, the songs) has arrived a tap is kept, never lost, and
 * played once the bar knows what it offers.
 */
export function useBarPlay(): BarPlay {
  const air = useOnAir();
  const untouched = usePlayer((s) => s.playRequest === 0);
  const tracksLoaded = usePlayer((s) => s.tracksLoaded);
  const playable = usePlayer((s) => s.tracks.length > 0 || s.currentTrack !== null);
  const kept = useKeptTap((s) => s.kept);
  const offersStation = untouched && isOnAir(air.state);
  const decided = !untouched || offersStation || (air.settled && tracksLoaded);
  const play = offersStation ? listenLive : usePlayer.getState().togglePlay;
  useEffect(() => {
    // The bar draws ▶ twice (desktop and phone layouts): the first to see the kept tap plays it, once.
    if (!kept || !decided || !useKeptTap.getState().kept) return;
    useKeptTap.setState({ kept: false });
    if (offersStation || playable) play();
  }, [kept, decided, offersStation, playable, play]);
  return {
    press: decided ? play : () => useKeptTap.setState({ kept: true }),
    disabled: decided && !offersStation && !playable,
    kept,
    mayOfferStation: untouched && air.state !== 'off',
    offersStation,
  };
}
