import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SPOT_LENGTH_RULE } from '../../../../shared/pricing/campaign-price';
import { cardClass, primaryButton } from '../common/styles';
import { CampaignForm, type CampaignFormValues } from './CampaignForm';
import { CampaignList } from './CampaignList';
import { useCampaignMutations } from './useCampaignMutations';
import { useCampaigns } from './useCampaigns';
import { addDays, stationWallClock } from '../../public/schedule/week';
import { PROGRAMMING } from '../../../../shared/station/station-rules';
import { useStationTimeZone } from '../../lib/station-clock';

/** A new booking starts today (the station's day) and runs the 30 days the rate card prices. */
function newCampaignDefaults(timeZone: string | undefined): CampaignFormValues {
  const today = stationWallClock(Date.now(), timeZone ?? PROGRAMMING.defaultTimezone).date;
  return { advertiser: '', title: '', startDate: today, endDate: addDays(today, 29), spots: 10, daypart: 'any' };
}

/** 'Campañas': the sold campaigns, how far each has aired, and the booking form. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const { save } = useCampaignMutations();
  const [adding, setAdding] = useState(false);
  const timeZone = useStationTimeZone();
  const headingId = useId();
  return (
    <div className="space-y-4">
      {adding ? (
        <section className={cardClass} aria-labelledby={headingId}>
          <h2 id={headingId} className="mb-3 font-semibold">
            Nueva campaña
          </h2>
          <CampaignForm
            idPrefix="new-campaign"
            initial={newCampaignDefaults(timeZone)}
            busy={save.isPending}
            submitLabel="Crear campaña"
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await save.mutateAsync({ input });
              setAdding(false);
            }}
          />
        </section>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" />
            Nueva campaña
          </button>
          {/* The booking form states it beside its price; without the form open, the list's prices need it too. */}
          <p className="text-xs text-gray-500">{SPOT_LENGTH_RULE}</p>
        </div>
      )}
      {campaigns.isPending && <p role="status">Cargando campañas...</p>}
      {campaigns.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las campañas.
        </p>
      )}
      {campaigns.data && <CampaignList campaigns={campaigns.data} />}
    </div>
  );
}
