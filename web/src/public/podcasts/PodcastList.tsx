import { useQuery } from '@tanstack/react-query';
import { Mic, Play, Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Episode, Podcast } from '../../../../shared/schemas/archive/podcasts';
import { usePlayer } from '../../stores/player';
import { PodcastCategory } from './PodcastCategory';
import { episodeLine } from './podcast-format';
import { apiQuery } from '../../lib/api';

/** An episode as the site's player plays it (a file that is not in the music library). */
export const episodeAsTrack = (podcast: Pick<Podcast, 'title' | 'coverUrl'>, episode: Episode) => ({
  // Negative ids never meet a library track's.
  id: -1_000 - episode.id,
  title: episode.title,
  artist: podcast.title,
  album: '',
  duration: episode.durationSec,
  coverImageUrl: podcast.coverUrl,
  audioFileUrl: episode.audioUrl,
  uploadedBy: 0,
  createdAt: episode.publishedAt,
});

/** The station's real podcasts: cover, host, feed link, and each episode with a play button for the site's player. */
export function PodcastList() {
  const { t, i18n } = useTranslation();
  const podcasts = useQuery({ ...apiQuery('podcasts.list') });
  if (podcasts.isPending) return null;
  if (podcasts.isError) return <p role="alert">{t('podcasts.library.loadError')}</p>;
  if (podcasts.data.length === 0) return <p className="text-gray-700">{t('podcasts.library.empty')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="podcast-library">
      {podcasts.data.map((podcast) => (
        <li key={podcast.id} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="podcast">
          <div className="flex gap-3">
            {podcast.coverUrl ? (
              <img src={podcast.coverUrl} alt="" className="h-20 w-20 shrink-0 rounded-lg object-cover" />
            ) : (
              <span
                aria-hidden
                className="flex h-20 w-20 shrink-0 items-center justify-center rounded-lg bg-brand text-white"
              >
                <Mic className="h-8 w-8" />
              </span>
            )}
            <div className="min-w-0">
              <PodcastCategory category={podcast.category} />
              <h3 className="font-semibold">{podcast.title}</h3>
              <p className="text-sm text-gray-700">{t('podcasts.library.by', { author: podcast.author })}</p>
              <a
                href={podcast.feedUrl}
                className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand underline"
                aria-label={t('podcasts.library.feedLabel', { title: podcast.title })}
              >
                <Rss aria-hidden className="h-4 w-4" />
                {t('podcasts.library.feed')}
              </a>
            </div>
          </div>
          <p className="mt-2 text-sm text-gray-700">{podcast.description}</p>
          <p className="mt-2 text-xs text-gray-600">
            {t('podcasts.library.episodes', { count: podcast.episodes.length })}
          </p>
          {podcast.episodes.length === 0 ? (
            <p className="mt-1 text-sm text-gray-600">{t('podcasts.library.noEpisodes')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100">
              {podcast.episodes.map((episode) => (
                <li key={episode.id} className="flex items-center gap-3 py-2">
                  <button
                    type="button"
                    onClick={() => usePlayer.getState().playItem(episodeAsTrack(podcast, episode))}
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
                    aria-label={t('podcasts.library.play', { title: episode.title })}
                  >
                    <Play aria-hidden className="h-4 w-4" />
                  </button>
                  <div className="min-w-0">
                    <p className="truncate font-medium">{episode.title}</p>
                    <p className="text-xs text-gray-600" data-testid="podcast-episode-line">
                      {episodeLine(episode, i18n.language)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
