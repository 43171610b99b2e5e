import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { MyLogItem } from '../../../../shared/schemas/estudio/voice-tracks';
import type { VoiceTrack } from '../../../../shared/schemas/music/voice-track';
import { secondaryButton } from '../../admin/common/styles';
import { api, apiKey, apiQuery, errorMessage } from '../../lib/api';
import { useStationClock } from '../../lib/station-clock';
import { toast } from '../../stores/toasts';
import { LinkRecorder } from './LinkRecorder';

const STATUS: Record<VoiceTrack['status'], string> = { ready: 'Listo', flagged: 'No se emitirá', aired: 'Emitido' };

/** A link already recorded between two items: its state (and why it will not air), to hear or delete. */
export function SavedLink({ link, onChange }: { link: VoiceTrack; onChange(): void }) {
  const remove = useMutation({
    mutationFn: () => api('voiceTracks.delete', { params: { id: link.id } }),
    onSuccess: onChange,
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error, 'No se pudo borrar.'), variant: 'destructive' }),
  });
  return (
    <div
      className={`rounded border p-2 text-sm ${link.status === 'flagged' ? 'border-red-300 bg-red-50' : 'border-emerald-300 bg-emerald-50'}`}
    >
      <p className="font-medium">
        Enlace grabado ({link.durationSec.toFixed(1)} s): {STATUS[link.status]}
      </p>
      {link.flagReason && <p className="text-red-800">{link.flagReason}</p>}
      {/* biome-ignore lint/a11y/useMediaCaption: the presenter's own recorded link */}
      <audio aria-label={`Enlace ${link.id}`} controls preload="none" src={link.audioUrl} className="mt-1 w-full" />
      <button
        type="button"
        className={`${secondaryButton} mt-1`}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        Borrar enlace
      </button>
    </div>
  );
}

/** One hour of the log: its items in order, and between each two the link recorded there or a button to record one. */
export function HourLog({ hourStart }: { hourStart: number }) {
  const queryClient = useQueryClient();
  const { format } = useStationClock();
  const query = { from: new Date(hourStart).toISOString(), to: new Date(hourStart + 3_600_000).toISOString() };
  const log = useQuery(apiQuery('estudio.log', { query }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey('estudio.log', { query }) });
  if (log.isPending) return <p className="text-gray-600">Cargando el registro…</p>;
  const items = log.data?.items ?? [];
  if (items.length === 0) return <p className="text-gray-600">No hay nada previsto en esta hora que puedas enlazar.</p>;
  const linkBetween = (a: MyLogItem, b: MyLogItem) =>
    (log.data?.voiceTracks ?? []).find((v) => v.prevTrackId === a.trackId && v.nextTrackId === b.trackId);
  return (
    <ol className="space-y-2" aria-label="Registro de la hora">
      {items.map((item, i) => {
        const next = items[i + 1];
        const link = next ? linkBetween(item, next) : undefined;
        return (
          <Fragment key={item.id}>
            <li className="rounded bg-gray-50 p-2">
              <span className="font-mono text-sm text-gray-600">
                {format(Date.parse(item.start), {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                  hourCycle: 'h23',
                })}
              </span>{' '}
              <span className="font-medium">{item.title}</span>
              {item.artist && <span className="text-gray-600"> · {item.artist}</span>}
            </li>
            {next && (
              <li className="pl-4" aria-label={`Entre «${item.title}» y «${next.title}»`}>
                {link ? (
                  <SavedLink link={link} onChange={refresh} />
                ) : (
                  <LinkRecorder before={item} after={next} hourStart={query.from} onSaved={refresh} />
                )}
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}
