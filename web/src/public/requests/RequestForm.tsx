import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEDICATION_MAX } from '../../../../shared/schemas/requests/requests';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { zodResolver } from '../../lib/zod-resolver';

const formSchema = z.object({ dedication: z.string().trim().max(DEDICATION_MAX) });

/** The chosen song and an optional dedication (up to 140 characters, read by the studio before anyone hears it). */
export function RequestForm(props: {
  track: Track;
  sending: boolean;
  onSend(dedication: string | null): void;
  onChange(): void;
}) {
  const { t } = useTranslation('requests');
  const id = useId();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { dedication: '' } });
  const invalid = Boolean(form.formState.errors.dedication);
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit(({ dedication }) => props.onSend(dedication || null))}
    >
      <p className="text-sm">{t('chosen', { title: props.track.title, artist: props.track.artist })}</p>
      <button type="button" onClick={props.onChange} className="text-sm font-semibold text-brand underline">
        {t('change')}
      </button>
      <label htmlFor={id} className="flex flex-col gap-1 text-sm text-gray-800">
        {t('dedication')}
        <textarea
          id={id}
          rows={3}
          maxLength={DEDICATION_MAX}
          aria-invalid={invalid}
          aria-describedby={`${id}-help`}
          className="rounded-md border border-gray-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-700"
          {...form.register('dedication')}
        />
      </label>
      <p id={`${id}-help`} className="text-xs text-gray-700">
        {t('dedicationHelp')}
      </p>
      <button
        type="submit"
        disabled={props.sending}
        className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
      >
        {props.sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
