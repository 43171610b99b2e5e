import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { apiQuery, api } from '../../lib/api';
import { usePlayer } from '../../stores/player';

/** A song of the history that is not among the rows loaded so far (big libraries load a page at a time). */
const fetchTrack = async (id: number): Promise<Track> => api('tracks.get', { params: { id } });

/** "Reproducidas recientemente": the station's real play history, newest first. */
export function RecentPlays({ tracks }: { tracks: readonly Track[] }) {
  const { t, i18n } = useTranslation();
  const recent = useQuery({ ...apiQuery('tracks.recent'), retry: false, refetchInterval: 30_000 });
  if (recent.isPending) return <p className="text-gray-700">{t('player.loading')}</p>;
  if (recent.isError || !Array.isArray(recent.data)) return <p className="text-gray-700">{t('music.recentError')}</p>;
  if (recent.data.length === 0) return <p className="text-gray-700">{t('music.recentEmpty')}</p>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ol className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
      {recent.data.map((play) => {
        const loaded = tracks.find((tr) => tr.id === play.trackId);
        const play_ = async () => {
          if (play.trackId === null) return;
          const track = loaded ?? (await fetchTrack(play.trackId).catch(() => undefined));
          if (track) usePlayer.getState().playTrack(track);
        };
        return (
          <li key={`${play.playedAt}-${play.trackId ?? play.title}`} className="flex items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{play.title || t('player.untitled')}</p>
              <p className="truncate text-sm text-gray-700">{play.artist || t('player.unknownArtist')}</p>
            </div>
            <time dateTime={play.playedAt} className="text-xs text-gray-700">
              {time.format(new Date(play.playedAt))}
            </time>
            {play.trackId !== null && (
              <button
                type="button"
                onClick={() => void play_()}
                className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-red-50"
              >
                {t('player.play')}
                <span className="sr-only">: {play.title}</span>
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
