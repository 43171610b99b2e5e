import { useVirtualizer } from '@tanstack/react-virtual';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTrackPages } from '../../../lib/track-pages';
import { DeleteButton } from '../../common/DeleteButton';
import { primaryButton } from '../../common/styles';
import { useTrackMutations } from '../../music/useTrackMutations';
import { useLoadMoreNearEnd } from '../../../lib/use-load-more';
import { StationTime } from '../../../lib/station-clock';

const HEADERS = ['Título', 'Artista', 'Álbum', 'Fecha', 'Acciones'];
const ROW_ESTIMATE_PX = 45;

/**
 * Management panel, music tab: the library newest first, a page at a time as it scrolls, with only the rows on
 * screen in the table (spacer rows stand for the others, so it stays a real table with aria-rowcount).
 */
export function MusicTable() {
  const pages = useTrackPages({ q: '' });
  const { remove } = useTrackMutations();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tracks = pages.tracks;
  const virtualizer = useVirtualizer({
    count: tracks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => tracks[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(items, tracks.length, pages);
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div className="space-y-3">
      <Link to="/admin/upload/music" className={primaryButton}>
        <Plus aria-hidden className="h-4 w-4" />
        Agregar Canción
      </Link>
      {pages.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las canciones.
        </p>
      )}
      <div ref={scrollRef} className="max-h-[65vh] overflow-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full text-left text-sm" aria-rowcount={pages.total + 1}>
          <caption className="sr-only">Canciones</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-600">
            <tr aria-rowindex={1}>
              {HEADERS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {!pages.isPending && tracks.length === 0 ? (
              <tr>
                <td colSpan={HEADERS.length} className="px-3 py-6 text-center text-gray-600">
                  No hay canciones disponibles.
                </td>
              </tr>
            ) : (
              <>
                {before > 0 && <tr aria-hidden style={{ height: before }} />}
                {items.map((item) => {
                  const track = tracks[item.index];
                  if (!track) return null;
                  return (
                    <tr
                      key={item.key}
                      ref={virtualizer.measureElement}
                      data-index={item.index}
                      aria-rowindex={item.index + 2}
                    >
                      <td className="px-3 py-2 font-medium">{track.title}</td>
                      <td className="px-3 py-2">{track.artist || '-'}</td>
                      <td className="px-3 py-2">{track.album || '-'}</td>
                      <td className="px-3 py-2">
                        <StationTime at={track.createdAt} shape="date" />
                      </td>
                      <td className="px-3 py-2">
                        <DeleteButton
                          itemName={track.title}
                          title="¿Eliminar esta canción?"
                          description={`"${track.title}" se eliminará de la biblioteca junto con su archivo. Esta acción no se puede deshacer.`}
                          onConfirm={() => remove.mutate(track.id)}
                        />
                      </td>
                    </tr>
                  );
                })}
                {after > 0 && <tr aria-hidden style={{ height: after }} />}
              </>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
