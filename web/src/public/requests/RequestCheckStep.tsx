import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { REQUEST_WAIT_HOURS, type RequestCheck } from '../../../../shared/schemas/requests/requests';
import { apiQuery } from '../../lib/api';
import { RequestForm } from './RequestForm';

/** The rule that holds the song, said as a listener understands it ("Podrá sonar hacia las 14:35: …"). */
function checkText(t: TFunction<'requests'>, time: (iso: string) => string, check: RequestCheck): string | null {
  if (check.verdict === 'now' || !check.rule) return null;
  const reason = t(`separation.rules.${check.rule}`, { minutes: check.minutes ?? 0 });
  return check.verdict === 'wait' && check.availableAt
    ? t('separation.wait', { time: time(check.availableAt), reason })
    : t('separation.refused', { hours: REQUEST_WAIT_HOURS, reason });
}

/**
 * The chosen song, checked against the station's separation rules before any dedication is written: one that must
 * wait says until about when and why, then offers the dedication; one that cannot air in time says why and offers
 * another choice only. Unable to ask (an older station, the network), the form is offered and the send decides.
 */
export function RequestCheckStep(props: {
  track: Track;
  time: (iso: string) => string;
  sending: boolean;
  onSend(dedication: string | null): void;
  onChange(): void;
}) {
  const { t } = useTranslation('requests');
  const check = useQuery({
    ...apiQuery('requests.check', { params: { id: props.track.id } }),
    staleTime: 0,
    retry: false,
  });
  if (check.isPending)
    return (
      <p role="status" className="text-sm text-gray-700">
        {t('checkingSong')}
      </p>
    );
  const text = check.data ? checkText(t, props.time, check.data) : null;
  const notice = text && (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="request-check">
      {text}
    </p>
  );
  if (check.data?.verdict === 'refused')
    return (
      <div className="space-y-3">
        <p className="text-sm">{t('chosen', { title: props.track.title, artist: props.track.artist })}</p>
        {notice}
        <button type="button" onClick={props.onChange} className="text-sm font-semibold text-brand underline">
          {t('change')}
        </button>
      </div>
    );
  return (
    <div className="space-y-3">
      {notice}
      <RequestForm track={props.track} sending={props.sending} onSend={props.onSend} onChange={props.onChange} />
    </div>
  );
}
