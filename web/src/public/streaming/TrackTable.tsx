import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../stores/player';
import { formatTime } from '../player/format-time';
import { useTracks } from '../player/use-tracks';

/** The library as a table (#, Título, Artista, Álbum, Duración); a click anywhere on a row plays it. */
export function TrackTable() {
  const { t } = useTranslation();
  const tracks = useTracks();
  const currentId = usePlayer((s) => (s.currentStream ? null : (s.currentTrack?.id ?? null)));
  const list = Array.isArray(tracks.data) ? tracks.data : [];
  if (list.length === 0)
    return <p className="text-gray-700">{tracks.isPending ? t('player.loading') : t('music.emptyLibrary')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('streaming.tracksTitle')}</caption>
        <thead className="bg-gray-100 text-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              {t('streaming.columns.title')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('streaming.columns.artist')}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {t('streaming.columns.album')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('streaming.columns.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((track, i) => {
            const current = track.id === currentId;
            return (
              <tr
                key={track.id}
                className={`relative border-t border-gray-100 hover:bg-gray-50 ${current ? 'bg-red-50 font-semibold text-brand' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                <td className="px-3 py-2 tabular-nums">{i + 1}</td>
                <td className="px-3 py-2">
                  {/* The button stretches over the whole row, so the row is clickable and keyboard-reachable. */}
                  <button
                    type="button"
                    onClick={() => usePlayer.getState().playTrack(track)}
                    className="text-left after:absolute after:inset-0 after:content-['']"
                  >
                    {track.title || t('player.untitled')}
                  </button>
                  {/* Phones have no room for the album column: the album goes under the title instead. */}
                  <span className="block text-xs font-normal text-gray-600 sm:hidden">{track.album || '-'}</span>
                </td>
                <td className="px-3 py-2">{track.artist || t('player.unknownArtist')}</td>
                <td className="hidden px-3 py-2 sm:table-cell">{track.album || '-'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatTime(track.duration)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
