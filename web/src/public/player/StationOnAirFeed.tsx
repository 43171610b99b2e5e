import { useEffect } from 'react';
import { usePlayer } from '../../stores/player';
import { useOnAir } from '../on-air/use-on-air';

/**
 * Mounted only while the station's mount plays: follows the now-playing events and hands the on-air title,
 * artist and cover to the bar and the lock screen. Unmounting (a library track chosen) clears them.
 */
export function StationOnAirFeed() {
  const feed = useOnAir();
  const current = feed.data?.current ?? null;
  useEffect(() => {
    usePlayer.getState().setOnAir(
      current
        ? {
            title: current.title,
            artist: current.artist,
            album: current.album ?? '',
            coverImageUrl: current.coverImageUrl,
          }
        : null,
    );
  }, [current]);
  useEffect(() => () => usePlayer.getState().setOnAir(null), []);
  return null;
}
