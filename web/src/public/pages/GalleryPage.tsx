import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { SearchField } from '../content-ui/SearchField';
import { Spinner } from '../content-ui/Spinner';
import artPlaceholder from '../gallery/art-placeholder.svg';
import { ExternalGalleriesMenu } from '../gallery/ExternalGalleriesMenu';
import { ImageDetailDialog } from '../gallery/ImageDetailDialog';
import { ImageGrid } from '../gallery/ImageGrid';
import { filterGallery } from '../gallery/search';
import { useGalleryImages } from '../gallery/useGalleryImages';

export default function GalleryPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useGalleryImages();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  const works = useMemo(() => filterGallery(data ?? [], 'art', query), [data, query]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('gallery.title')}</h1>
          <p className="mt-1 text-gray-700">{t('gallery.subtitle')}</p>
        </div>
        <ExternalGalleriesMenu />
      </div>
      <SearchField
        label={t('gallery.searchLabel')}
        placeholder={t('gallery.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {isPending ? (
        <Spinner label={t('gallery.loading')} />
      ) : isError ? (
        <p role="alert" className="text-red-800">
          {t('gallery.loadError')}
        </p>
      ) : works.length === 0 ? (
        <p role="status" className="rounded-md bg-gray-100 p-6 text-center text-gray-800">
          {query.trim() ? t('gallery.noResults') : t('gallery.empty')}
        </p>
      ) : (
        <ImageGrid images={works} fallbackSrc={artPlaceholder} label={t('gallery.gridLabel')} onSelect={setSelected} />
      )}
      <ImageDetailDialog image={selected} fallbackSrc={artPlaceholder} onClose={() => setSelected(null)} />
    </div>
  );
}
