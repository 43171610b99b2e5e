import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RequestAvailability } from '../../../../shared/schemas/requests/requests';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { RequestCheckStep } from './RequestCheckStep';
import { RequestSearch } from './RequestSearch';
import { useRequestDialog } from './request-store';

type Unavailable = RequestAvailability['unavailable'][number];

/** Why a song cannot be asked for now, and when it can: "Ha sonado hace poco: se podrá pedir a partir de las 20:35." */
export function unavailableText(t: TFunction<'requests'>, time: (iso: string) => string, song: Unavailable): string {
  return song.reason === 'recently_aired' && song.availableAt
    ? t('songs.recentlyAired', { time: time(song.availableAt) })
    : t('songs.pending');
}

/** Why nobody (or not this listener) can ask now, or null when they can. */
function closedText(
  t: TFunction<'requests'>,
  time: (iso: string) => string,
  availability: RequestAvailability,
): string | null {
  if (!availability.open && availability.reason) {
    const reopens = availability.reopensAt ? ` ${t('reopensAt', { time: time(availability.reopensAt) })}` : '';
    return `${t(`refusals.${availability.reason}`)}${reopens}`;
  }
  if (availability.listenerNextAt) return t('listenerWait', { time: time(availability.listenerNextAt) });
  if (availability.queueFull) return t('refusals.queue_full');
  return null;
}

/**
 * What the listener can do now, said before they choose or type anything: requests closed (why, until when), their
 * own turn still to come, or the songs with those that cannot be asked for now marked (and when they can). A song
 * chosen from a list that cannot be asked for now says so instead of offering a dedication to write.
 */
export function RequestChoice(props: {
  availability: RequestAvailability;
  time: (iso: string) => string;
  sending: boolean;
  onSend(track: Track, dedication: string | null): void;
  onChange(): void;
}) {
  const { t } = useTranslation('requests');
  const { track } = useRequestDialog();
  const { availability, time } = props;
  const closed = closedText(t, time, availability);
  if (closed)
    return (
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="requests-closed">
        {closed}
      </p>
    );
  const unavailable = new Map(availability.unavailable.map((song) => [song.trackId, song]));
  if (!track)
    return (
      <RequestSearch
        onChoose={(chosen) => useRequestDialog.setState({ track: chosen })}
        unavailable={(id) => {
          const song = unavailable.get(id);
          return song ? unavailableText(t, time, song) : null;
        }}
      />
    );
  const taken = unavailable.get(track.id);
  if (taken)
    return (
      <div className="space-y-3">
        <p className="text-sm">{t('chosen', { title: track.title, artist: track.artist })}</p>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{unavailableText(t, time, taken)}</p>
        <button type="button" onClick={props.onChange} className="text-sm font-semibold text-brand underline">
          {t('change')}
        </button>
      </div>
    );
  return (
    <RequestCheckStep
      track={track}
      time={time}
      sending={props.sending}
      onSend={(dedication) => props.onSend(track, dedication)}
      onChange={props.onChange}
    />
  );
}
