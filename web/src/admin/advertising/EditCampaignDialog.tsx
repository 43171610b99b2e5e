import { Pencil } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Campaign } from '../../../../shared/schemas/programming/campaigns';
import { CampaignForm } from './CampaignForm';
import { useCampaignMutations } from './useCampaignMutations';

/** Change a booking in a modal, keeping the list in place. */
export function EditCampaignDialog({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const { save } = useCampaignMutations();
  const { advertiser, title, spotTrackId, startDate, endDate, spots, daypart } = campaign;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded p-1.5 text-gray-600 hover:bg-gray-100" aria-label={`Editar ${campaign.title}`}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-semibold">Editar campaña</Dialog.Title>
          <Dialog.Description className="sr-only">
            Cambia el anunciante, la cuña, las fechas, las cuñas contratadas o la franja.
          </Dialog.Description>
          <CampaignForm
            idPrefix={`edit-campaign-${campaign.id}`}
            initial={{ advertiser, title, spotTrackId: spotTrackId ?? undefined, startDate, endDate, spots, daypart }}
            // A spot deleted from the library (only once the campaign ended) leaves nothing to keep: a new one must be chosen.
            knownSpot={
              spotTrackId === null
                ? undefined
                : { id: spotTrackId, title: campaign.spotTitle, durationSec: campaign.spotDurationSec }
            }
            busy={save.isPending}
            submitLabel="Guardar"
            onCancel={() => setOpen(false)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: campaign.id, input });
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
