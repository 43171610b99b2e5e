import { ChevronDown, Music, Pause, Play } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { usePlayer } from '../../stores/player';
import { formatTime } from '../player/format-time';
import { RequestRowButton } from '../requests/RequestRowButton';

interface Props {
  track: Track;
  /** The list as shown (sorted and searched): playing this row makes it the player's queue. */
  list: readonly Track[];
  /** 1-based position in the whole result (aria-rowindex), so a screen reader says "row 4,012 of 20,000". */
  rowIndex: number;
  /** Position and measuring from the virtual list. */
  style?: CSSProperties;
  rowRef?: Ref<HTMLDivElement>;
}

/** A library row: play/pause, title and artist; expands to a preview with cover, album and length. */
export function TrackRow({ track, list, rowIndex, style, rowRef }: Props) {
  const { t } = useTranslation();
  const isCurrent = usePlayer((s) => !s.currentStream && s.currentTrack?.id === track.id);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const playing = isCurrent && isPlaying;
  const title = track.title || t('player.untitled');
  const toggle = () => (isCurrent ? usePlayer.getState().togglePlay() : usePlayer.getState().playFromList(list, track));
  return (
    <Collapsible.Root asChild>
      {/* biome-ignore lint/a11y/useFocusableInteractive: a table row is not a focus stop; its play button is, and the arrow keys move between rows' buttons */}
      <div
        role="row"
        aria-rowindex={rowIndex}
        data-index={rowIndex - 1}
        ref={rowRef}
        style={style}
        className="pb-2"
        data-testid="track-row"
      >
        <div className={`rounded-lg border bg-white ${isCurrent ? 'border-brand' : 'border-gray-200'}`}>
          <div className="flex items-center gap-3 p-3">
            <div role="cell">
              <button
                type="button"
                onClick={toggle}
                data-row-focus
                aria-label={`${playing ? t('player.pause') : t('player.play')}: ${title}`}
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-dark"
              >
                {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
              </button>
            </div>
            <div role="cell" className="min-w-0 flex-1">
              <p className={`truncate font-semibold ${isCurrent ? 'text-brand' : ''}`}>{title}</p>
              <p className="truncate text-sm text-gray-700">{track.artist || t('player.unknownArtist')}</p>
            </div>
            <div role="cell" className="text-sm tabular-nums text-gray-700">
              {formatTime(track.duration)}
            </div>
            <div role="cell">{track.requestable && <RequestRowButton track={track} />}</div>
            <div role="cell">
              <Collapsible.Trigger
                className="group rounded p-2 hover:bg-gray-100"
                aria-label={t('music.preview', { title })}
              >
                <ChevronDown className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Collapsible.Trigger>
            </div>
          </div>
          <Collapsible.Content className="flex gap-4 border-t border-gray-100 p-3" role="cell">
            {track.coverImageUrl ? (
              <img
                src={track.coverImageUrl}
                alt={t('music.coverOf', { title })}
                width={96}
                height={96}
                loading="lazy"
                className="h-24 w-24 rounded object-cover"
              />
            ) : (
              <span className="flex h-24 w-24 items-center justify-center rounded bg-gray-200" aria-hidden>
                <Music className="h-8 w-8 text-gray-600" />
              </span>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-700">{t('streaming.columns.album')}</dt>
              <dd>{track.album || '-'}</dd>
              <dt className="text-gray-700">{t('streaming.columns.duration')}</dt>
              <dd className="tabular-nums">{formatTime(track.duration)}</dd>
            </dl>
          </Collapsible.Content>
        </div>
      </div>
    </Collapsible.Root>
  );
}
