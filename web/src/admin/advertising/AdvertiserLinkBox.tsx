import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { CopyField } from '../common/CopyField';
import { secondaryButton } from '../common/styles';
import { StationTime } from '../../lib/station-clock';

const LINK_DAYS = 90;

/** A signed link the advertiser opens without an account to see the airings and download them (90 days). */
export function AdvertiserLinkBox({ campaignId }: { campaignId: number }) {
  const create = useMutation({
    mutationFn: () => api('campaigns.advertiserLink', { params: { id: campaignId }, body: { days: LINK_DAYS } }),
    onError: (error) =>
      toast({
        title: errorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  const link = create.data;
  return (
    <div className="space-y-2">
      <button type="button" className={secondaryButton} disabled={create.isPending} onClick={() => create.mutate()}>
        Enlace para el anunciante
      </button>
      {link && (
        <>
          <CopyField id={`advertiser-link-${campaignId}`} label="Enlace para el anunciante" value={link.url} />
          <p className="text-xs text-gray-500">
            Caduca el <StationTime at={link.expiresAt} shape="date" />. Quien lo tenga ve las emisiones de esta campaña
            y descarga el CSV sin cuenta.
          </p>
        </>
      )}
    </div>
  );
}
