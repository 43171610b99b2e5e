import { useQuery } from '@tanstack/react-query';
import { Image, Music, Radio, Upload, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { uploadImageHref } from '../gallery/destinations';
import { trackCount } from '../common/counts';
import { cardClass, secondaryButton } from '../common/styles';
import { RecentActivity } from './RecentActivity';
import { apiQuery } from '../../lib/api';

/** 'Resumen': real counts, the audit log, shortcuts. */
export function OverviewSection() {
  const overview = useQuery({ ...apiQuery('admin.overview') });
  const counts = overview.data?.counts;
  const others = counts?.otherTracks;
  const cards = [
    {
      label: 'Canciones',
      value: counts?.songs,
      icon: Music,
      // Jingles, spots and recorded shows are the station's own material: counted beside the songs, not in them.
      note: others
        ? (['jingle', 'spot', 'show'] as const)
            .filter((kind) => others[kind] > 0)
            .map((kind) => trackCount(others[kind], kind))
            .join(' · ')
        : '',
    },
    { label: 'Imágenes', value: counts?.images, icon: Image },
    { label: 'Fuentes', value: counts?.sources, icon: Radio },
    { label: 'Usuarios', value: counts?.users, icon: Users },
  ];
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, note }) => (
          <section key={label} className={cardClass} aria-label={label}>
            <p className="flex items-center gap-2 text-sm text-gray-600">
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </p>
            <p className="mt-1 text-3xl font-bold">{value ?? '—'}</p>
            {note && <p className="text-xs text-gray-600">y {note}</p>}
          </section>
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <section className={cardClass}>
          <h2 className="mb-3 font-semibold">Actividad reciente</h2>
          {overview.isPending && <p role="status">Cargando...</p>}
          {overview.isError && (
            <p role="alert" className="text-sm text-red-600">
              No se pudo cargar la actividad.
            </p>
          )}
          {overview.data && <RecentActivity entries={overview.data.recentActivity} />}
        </section>
        <section className={cardClass}>
          <h2 className="mb-3 font-semibold">Acciones rápidas</h2>
          <div className="grid gap-2 sm:grid-cols-2">
            <Link to="/admin/upload/music" className={secondaryButton}>
              <Upload aria-hidden className="h-4 w-4" />
              Subir Música
            </Link>
            <Link to={uploadImageHref('gallery')} className={secondaryButton}>
              <Image aria-hidden className="h-4 w-4" />
              Subir a la Galería
            </Link>
            <Link to={uploadImageHref('shipyard')} className={secondaryButton}>
              <Image aria-hidden className="h-4 w-4" />
              Subir a Astilleros
            </Link>
            <Link to="/admin/upload/streaming" className={secondaryButton}>
              <Radio aria-hidden className="h-4 w-4" />
              Agregar Fuente
            </Link>
            <Link to="?section=en-vivo" className={secondaryButton}>
              <Video aria-hidden className="h-4 w-4" />
              Transmitir en Vivo
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
