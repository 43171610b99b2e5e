import { Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../content-ui/Spinner';
import { LibraryArtistCard } from './LibraryArtistCard';
import { ProviderArtistCard } from './ProviderArtistCard';
import { useLibraryArtist, useProviderArtist } from './useArtistInfo';

/** One artist from real sources only: the station's library and, when connected, the provider. Nothing is made up. */
export function ArtistDetails({ name }: { name: string }) {
  const { t } = useTranslation();
  const library = useLibraryArtist(name);
  const provider = useProviderArtist(name);
  const loading = library.isPending || (provider.fetchStatus === 'fetching' && provider.isPending);
  const cover = library.data?.coverImageUrl ?? provider.data?.images[0]?.url ?? null;

  return (
    <section
      aria-labelledby="artist-details"
      aria-busy={loading}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        {cover ? (
          <img src={cover} alt="" className="h-20 w-20 rounded-md object-cover" />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-md bg-red-50">
            <Disc3 aria-hidden="true" className="h-10 w-10 text-red-700" />
          </span>
        )}
        <h2 id="artist-details" className="text-2xl font-bold text-gray-900">
          {library.data?.name ?? name}
        </h2>
      </div>
      {loading ? (
        <Spinner label={t('artists.loadingInfo')} />
      ) : (
        <>
          {library.isError && (
            <p role="alert" className="text-red-800">
              {t('artists.infoError')}
            </p>
          )}
          {library.data ? (
            <LibraryArtistCard artist={library.data} />
          ) : (
            library.isSuccess && <p className="text-gray-800">{t('artists.notInLibrary')}</p>
          )}
          {provider.data && <ProviderArtistCard artist={provider.data} />}
          {provider.isError && (
            <p className="text-sm text-gray-700">{t('artists.provider.error', { message: provider.error.message })}</p>
          )}
          {!provider.isEnabled && <p className="text-sm text-gray-700">{t('artists.provider.connectHint')}</p>}
        </>
      )}
    </section>
  );
}
