import { useQuery } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../content-ui/Spinner';
import { toast } from '../../stores/toasts';
import type { ProviderPlaylist, ProviderTrack } from './provider-schemas';
import { PreviewList } from './PreviewList';
import { fetchPlaylist, SpotifyError } from './spotify-client';
import { useSpotifyToken } from './token-store';
import { useProviderBase } from './useProvider';

/** One playlist: cover, description, link to the provider and the preview list. */
export function PlaylistDialog({ playlist, onClose }: { playlist: ProviderPlaylist | null; onClose(): void }) {
  const { t } = useTranslation();
  const base = useProviderBase();
  const token = useSpotifyToken((s) => s.token);
  const disconnect = useSpotifyToken((s) => s.disconnect);
  const detail = useQuery({
    queryKey: ['spotify', 'playlist', playlist?.id, token],
    queryFn: ({ signal }) => fetchPlaylist(base!, token, playlist!.id, signal),
    enabled: Boolean(base && token && playlist),
  });

  useEffect(() => {
    if (!detail.isError) return;
    console.error('playlist load failed', detail.error);
    toast({ title: t('spotify.playlistError'), description: detail.error.message, variant: 'destructive' });
    if (detail.error instanceof SpotifyError && detail.error.expired) disconnect();
    onClose();
  }, [detail.isError, detail.error, disconnect, onClose, t]);

  const tracks = (detail.data?.tracks.items ?? [])
    .map((item) => item.track)
    .filter((track): track is ProviderTrack => track !== null);
  return (
    <Dialog.Root open={playlist !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-lg bg-white p-4 shadow-xl sm:p-6">
          {playlist && (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-xl font-bold text-gray-900">{playlist.name}</Dialog.Title>
                <Dialog.Close
                  aria-label={t('spotify.close')}
                  className="rounded-md p-1 text-gray-700 hover:bg-gray-100"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="text-gray-700">
                {playlist.description || t('spotify.trackCount', { count: playlist.tracks.total })}
              </Dialog.Description>
              {playlist.external_urls.spotify && (
                <a
                  href={playlist.external_urls.spotify}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit items-center gap-1 font-medium text-emerald-800 hover:underline"
                >
                  {t('spotify.openInProvider')}
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </a>
              )}
              {detail.isPending ? <Spinner label={t('spotify.loadingPlaylist')} /> : <PreviewList tracks={tracks} />}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
