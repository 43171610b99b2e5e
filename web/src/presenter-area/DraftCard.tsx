import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Draft, draftPublishSchema } from '../../../shared/schemas/estudio/estudio';
import { formatMinutesSeconds } from '../../../shared/text/format-duration';
import { FieldError } from '../admin/common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../admin/common/styles';
import { api, ApiRequestError, apiKey } from '../lib/api';
import { zodResolver } from '../lib/zod-resolver';
import { toast } from '../stores/toasts';

type Values = z.input<typeof draftPublishSchema>;

/** One live session: hear it, set where the episode starts and ends, give it a title, publish it. */
export function DraftCard({ draft }: { draft: Draft }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(draftPublishSchema),
    defaultValues: { title: draft.title, description: '', startSec: 0, endSec: Math.floor(draft.durationSec) },
  });
  const publish = useMutation({
    mutationFn: (body: Values) => api('estudio.publishDraft', { params: { id: draft.id }, body }),
    onSuccess: () => {
      toast({ title: 'Episodio publicado', description: `Ya está en «${draft.podcastTitle}».` });
      void queryClient.invalidateQueries({ queryKey: apiKey('estudio.drafts') });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo publicar',
        description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message,
        variant: 'destructive',
      }),
  });
  const errors = form.formState.errors;
  const id = (name: string) => `draft-${draft.id}-${name}`;
  return (
    <article className={cardClass} aria-label={draft.title}>
      <h3 className="font-semibold">{draft.title}</h3>
      <p className="mb-2 text-sm text-gray-600">
        {draft.podcastTitle} · {formatMinutesSeconds(draft.durationSec)}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: a live recording has no captions to offer */}
      <audio controls preload="none" src={draft.audioUrl} className="mb-3 w-full" />
      <form noValidate className="space-y-3" onSubmit={form.handleSubmit((values) => publish.mutate(values))}>
        <div>
          <label htmlFor={id('title')} className={labelClass}>
            Título del episodio
          </label>
          <input id={id('title')} className={inputClass} {...form.register('title')} />
          <FieldError message={errors.title?.message} />
        </div>
        <div>
          <label htmlFor={id('description')} className={labelClass}>
            Descripción
          </label>
          <textarea id={id('description')} rows={3} className={inputClass} {...form.register('description')} />
          <FieldError message={errors.description?.message} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id('start')} className={labelClass}>
              Empieza en (segundos)
            </label>
            <input
              id={id('start')}
              type="number"
              min={0}
              className={inputClass}
              {...form.register('startSec', { valueAsNumber: true })}
            />
            <FieldError message={errors.startSec?.message} />
          </div>
          <div>
            <label htmlFor={id('end')} className={labelClass}>
              Termina en (segundos)
            </label>
            <input
              id={id('end')}
              type="number"
              min={1}
              className={inputClass}
              {...form.register('endSec', { valueAsNumber: true })}
            />
            <FieldError message={errors.endSec?.message} />
          </div>
        </div>
        <button type="submit" className={primaryButton} disabled={publish.isPending}>
          Publicar episodio
        </button>
      </form>
    </article>
  );
}
