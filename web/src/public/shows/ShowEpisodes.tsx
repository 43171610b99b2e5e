import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Episode } from '../../../../shared/schemas/archive/podcasts';
import { usePlayer } from '../../stores/player';
import { episodeAsTrack } from '../podcasts/PodcastList';
import { episodeLine } from '../podcasts/podcast-format';

/** A show's latest episodes, each played in the site's bottom player like /podcasts plays them. */
export function ShowEpisodes({
  show,
  episodes,
}: {
  show: { name: string; imageUrl: string | null };
  episodes: readonly Episode[];
}) {
  const podcast = { title: show.name, coverUrl: show.imageUrl };
  const { t, i18n } = useTranslation('shows');
  if (episodes.length === 0) return <p className="text-sm text-gray-700">{t('noEpisodes')}</p>;
  return (
    <ul className="divide-y divide-gray-100" data-testid="show-episodes">
      {episodes.map((episode) => (
        <li key={episode.id} className="flex items-center gap-3 py-2">
          <button
            type="button"
            onClick={() => usePlayer.getState().playItem(episodeAsTrack(podcast, episode))}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
            aria-label={t('play', { title: episode.title })}
          >
            <Play aria-hidden className="h-4 w-4" />
          </button>
          <div className="min-w-0">
            <p className="truncate font-medium">{episode.title}</p>
            <p className="text-xs text-gray-600">{episodeLine(episode, i18n.language)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
