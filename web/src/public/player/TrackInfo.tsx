import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shownTrack, usePlayer } from '../../stores/player';

/** Cover, title and artist of the current track, or "Cargando canciones..." while the list is empty. */
export function TrackInfo() {
  const { t } = useTranslation();
  const current = usePlayer((s) => s.currentTrack);
  const onAir = usePlayer((s) => s.onAir);
  const track = shownTrack(current, onAir);
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
          {track ? track.artist || t('player.unknownArtist') : t('player.unknownArtist')}
        </p>
      </div>
    </div>
  );
}
