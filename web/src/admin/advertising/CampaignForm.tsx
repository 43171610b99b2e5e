import { zodResolver } from '../../lib/zod-resolver';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CAMPAIGN_MAX_SPOTS,
  type CampaignInput,
  campaignInputSchema,
  daypartSchema,
} from '../../../../shared/schemas/programming/campaigns';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { ApiRequestError } from '../../lib/api';
import { FormActions } from '../common/FormActions';
import { FieldError } from '../common/FieldError';
import { inputClass, labelClass } from '../common/styles';
import { DAYPART_LABELS } from './campaign-format';
import { CampaignQuote } from './CampaignQuote';
import { type KnownSpot, SpotPicker } from './SpotPicker';
import { serverErrorField } from './useCampaignMutations';

type FormFields = z.input<typeof campaignInputSchema>;
type Id = (name: string) => string;
export type CampaignFormValues = Partial<FormFields>;

interface Props {
  initial: CampaignFormValues;
  /** The campaign's current spot (edit), shown even if the library no longer lists it. */
  knownSpot?: KnownSpot;
  busy: boolean;
  submitLabel: string;
  /** Rejects with the server's error; a field it names gets the message under it as well. */
  onSubmit(values: CampaignInput): Promise<unknown>;
  onCancel(): void;
  idPrefix: string;
}

const FIELDS = Object.keys(campaignInputSchema.shape) as Array<keyof CampaignInput>;

/** Booking of a campaign (create and edit) with the price the rate card gives it, live. */
export function CampaignForm({ initial, knownSpot, busy, submitLabel, onSubmit, onCancel, idPrefix }: Props) {
  const form = useForm<FormFields, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: initial,
  });
  // The spot picked here (its duration prices the campaign); a stored spot is known from the campaign itself.
  const [picked, setPicked] = useState<Track>();
  const errors = form.formState.errors;
  const id: Id = (name) => `${idPrefix}-${name}`;
  const [spots, daypart, spotTrackId] = useWatch({ control: form.control, name: ['spots', 'daypart', 'spotTrackId'] });
  const spotDurationSec =
    picked && picked.id === spotTrackId
      ? picked.duration
      : knownSpot && knownSpot.id === spotTrackId
        ? knownSpot.durationSec
        : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const field = FIELDS.find((name) => name === serverErrorField(error));
      if (field && error instanceof ApiRequestError && error.serverMessage)
        form.setError(field, { message: error.serverMessage });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('advertiser')} className={labelClass}>
            Anunciante *
          </label>
          <input
            id={id('advertiser')}
            className={inputClass}
            aria-invalid={!!errors.advertiser}
            {...form.register('advertiser')}
          />
          <FieldError message={errors.advertiser?.message} />
        </div>
        <div>
          <label htmlFor={id('title')} className={labelClass}>
            Título de la campaña *
          </label>
          <input id={id('title')} className={inputClass} aria-invalid={!!errors.title} {...form.register('title')} />
          <FieldError message={errors.title?.message} />
        </div>
      </div>
      <Controller
        control={form.control}
        name="spotTrackId"
        render={({ field, fieldState }) => (
          <div>
            <SpotPicker
              id={id('spot')}
              value={field.value}
              picked={picked}
              onPick={(track) => {
                setPicked(track);
                field.onChange(track.id);
                field.onBlur();
              }}
              invalid={!!fieldState.error}
              known={knownSpot}
            />
            <FieldError message={fieldState.error?.message} />
          </div>
        )}
      />
      <CampaignDates form={form} id={id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('spots')} className={labelClass}>
            Cuñas contratadas *
          </label>
          <input
            id={id('spots')}
            type="number"
            min={1}
            max={CAMPAIGN_MAX_SPOTS}
            inputMode="numeric"
            className={inputClass}
            aria-invalid={!!errors.spots}
            {...form.register('spots', { valueAsNumber: true })}
          />
          <FieldError message={errors.spots?.message} />
        </div>
        <div>
          <label htmlFor={id('daypart')} className={labelClass}>
            Franja
          </label>
          <select id={id('daypart')} className={inputClass} {...form.register('daypart')}>
            {daypartSchema.options.map((part) => (
              <option key={part} value={part}>
                {DAYPART_LABELS[part]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CampaignQuote spots={spots ?? Number.NaN} spotDurationSec={spotDurationSec} daypart={daypart ?? 'any'} />
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** The campaign's first and last day on air. */
function CampaignDates({ form, id }: { form: UseFormReturn<FormFields, unknown, CampaignInput>; id: Id }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={id('start')} className={labelClass}>
          Inicio *
        </label>
        <input
          id={id('start')}
          type="date"
          className={inputClass}
          aria-invalid={!!errors.startDate}
          {...form.register('startDate')}
        />
        <FieldError message={errors.startDate?.message} />
      </div>
      <div>
        <label htmlFor={id('end')} className={labelClass}>
          Fin *
        </label>
        <input
          id={id('end')}
          type="date"
          className={inputClass}
          aria-invalid={!!errors.endDate}
          {...form.register('endDate')}
        />
        <FieldError message={errors.endDate?.message} />
      </div>
    </div>
  );
}
