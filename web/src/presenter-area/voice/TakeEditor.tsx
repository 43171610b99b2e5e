import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { MyLogItem } from '../../../../shared/schemas/estudio/voice-tracks';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../admin/common/styles';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { takeAsWav, trimTake } from './take-audio';

interface Edit {
  trimStart: number;
  trimEnd: number;
  overlapBefore: number;
  overlapAfter: number;
}

function SecondsField(props: {
  id: string;
  label: string;
  max: number;
  register: UseFormRegister<Edit>;
  name: keyof Edit;
}) {
  const { id, label, max, register, name } = props;
  return (
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
}

/**
 * A take to trim at both ends, overlap with the songs around it (within their talk-over windows), hear as it will be
 * saved, and save as the link after `before` (the station levels it to its loudness target).
 */
export function TakeEditor(props: {
  take: AudioBuffer;
  before: MyLogItem;
  after: MyLogItem;
  hourStart: string;
  onSaved(): void;
}) {
  const { take, before, after, hourStart } = props;
  const form = useForm<Edit>({ defaultValues: { trimStart: 0, trimEnd: 0, overlapBefore: 0, overlapAfter: 0 } });
  const [trimStart, trimEnd] = form.watch(['trimStart', 'trimEnd']);
  const trimmed = useMemo(
    () => trimTake(take, Number(trimStart) || 0, Number(trimEnd) || 0),
    [take, trimStart, trimEnd],
  );
  const preview = useMemo(() => URL.createObjectURL(takeAsWav(trimmed)), [trimmed]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const save = useMutation({
    mutationFn: (edit: Edit) => {
      const body = new FormData();
      body.append('audio', takeAsWav(trimmed), 'enlace.wav');
      body.append('afterItemId', String(before.id));
      body.append('hourStart', hourStart);
      body.append('overlapBeforeSec', String(edit.overlapBefore || 0));
      body.append('overlapAfterSec', String(edit.overlapAfter || 0));
      return api('voiceTracks.create', { body });
    },
    onSuccess: () => {
      toast({ title: 'Enlace guardado', description: `Sonará entre «${before.title}» y «${after.title}».` });
      props.onSaved();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'No se pudo guardar el enlace.'),
        variant: 'destructive',
      }),
  });
  const id = `link-${before.id}`;
  const seconds = (label: string, max: number, name: keyof Edit) => (
    <SecondsField id={id} label={label} max={max} register={form.register} name={name} />
  );
  return (
    <form noValidate className="space-y-3" onSubmit={form.handleSubmit((edit) => save.mutate(edit))}>
      <p className="text-sm">
        Toma de {take.duration.toFixed(1)} s; queda en {trimmed.duration.toFixed(1)} s.
      </p>
      <div className="grid grid-cols-2 gap-2">
        {seconds('Recortar al principio (s)', take.duration, 'trimStart')}
        {seconds('Recortar al final (s)', take.duration, 'trimEnd')}
        {seconds(`Solapar con «${before.title}» (s)`, before.outroSec ?? 0, 'overlapBefore')}
        {seconds(`Solapar con «${after.title}» (s)`, after.introSec ?? 0, 'overlapAfter')}
      </div>
      <div>
        <p className={labelClass}>Escuchar el enlace</p>
        {/* biome-ignore lint/a11y/useMediaCaption: the presenter's own take, heard back before saving */}
        <audio aria-label="Escuchar el enlace" controls src={preview} className="w-full" />
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          Guardar enlace
        </button>
        <Dialog.Close className={secondaryButton}>Cancelar</Dialog.Close>
      </div>
    </form>
  );
}
