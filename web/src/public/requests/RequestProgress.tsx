import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestCreated } from '../../../../shared/schemas/requests/requests';
import { apiQuery } from '../../lib/api';
import { useRequestTime } from './request-time';

const POLL_MS = 5_000;

/** Where the request is: "Sonará hacia las 15:42" while it waits, "Sonando ahora" once its song is on air. */
export function RequestProgress({ created }: { created: RequestCreated }) {
  const { t } = useTranslation('requests');
  const stationTime = useRequestTime();
  const status = useQuery({
    ...apiQuery('requests.get', { params: { id: created.id } }),
    // Followed while it waits or plays; a request that is over is not asked about again.
    refetchInterval: (query) => {
      const data = query.state.data;
      return !data || data.status === 'queued' || data.onAir ? POLL_MS : false;
    },
  });
  const data = status.data;
  const expectedAt = data?.expectedAt ?? created.expectedAt;
  const time = (iso: string) => stationTime?.(iso) ?? '…';
  let text: string;
  if (data?.onAir) text = t('onAir');
  else if (data && data.status !== 'queued')
    text = t(data.status === 'aired' ? 'aired' : data.status === 'rejected' ? 'rejected' : 'expired');
  else text = expectedAt ? t('queued', { time: time(expectedAt) }) : t('queuedLater');
  return (
    <p role="status" className="rounded-md bg-green-50 p-3 font-semibold text-green-900">
      {text}
    </p>
  );
}
