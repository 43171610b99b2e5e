import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type Show, showInputSchema } from '../../../../shared/schemas/programming/shows';
import { api, apiQuery, errorMessage } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { zodResolver } from '../../lib/zod-resolver';
import { FormActions } from '../common/FormActions';
import { secondaryButton } from '../common/styles';
import { RuleFields } from './RuleFields';
import { ShowFields, type ShowFormValues } from './ShowFields';
import type { RuleDraft } from './calendar-time';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDeleteShow, useSaveShow } from './use-programming';

/** What the editor opens on: a show to edit, and/or a rule drawn on the calendar to add. */
export interface EditorTarget {
  show: Show | null;
  newRule?: RuleDraft;
}

const NEW_SHOW: ShowFormValues = { name: '', kind: 'music', description: '', colour: '#b91c1c', rules: [] };

/** A syndicated show's feed and rules as the form edits them (a PUT without them would reset them to defaults). */
const syndicationValues = (show: Show): Partial<ShowFormValues> =>
  show.syndication
    ? {
        feedUrl: show.syndication.feedUrl,
        urlPattern: show.syndication.urlPattern,
        freshnessMin: show.syndication.freshnessMin,
        episode: show.syndication.episode,
        retentionDays: show.syndication.retentionDays,
        maxRepeats: show.syndication.maxRepeats,
        tooLong: show.syndication.tooLong,
        fallbackPrevious: show.syndication.fallbackPrevious,
        downloadAheadMin: show.syndication.downloadAheadMin,
      }
    : {};

/** The form's values for a show (or a new one), with the drawn rule appended. */
function formValues(show: Show | null, newRule?: RuleDraft): ShowFormValues {
  const base: ShowFormValues = show
    ? {
        name: show.name,
        slug: show.slug,
        kind: show.kind,
        description: show.description,
        colour: show.colour,
        imageId: show.imageId,
        playlistId: show.playlistId,
        clockId: show.clockId,
        podcastId: show.podcastId,
        presenterIds: show.presenterIds,
        relayUrl: show.relayUrl,
        repeatOfShowId: show.repeatOfShowId,
        ...syndicationValues(show),
        rules: show.rules.map(({ id: _id, ...rule }) => ({ ...rule, nth: rule.nth as 1 | 2 | 3 | 4 | -1 | null })),
      }
    : NEW_SHOW;
  return newRule ? { ...base, rules: [...(base.rules ?? []), { ...newRule, everyWeeks: 1 }] } : base;
}

/**
 * A show and its rules in one form (react-hook-form with the server's own schema). Saving replaces every rule
 * ("all occurrences"); what the rules would collide with is asked of the server as they change and shown before
 * saving, and a refusal (409) is shown in place. A drawn rule can go to a new show or be added to an existing one.
 */
export function ShowEditorDialog({ target, onClose }: { target: EditorTarget | null; onClose(): void }) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {target?.show ? `Programa: ${target.show.name}` : 'Nuevo programa'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Las reglas dicen cuándo se emite cada semana, en hora de la emisora.
          </Dialog.Description>
          {target && <ShowForm target={target} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShowForm({ target, onDone }: { target: EditorTarget; onDone(): void }) {
  const shows = useQuery(apiQuery('shows.list'));
  const [show, setShow] = useState(target.show);
  const form = useForm<ShowFormValues>({
    resolver: zodResolver(showInputSchema),
    defaultValues: formValues(show, target.newRule),
  });
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const save = useSaveShow();
  const remove = useDeleteShow();
  const values = useDebouncedValue(useWatch({ control: form.control }), 400);
  const candidate = showInputSchema.safeParse(values);
  const check = useQuery({
    queryKey: ['shows', 'check', show?.id ?? null, values],
    queryFn: () => api('shows.check', { query: show ? { id: String(show.id) } : {}, body: candidate.data as never }),
    enabled: candidate.success,
  });
  const conflicts = candidate.success ? (check.data ?? []) : [];
  const errors = form.formState.errors;
  const choose = (id: string) => {
    const next = shows.data?.find((s) => String(s.id) === id) ?? null;
    setShow(next);
    form.reset(formValues(next, target.newRule));
  };
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((input) =>
        save.mutate({ id: show?.id, input: input as never }, { onSuccess: onDone }),
      )}
    >
      {target.newRule && (
        <div>
          <label htmlFor="show-target" className="mb-1 block text-sm font-medium text-gray-700">
            Añadir la emisión a
          </label>
          <select
            id="show-target"
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
            value={show ? String(show.id) : ''}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">Programa nuevo</option>
            {shows.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ShowFields
        control={form.control}
        register={form.register}
        setValue={form.setValue}
        errors={errors}
        showId={show?.id}
      />
      <section className="space-y-3">
        <h3 className="font-semibold">Reglas</h3>
        {rules.fields.map((rule, index) => (
          <div key={rule.id} className="rounded-md border border-gray-200 p-3">
            <RuleFields
              register={form.register}
              control={form.control}
              name={`rules.${index}`}
              idPrefix={`rule-${index}`}
              errors={ruleErrors(errors.rules?.[index])}
            />
            <button type="button" className={`${secondaryButton} mt-2`} onClick={() => rules.remove(index)}>
              <Trash2 aria-hidden className="h-4 w-4" />
              Quitar esta regla
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => rules.append({ days: [1], start: '09:00', durationMin: 60, everyWeeks: 1 })}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Añadir regla
        </button>
      </section>
      {conflicts.length > 0 && (
        <div role="alert" data-testid="show-conflicts" className="rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-amber-900">Se solapa con otras emisiones:</p>
          <ul className="list-disc pl-5 text-sm text-amber-900">
            {conflicts.slice(0, 5).map((c) => (
              <li key={`${c.showId}-${c.start}`}>{c.message}</li>
            ))}
          </ul>
        </div>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-600" data-testid="save-error">
          {errorMessage(save.error, 'No se pudo guardar el programa.')}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <FormActions busy={save.isPending} submitLabel="Guardar" onCancel={onDone} />
        {show && (
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButton}>
                <Trash2 aria-hidden className="h-4 w-4" />
                Eliminar programa
              </button>
            }
            title={`¿Eliminar ${show.name}?`}
            description="Sus emisiones futuras dejan la programación; las pasadas siguen en el historial."
            onConfirm={() => remove.mutate(show.id, { onSuccess: onDone })}
          />
        )}
      </div>
    </form>
  );
}

type RuleErrors = Partial<
  Record<'days' | 'start' | 'durationMin' | 'everyWeeks' | 'from' | 'until', { message?: string }>
>;
const ruleErrors = (errors: RuleErrors | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([key, value]) => [key, value?.message]));
