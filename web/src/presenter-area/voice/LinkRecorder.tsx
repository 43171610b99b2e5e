import { useMutation } from '@tanstack/react-query';
import { Mic, Square } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MyLogItem } from '../../../../shared/schemas/estudio/voice-tracks';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../admin/common/styles';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { decodeTake, takeAsWav, trimTake } from './take-audio';
import { TalkOverCue } from './TalkOverCue';
import { useMicRecorder } from './use-mic-recorder';

interface Edit {
  trimStart: number;
  trimEnd: number;
  overlapBefore: number;
  overlapAfter: number;
}

const field = (
  id: string,
  label: string,
  max: number,
  register: ReturnType<typeof useForm<Edit>>['register'],
  name: keyof Edit,
) => (
  <div>
    <label htmlFor={`${id}-${name}`} className={labelClass}>
      {label}
    </label>
    <input
      id={`${id}-${name}`}
      type="number"
      min={0}
      max={max}
      step={0.1}
      className={inputClass}
      {...register(name, { valueAsNumber: true, min: 0, max })}
    />
  </div>
);

/**
 * Records a link between two items: the page plays the end of the song before while the microphone records and
 * marks the talk-over window of the song after; then the take is trimmed, its overlaps set, heard and saved (or a
 * file from a home studio is used instead). The station levels it to its loudness target.
 */
export function LinkRecorder({
  before,
  after,
  hourStart,
  onSaved,
}: {
  before: MyLogItem;
  after: MyLogItem;
  hourStart: string;
  onSaved(): void;
}) {
  const [open, setOpen] = useState(false);
  const [take, setTake] = useState<AudioBuffer | null>(null);
  const tail = useRef<HTMLAudioElement>(null);
  const mic = useMicRecorder();
  const outroSec = before.outroSec ?? 0;
  const introSec = after.introSec ?? 0;
  const form = useForm<Edit>({ defaultValues: { trimStart: 0, trimEnd: 0, overlapBefore: 0, overlapAfter: 0 } });
  const [trimStart, trimEnd] = form.watch(['trimStart', 'trimEnd']);
  const trimmed = useMemo(
    () => (take ? trimTake(take, Number(trimStart) || 0, Number(trimEnd) || 0) : null),
    [take, trimStart, trimEnd],
  );
  const preview = useMemo(() => (trimmed ? URL.createObjectURL(takeAsWav(trimmed)) : null), [trimmed]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const useTake = async (blob: Blob) => {
    try {
      setTake(await decodeTake(blob));
      form.reset({ trimStart: 0, trimEnd: 0, overlapBefore: 0, overlapAfter: 0 });
    } catch {
      toast({ title: 'Error', description: 'Ese audio no se puede leer.', variant: 'destructive' });
    }
  };
  const record = () => {
    setTake(null);
    const audio = tail.current;
    if (audio && before.audioUrl) {
      audio.currentTime = (before.cueInSec ?? 0) + Math.max(0, (before.durationSec ?? 0) - Math.max(outroSec, 3));
      void audio.play().catch(() => undefined);
    }
    void mic.start((blob) => void useTake(blob));
  };
  const stop = () => {
    tail.current?.pause();
    mic.stop();
  };
  const save = useMutation({
    mutationFn: (edit: Edit) => {
      const body = new FormData();
      body.append('audio', takeAsWav(trimmed!), 'enlace.wav');
      body.append('afterItemId', String(before.id));
      body.append('hourStart', hourStart);
      body.append('overlapBeforeSec', String(edit.overlapBefore || 0));
      body.append('overlapAfterSec', String(edit.overlapAfter || 0));
      return api('voiceTracks.create', { body });
    },
    onSuccess: () => {
      toast({ title: 'Enlace guardado', description: `Sonará entre «${before.title}» y «${after.title}».` });
      setOpen(false);
      setTake(null);
      onSaved();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar el enlace.'),
        variant: 'destructive',
      }),
  });
  const id = `link-${before.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={secondaryButton}>
        <Mic aria-hidden className="h-4 w-4" />
        Grabar enlace
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[95vh] w-[95vw] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto rounded-lg bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            Enlace entre «{before.title}» y «{after.title}»
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            Al grabar suena el final de «{before.title}»; puedes hablar sobre sus últimos {outroSec.toFixed(0)} s y
            sobre los primeros {introSec.toFixed(0)} s de «{after.title}». La emisora ajusta el volumen del enlace al de
            la programación.
          </Dialog.Description>
          {/* biome-ignore lint/a11y/useMediaCaption: the song's end, heard as a cue; it has no words to caption */}
          <audio ref={tail} src={before.audioUrl} preload="auto" />
          <div className="flex flex-wrap gap-2">
            {mic.recording ? (
              <button type="button" className={primaryButton} onClick={stop}>
                <Square aria-hidden className="h-4 w-4" />
                Parar
              </button>
            ) : (
              <button type="button" className={primaryButton} onClick={record}>
                <Mic aria-hidden className="h-4 w-4" />
                {take ? 'Volver a grabar' : 'Grabar'}
              </button>
            )}
            <label className={`${secondaryButton} cursor-pointer`}>
              Subir un archivo
              <input
                type="file"
                accept="audio/*"
                className="sr-only"
                onChange={(e) => e.target.files?.[0] && void useTake(e.target.files[0])}
              />
            </label>
          </div>
          {mic.recording && (
            <TalkOverCue
              outroSec={outroSec}
              introSec={introSec}
              before={before.title ?? ''}
              after={after.title ?? ''}
            />
          )}
          {mic.error && (
            <p role="alert" className="text-sm text-red-700">
              {mic.error}
            </p>
          )}
          {take && (
            <form noValidate className="space-y-3" onSubmit={form.handleSubmit((edit) => save.mutate(edit))}>
              <p className="text-sm">
                Toma de {take.duration.toFixed(1)} s; queda en {trimmed?.duration.toFixed(1)} s.
              </p>
              <div className="grid grid-cols-2 gap-2">
                {field(id, 'Recortar al principio (s)', take.duration, form.register, 'trimStart')}
                {field(id, 'Recortar al final (s)', take.duration, form.register, 'trimEnd')}
                {field(id, `Solapar con «${before.title}» (s)`, outroSec, form.register, 'overlapBefore')}
                {field(id, `Solapar con «${after.title}» (s)`, introSec, form.register, 'overlapAfter')}
              </div>
              {preview && (
                <div>
                  <p className={labelClass}>Escuchar el enlace</p>
                  {/* biome-ignore lint/a11y/useMediaCaption: the presenter's own take, heard back before saving */}
                  <audio aria-label="Escuchar el enlace" controls src={preview} className="w-full" />
                </div>
              )}
              <div className="flex gap-2">
                <button type="submit" disabled={save.isPending} className={primaryButton}>
                  Guardar enlace
                </button>
                <Dialog.Close className={secondaryButton}>Cancelar</Dialog.Close>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
