import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MicView } from '../../../../shared/schemas/mic/studio-input';
import { cardClass } from '../../admin/common/styles';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { isMicKey } from './mic-key';
import { MicSettingsForm } from './MicSettingsForm';

const STATE_LABEL: Record<MicView['status']['state'], string> = {
  off: 'no configurada',
  starting: 'arrancando',
  capturing: 'recibiendo',
  failing: 'sin señal: se reintenta',
};
const MODE_LABEL = { cruce: 'cruce con la música', atenuar: 'sobre la música atenuada' } as const;

/**
 * "Micro al aire": the studio desk's input takes the air (crossfading the music out, or speaking over it lowered,
 * as the station is set) with this big button or the key M; it shows the input's state, level and who holds the air.
 */
export function MicOnAir() {
  const queryClient = useQueryClient();
  const view = useQuery({ ...apiQuery('mic.get'), refetchInterval: 1_000 });
  const pressed = useRef(false);
  const onAir = view.data?.status.onAir ?? false;
  const toggle = useMutation({
    mutationFn: (next: boolean) => api('mic.switch', { body: { onAir: next } }),
    onSuccess: (answer) => queryClient.setQueryData(apiKey('mic.get'), answer),
    onError: (error) =>
      toast({
        title: 'No se pudo cambiar el micro',
        description: errorMessage(error, 'Error al conectar con el servidor.'),
        variant: 'destructive',
      }),
  });
  // The wish, not the air: a press while another live source holds the air still waits for it.
  pressed.current = onAir || view.data?.waiting != null;
  const mutate = toggle.mutate;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isMicKey(event)) return;
      event.preventDefault();
      mutate(!pressed.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mutate]);

  const status = view.data?.status;
  return (
    <section aria-labelledby="mic-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="mic-heading" className="text-lg font-semibold">
            Entrada del estudio
          </h2>
          <p className="text-sm text-gray-600">
            {status?.device ?? 'Sin dispositivo'} · {STATE_LABEL[status?.state ?? 'off']}
            {status?.peakDbfs != null && ` · ${status.peakDbfs.toFixed(1)} dBFS`}
            {view.data && ` · ${MODE_LABEL[view.data.settings.mode]}`}
          </p>
          {view.data?.by === 'vox' && <p className="text-sm text-amber-700">En el aire por la voz (VOX)</p>}
          {view.data?.waiting && <p className="text-sm text-amber-700">{view.data.waiting}</p>}
          {view.data?.closed && <p className="text-sm text-amber-700">{view.data.closed}</p>}
        </div>
        <button
          type="button"
          aria-pressed={onAir}
          aria-keyshortcuts="M"
          disabled={!view.data || toggle.isPending}
          onClick={() => toggle.mutate(!pressed.current)}
          className={`inline-flex items-center gap-2 rounded-lg px-6 py-4 text-xl font-bold text-white ${
            onAir ? 'bg-red-600 hover:bg-red-700' : 'bg-gray-700 hover:bg-gray-800'
          } disabled:opacity-50`}
        >
          {onAir ? <Mic aria-hidden className="h-6 w-6" /> : <MicOff aria-hidden className="h-6 w-6" />}
          Micro al aire
        </button>
      </div>
      {view.data && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm text-gray-700">Ajustes de la entrada</summary>
          <MicSettingsForm view={view.data} />
        </details>
      )}
    </section>
  );
}
