import { Eye, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Campaign } from '../../../../shared/schemas/programming/campaigns';
import { AiredProgress } from './AiredProgress';
import { AiringsTable } from './AiringsTable';
import { AdvertiserLinkBox } from './AdvertiserLinkBox';
import { DAYPART_LABELS, formatDay } from './campaign-format';
import { SpotLengths } from './SpotLengths';
import { StatusBadge } from './StatusBadge';
import { formatEuros } from '../../../../shared/text/format-number';

/** What the advertiser is shown: the booking, what has aired, what it costs, and each airing. */
export function CampaignDetailDialog({ campaign }: { campaign: Campaign }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Anunciante', campaign.advertiser],
    [
      'Cuña',
      <>
        {campaign.spotTitle} (<SpotLengths durationSec={campaign.spotDurationSec} billedSec={campaign.spotLength} />)
      </>,
    ],
    ['Fechas', `${formatDay(campaign.startDate)} – ${formatDay(campaign.endDate)}`],
    ['Franja', DAYPART_LABELS[campaign.daypart]],
    ['Cortes publicitarios', campaign.breaks],
    ['Coste', formatEuros(campaign.price, 'es')],
    ['Estado', <StatusBadge key="status" status={campaign.status} />],
  ];
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
        aria-label={`Ver detalle de ${campaign.title}`}
      >
        <Eye aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-3xl -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{campaign.title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-gray-600 hover:bg-gray-100" aria-label="Cerrar">
              <X aria-hidden className="h-4 w-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Cuñas contratadas y emitidas, coste y registro de emisiones de la campaña.
          </Dialog.Description>
          <AiredProgress aired={campaign.aired} spots={campaign.spots} label={`Cuñas emitidas de ${campaign.title}`} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-gray-600">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <AiringsTable campaignId={campaign.id} />
          <AdvertiserLinkBox campaignId={campaign.id} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
