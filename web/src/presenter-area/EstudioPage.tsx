import { useQuery } from '@tanstack/react-query';
import { Navigate, Link } from 'react-router';
import { Toaster } from '../components/Toaster';
import { CheckingAuth } from '../admin/auth/CheckingAuth';
import { useAdminSession } from '../admin/auth/useAdminSession';
import { cardClass, primaryButton } from '../admin/common/styles';
import { ChangePasswordForm } from '../admin/users/ChangePasswordForm';
import { apiQuery } from '../lib/api';
import { DraftCard } from './DraftCard';
import { EstudioNav } from './EstudioNav';
import { formatAiring } from './format-airing';
import { MyShowForm } from './MyShowForm';
import { OccurrenceFile } from './OccurrenceFile';
import { useStationTimeZone } from '../lib/station-clock';
import { VoiceTrackNotices } from './voice/VoiceTrackNotices';

/** /estudio: a presenter's shows and next airings, going live, their drafts to publish, their password. */
export default function EstudioPage() {
  const session = useAdminSession();
  const occurrences = useQuery({ ...apiQuery('estudio.occurrences'), enabled: session.user !== null });
  const timeZone = useStationTimeZone();
  const drafts = useQuery({ ...apiQuery('estudio.drafts'), enabled: session.user !== null });
  const myShows = useQuery({ ...apiQuery('estudio.shows'), enabled: session.user !== null });
  if (session.state === 'checking') return <CheckingAuth />;
  if (!session.user) return <Navigate to="/intranet" replace />;
  const recorded = new Set((myShows.data ?? []).filter((s) => s.kind === 'recorded').map((s) => s.id));
  const slugs = new Map((myShows.data ?? []).map((s) => [s.id, s.slug]));
  const shows = [
    ...new Map(
      (occurrences.data ?? []).map((o) => [o.showId, { name: o.showName, slug: slugs.get(o.showId) }]),
    ).values(),
  ];

  return (
    <main className="mx-auto max-w-3xl space-y-6 p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Mi estudio</h1>
          <p className="text-gray-600">Hola, {session.user.displayName}.</p>
        </div>
        <EstudioNav />
      </header>
      <VoiceTrackNotices />
      <section aria-labelledby="mis-programas" className={cardClass}>
        <h2 id="mis-programas" className="mb-2 text-lg font-semibold">
          Mis programas
        </h2>
        {shows.length === 0 ? (
          <p className="text-gray-600">No presentas ningún programa en los próximos siete días.</p>
        ) : (
          <ul className="mb-3 flex flex-wrap gap-2">
            {shows.map(({ name, slug }) => (
              <li key={name} className="rounded bg-gray-100 px-2 py-1 font-medium">
                {slug ? (
                  <Link
                    to={`/programacion/${slug}`}
                    className="underline hover:text-brand"
                    aria-label={`La página de ${name} en la web`}
                  >
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold">Próximas emisiones</h3>
        <ul className="space-y-1">
          {timeZone &&
            (occurrences.data ?? []).map((o) => (
              <li key={`${o.showId}-${o.startAt}`}>
                <span className="font-medium">{o.showName}</span>:{' '}
                <time dateTime={new Date(o.startAt).toISOString()}>{formatAiring(timeZone, o.startAt, o.endAt)}</time>
                <span className="text-sm text-gray-600">
                  {' '}
                  (puedes conectar desde las{' '}
                  <time dateTime={new Date(o.connectFrom).toISOString()}>{formatAiring(timeZone, o.connectFrom)}</time>)
                </span>
                {recorded.has(o.showId) && <OccurrenceFile airing={o} timeZone={timeZone} />}
              </li>
            ))}
        </ul>
      </section>
      {(myShows.data ?? []).length > 0 && (
        <section aria-labelledby="mi-programa" className={`${cardClass} space-y-4`}>
          <h2 id="mi-programa" className="text-lg font-semibold">
            La página de mi programa
          </h2>
          {(myShows.data ?? []).map((show) => (
            <MyShowForm key={show.id} show={show} />
          ))}
        </section>
      )}
      <section aria-labelledby="directo" className={cardClass}>
        <h2 id="directo" className="mb-2 text-lg font-semibold">
          En directo
        </h2>
        <p className="mb-3 text-gray-600">
          Tus credenciales, la guía de conexión (BUTT, Mixxx, OBS) y el estudio en el navegador.
        </p>
        <Link to="/estudio/directo" className={primaryButton}>
          Ir al directo
        </Link>
      </section>
      <section aria-labelledby="enlaces" className={cardClass}>
        <h2 id="enlaces" className="mb-2 text-lg font-semibold">
          Enlaces grabados
        </h2>
        <p className="mb-3 text-gray-600">
          Graba desde casa lo que dirás entre canciones en las horas de tus programas.
        </p>
        <Link to="/estudio/enlaces" className={primaryButton}>
          Grabar enlaces
        </Link>
      </section>
      <section aria-labelledby="borradores" className="space-y-3">
        <h2 id="borradores" className="text-lg font-semibold">
          Episodios por publicar
        </h2>
        {(drafts.data ?? []).length === 0 && (
          <p className="text-gray-600">Cada directo que hagas aparecerá aquí para recortarlo y publicarlo.</p>
        )}
        {(drafts.data ?? []).map((draft) => (
          <DraftCard key={draft.id} draft={draft} />
        ))}
      </section>
      <section aria-label="Mi cuenta" className={cardClass}>
        <ChangePasswordForm />
      </section>
      <Toaster />
    </main>
  );
}
