import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { ImageCard } from './ImageCard';
import { apiQuery } from '../../lib/api';

const EMPTY = { art: 'No hay imágenes en la galería', shipyard: 'No hay imágenes de Astilleros Saetia' } as const;

/** The images of one destination: 'art' is the radio gallery, anything else the shipyard (spec). */
export function ImageGrid({ destination }: { destination: 'art' | 'shipyard' }) {
  const images = useQuery({ ...apiQuery('gallery.images') });
  if (images.isPending)
    return (
      <div role="status" className="flex justify-center py-8">
        <Loader2 aria-label="Cargando imágenes" className="h-8 w-8 animate-spin text-gray-500" />
      </div>
    );
  if (images.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudieron cargar las imágenes.
      </p>
    );
  const mine = images.data.filter((image) => (destination === 'art' ? image.type === 'art' : image.type !== 'art'));
  if (mine.length === 0) return <p className="py-8 text-center text-gray-600">{EMPTY[destination]}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {mine.map((image) => (
        <ImageCard key={image.id} image={image} />
      ))}
    </ul>
  );
}
