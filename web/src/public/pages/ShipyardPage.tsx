import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '../../../../shared/schemas/library/gallery';
import { SearchField } from '../content-ui/SearchField';
import { Spinner } from '../content-ui/Spinner';
import { ImageDetailDialog } from '../gallery/ImageDetailDialog';
import { ImageGrid } from '../gallery/ImageGrid';
import { filterGallery } from '../gallery/search';
import { useGalleryImages } from '../gallery/useGalleryImages';
import boatDefault from '../shipyard/boat-default.svg';
import { ShipyardHistory } from '../shipyard/ShipyardHistory';

export default function ShipyardPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useGalleryImages();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  const projects = useMemo(() => filterGallery(data ?? [], 'shipyard', query), [data, query]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('shipyard.title')}</h1>
        <p className="mt-1 text-gray-700">{t('shipyard.subtitle')}</p>
      </div>
      <SearchField
        label={t('shipyard.searchLabel')}
        placeholder={t('shipyard.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      <ShipyardHistory />
      <section aria-labelledby="shipyard-projects" className="flex flex-col gap-4">
        <h2 id="shipyard-projects" className="text-xl font-bold text-gray-900">
          {t('shipyard.projectsTitle')}
        </h2>
        {isPending ? (
          <Spinner label={t('shipyard.loading')} />
        ) : isError ? (
          <p role="alert" className="text-red-800">
            {t('shipyard.loadError')}
          </p>
        ) : projects.length === 0 ? (
          <p role="status" className="rounded-md bg-gray-100 p-6 text-center text-gray-800">
            {query.trim() ? t('shipyard.noResults') : t('shipyard.empty')}
          </p>
        ) : (
          <ImageGrid
            images={projects}
            fallbackSrc={boatDefault}
            label={t('shipyard.projectsTitle')}
            onSelect={setSelected}
          />
        )}
      </section>
      <ImageDetailDialog image={selected} fallbackSrc={boatDefault} onClose={() => setSelected(null)} />
    </div>
  );
}
