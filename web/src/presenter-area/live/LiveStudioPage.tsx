import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';
import { BrowserStudio } from './browser/BrowserStudio';
import { ConnectionGuide } from './ConnectionGuide';
import { OnAirListeners } from './OnAirListeners';

/** /estudio/directo: a presenter's own way on air. The browser studio joins the guide here. */
export default function LiveStudioPage() {
  const live = useQuery(apiQuery('me.live', undefined, { on401: 'null' }));
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Directo</h1>
      {live.isPending && <p>Cargando…</p>}
      {live.data === null && (
        <p>
          Inicia sesión en <a href="/intranet">la intranet</a> para ver tus datos de conexión.
        </p>
      )}
      {live.isError && <p role="alert">No se han podido cargar tus datos de conexión.</p>}
      {live.data && <OnAirListeners />}
      {live.data && <BrowserStudio />}
      {live.data && <ConnectionGuide live={live.data} />}
    </main>
  );
}
