import { Pause, Play } from 'lucide-react';
import { ScrollArea } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../../../shared/web-app/ui-settings';
import { toast } from '../../stores/toasts';
import type { ProviderTrack } from './provider-schemas';

/** The playlist's tracks in a 350 px scrolling list (spec §9), each with a 30-second preview when the provider has one. */
export function PreviewList({ tracks }: { tracks: readonly ProviderTrack[] }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  useEffect(() => () => audio.current?.pause(), []);

  const toggle = (track: ProviderTrack) => {
    const element = audio.current;
    if (!element) return;
    if (!track.preview_url) {
      toast({ title: t('spotify.noPreview') });
      return;
    }
    if (playingId === track.id) {
      element.pause();
      setPlayingId(null);
      return;
    }
    element.src = track.preview_url;
    setPlayingId(track.id);
    element.play().catch((error: unknown) => {
      console.error('preview playback failed', error);
      setPlayingId(null);
    });
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: 30-second music previews have no speech to caption */}
      <audio ref={audio} onEnded={() => setPlayingId(null)} onPause={() => setPlayingId(null)} className="hidden" />
      <ScrollArea.Root
        className="overflow-hidden rounded-md border border-gray-200"
        style={{ height: LAYOUT.previewListHeightPx }}
      >
        <ScrollArea.Viewport className="h-full w-full">
          <ol aria-label={t('spotify.tracks')} className="divide-y divide-gray-100">
            {tracks.map((track, index) => (
              <li key={`${track.id}-${index}`} className="flex items-center gap-3 p-2">
                <button
                  type="button"
                  onClick={() => toggle(track)}
                  aria-label={t(playingId === track.id ? 'spotify.pausePreview' : 'spotify.playPreview', {
                    name: track.name,
                  })}
                  className="rounded-full bg-emerald-700 p-2 text-white hover:bg-emerald-800"
                >
                  {playingId === track.id ? (
                    <Pause aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Play aria-hidden="true" className="h-4 w-4" />
                  )}
                </button>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-gray-900">{track.name}</p>
                  <p className="truncate text-sm text-gray-700">
                    {track.artists.map((a) => a.name).join(', ')}
                    {track.album ? ` · ${track.album.name}` : ''}
                  </p>
                </div>
                {!track.preview_url && <span className="shrink-0 text-xs text-gray-600">{t('spotify.noPreview')}</span>}
              </li>
            ))}
          </ol>
        </ScrollArea.Viewport>
        <ScrollArea.Scrollbar orientation="vertical" className="flex w-2.5 touch-none select-none bg-gray-100 p-0.5">
          <ScrollArea.Thumb className="relative flex-1 rounded-full bg-gray-400" />
        </ScrollArea.Scrollbar>
      </ScrollArea.Root>
    </>
  );
}
