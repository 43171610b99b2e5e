import { Rss } from 'lucide-react';
import type { Podcast } from '../../../../shared/schemas/archive/podcasts';
import { CopyField } from '../common/CopyField';
import { DeleteButton } from '../common/DeleteButton';
import { cardClass, labelClass } from '../common/styles';
import { formatLength } from '../recordings/recording-format';
import { NewEpisodeDialog } from './NewEpisodeDialog';
import { PodcastForm } from './PodcastForm';
import { usePodcastMutations } from './usePodcasts';
import { plural } from '../../../../shared/text/plural';
import { StationTime } from '../../lib/station-clock';

/** One podcast: its feed, cover, fields, and episodes. */
export function PodcastCard({ podcast }: { podcast: Podcast }) {
  const { update, remove, cover, removeEpisode } = usePodcastMutations();
  const { title, description, author, language, category, ownerEmail } = podcast;
  return (
    <li className={`${cardClass} space-y-4`} data-testid="admin-podcast">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-3">
          {podcast.coverUrl ? (
            <img src={podcast.coverUrl} alt="" className="h-20 w-20 rounded object-cover" />
          ) : (
            <div className="h-20 w-20 rounded bg-gray-200" aria-hidden />
          )}
          <div>
            <h2 className="text-lg font-semibold">{podcast.title}</h2>
            <p className="text-sm text-gray-600">
              {podcast.author} · {plural(podcast.episodes.length, { one: '# episodio', other: '# episodios' })}
            </p>
            <a href={podcast.feedUrl} className="inline-flex items-center gap-1 text-sm text-brand underline">
              <Rss aria-hidden className="h-4 w-4" />
              Canal RSS
            </a>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <NewEpisodeDialog podcastId={podcast.id} podcastTitle={podcast.title} />
          <DeleteButton
            itemName={podcast.title}
            title="¿Eliminar el podcast?"
            description="Se borrarán el podcast, todos sus episodios y sus archivos. Las grabaciones no se tocan."
            onConfirm={() => remove.mutate(podcast.id)}
            disabled={remove.isPending}
          />
        </div>
      </div>
      <CopyField
        id={`podcast-feed-${podcast.id}`}
        label="Dirección del canal (para Apple Podcasts, Spotify, AntennaPod…)"
        value={podcast.feedUrl}
      />
      {podcast.episodes.length > 0 && (
        <ul className="divide-y divide-gray-100" aria-label={`Episodios de ${podcast.title}`}>
          {podcast.episodes.map((episode) => (
            <li key={episode.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{episode.title}</p>
                <p className="text-sm text-gray-600">
                  <StationTime at={episode.publishedAt} shape="long" /> · {formatLength(episode.durationSec)}
                </p>
              </div>
              <DeleteButton
                itemName={episode.title}
                title="¿Eliminar el episodio?"
                description="Se borrará el episodio y su archivo; desaparecerá del canal RSS."
                onConfirm={() => removeEpisode.mutate({ podcastId: podcast.id, episodeId: episode.id })}
                disabled={removeEpisode.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-gray-700">Editar datos y portada</summary>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <PodcastForm
            idPrefix={`podcast-${podcast.id}`}
            initial={{ title, description, author, language, category, ownerEmail: ownerEmail ?? '' }}
            submitLabel="Guardar"
            busy={update.isPending}
            onSubmit={(input) => update.mutateAsync({ id: podcast.id, input })}
          />
          <div>
            <label htmlFor={`podcast-cover-${podcast.id}`} className={labelClass}>
              Portada (JPG o PNG, cuadrada, 1400–3000 px)
            </label>
            <input
              id={`podcast-cover-${podcast.id}`}
              type="file"
              accept="image/jpeg,image/png"
              disabled={cover.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) cover.mutate({ id: podcast.id, file });
              }}
            />
          </div>
        </div>
      </details>
    </li>
  );
}
