import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { shownTrack, usePlayer } from '../../stores/player';
import { useOnAir } from '../on-air/use-on-air';
import { useBarOffersStation } from './bar-offer';

/**
 * Cover, title and artist of the current track, or "Cargando canciones..." while the list is empty. While the
 * bar offers the radio: "Ràdio Portbou · en directo" over what is on air.
 */
export function TrackInfo() {
  const { t } = useTranslation();
  const offersStation = useBarOffersStation();
  const onAirNow = useOnAir().data?.current ?? null;
  const current = usePlayer((s) => s.currentTrack);
  const onAir = usePlayer((s) => s.onAir);
  const track: Pick<Track, 'title' | 'artist' | 'coverImageUrl'> | null = offersStation
    ? {
        title: t('player.stationOffer', { name: STATION.name }),
        artist: onAirNow ? [onAirNow.title, onAirNow.artist].filter(Boolean).join(' · ') : '',
        coverImageUrl: onAirNow?.coverImageUrl ?? null,
      }
    : shownTrack(current, onAir);
  const hasTracks = usePlayer((s) => s.tracks.length > 0);
  if (!track && !hasTracks) {
    return <p className="truncate text-sm text-gray-700">{t('player.loading')}</p>;
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      {track?.coverImageUrl ? (
        <img
          src={track.coverImageUrl}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded bg-gray-200" aria-hidden>
          <Music className="h-5 w-5 text-gray-600" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-gray-900" data-testid="player-title">
          {track ? track.title || t('player.untitled') : t('player.untitled')}
        </p>
        <p className="truncate text-xs text-gray-700" data-testid="player-artist">
          {offersStation ? track?.artist : track?.artist || t('player.unknownArtist')}
        </p>
      </div>
    </div>
  );
}
