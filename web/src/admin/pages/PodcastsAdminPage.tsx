import { Loader2 } from 'lucide-react';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass } from '../common/styles';
import { PodcastCard } from '../podcasts/PodcastCard';
import { PodcastForm } from '../podcasts/PodcastForm';
import { usePodcastMutations, usePodcasts } from '../podcasts/usePodcasts';

/** /admin/podcasts: the station's podcasts, their feeds and episodes (cut from recordings or uploaded). */
export default function PodcastsAdminPage() {
  const podcasts = usePodcasts();
  const { create } = usePodcastMutations();
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Podcasts</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Podcasts de la emisora">
          {podcasts.isPending ? (
            <div role="status" className="flex justify-center py-8">
              <Loader2 aria-label="Cargando podcasts" className="h-8 w-8 animate-spin text-gray-500" />
            </div>
          ) : podcasts.isError ? (
            <p role="alert" className="text-red-600">
              No se pudieron cargar los podcasts.
            </p>
          ) : podcasts.data.length === 0 ? (
            <p className="py-8 text-center text-gray-600">Todavía no hay podcasts. Crea el primero.</p>
          ) : (
            <ul className="space-y-4">
              {podcasts.data.map((podcast) => (
                <PodcastCard key={podcast.id} podcast={podcast} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="new-podcast" className={cardClass}>
          <h2 id="new-podcast" className="mb-3 text-lg font-semibold">
            Nuevo podcast
          </h2>
          <PodcastForm
            idPrefix="new-podcast"
            submitLabel="Crear podcast"
            busy={create.isPending}
            onSubmit={(input) => create.mutateAsync(input)}
          />
        </section>
      </div>
    </div>
  );
}
