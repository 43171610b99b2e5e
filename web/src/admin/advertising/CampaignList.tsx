import type { Campaign } from '../../../../shared/schemas/programming/campaigns';
import { DeleteButton } from '../common/DeleteButton';
import { DataTable } from '../common/DataTable';
import { AiredProgress } from './AiredProgress';
import { CampaignDetailDialog } from './CampaignDetailDialog';
import { DAYPART_LABELS, formatDay } from './campaign-format';
import { EditCampaignDialog } from './EditCampaignDialog';
import { SpotLengths } from './SpotLengths';
import { StatusBadge } from './StatusBadge';
import { useCampaignMutations } from './useCampaignMutations';
import { formatEuros } from '../../../../shared/text/format-number';

const HEADERS = ['Anunciante', 'Campaña', 'Fechas', 'Franja', 'Emisión', 'Precio', 'Estado', 'Acciones'];

/** Every booked campaign, newest bookings as the server orders them. */
export function CampaignList({ campaigns }: { campaigns: Campaign[] }) {
  const { remove } = useCampaignMutations();
  return (
    <DataTable
      caption="Campañas"
      headers={HEADERS}
      empty="Todavía no hay campañas. Crea la primera con «Nueva campaña»."
      isEmpty={campaigns.length === 0}
    >
      {campaigns.map((campaign) => (
        <tr key={campaign.id} data-testid="campaign-row">
          <td className="px-3 py-2 font-medium">{campaign.advertiser}</td>
          <td className="px-3 py-2">
            {campaign.title}
            <span className="block text-xs text-gray-500">{campaign.spotTitle}</span>
            <span className="block text-xs text-gray-500">
              <SpotLengths durationSec={campaign.spotDurationSec} billedSec={campaign.spotLength} />
            </span>
          </td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">
            {formatDay(campaign.startDate)} – {formatDay(campaign.endDate)}
          </td>
          <td className="px-3 py-2">{DAYPART_LABELS[campaign.daypart]}</td>
          <td className="px-3 py-2">
            <AiredProgress
              aired={campaign.aired}
              spots={campaign.spots}
              label={`Cuñas emitidas de ${campaign.title}`}
            />
          </td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatEuros(campaign.price, 'es')}</td>
          <td className="px-3 py-2">
            <StatusBadge status={campaign.status} />
          </td>
          <td className="px-3 py-2">
            <div className="flex items-center">
              <CampaignDetailDialog campaign={campaign} />
              <EditCampaignDialog campaign={campaign} />
              <DeleteButton
                itemName={campaign.title}
                title="¿Eliminar esta campaña?"
                description={`«${campaign.title}» de ${campaign.advertiser} dejará de emitirse. Una campaña que ya se ha emitido no se puede eliminar: es la prueba de emisión del anunciante.`}
                onConfirm={() => remove.mutate(campaign.id)}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
