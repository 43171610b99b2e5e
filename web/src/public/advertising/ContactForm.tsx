import { zodResolver } from '../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type EnquiryInput, enquirySchema } from '../../../../shared/schemas/programming/station';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { FormField, inputClass } from './FormField';

const FIELDS = ['name', 'company', 'email', 'phone'] as const;
const INPUT_TYPES = { name: 'text', company: 'text', email: 'email', phone: 'tel' } as const;
const AUTOCOMPLETE = { name: 'name', company: 'organization', email: 'email', phone: 'tel' } as const;
const EMPTY: EnquiryInput = { name: '', company: '', email: '', phone: '', message: '' };

/** The advertising enquiry: validated here and on the server with the same schema, and stored by POST /api/enquiries. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (values: EnquiryInput) => api('enquiries.create', { body: values }),
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: t('contact.sent'), description: t('contact.sentDescription') });
    },
    onError: (error) => {
      toast({ title: t('contact.sendError'), description: errorDetail(error), variant: 'destructive' });
    },
  });
  // The schema's messages are Spanish; each field's rule has its own catalogue entry so ca/fr read in their language.
  const message = (field: keyof EnquiryInput, error: FieldError | undefined) =>
    error ? (error.type === 'too_big' ? t('contact.errors.tooLong') : t(`contact.errors.${field}`)) : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="flex flex-col gap-4"
      aria-describedby="contact-form-intro"
    >
      <p id="contact-form-intro" className="text-gray-700">
        {t('contact.intro')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field} label={t(`contact.fields.${field}`)} error={message(field, errors[field])}>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register(field)}
                type={INPUT_TYPES[field]}
                autoComplete={AUTOCOMPLETE[field]}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField label={t('contact.fields.message')} error={message('message', errors.message)}>
        {(a11y) => <textarea {...a11y} {...form.register('message')} rows={5} className={inputClass} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex items-center gap-2 rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? t('contact.sending') : t('contact.submit')}
        </button>
        <div role="status" aria-live="polite">
          {send.isSuccess && !form.formState.isDirty && (
            <span className="inline-flex items-center gap-2 font-semibold text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
              {t('contact.sent')}
            </span>
          )}
        </div>
      </div>
      {send.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t('contact.sendError')}: {errorDetail(send.error)}
        </p>
      )}
    </form>
  );
}

/** The server's Spanish explanation when there is one (validation, rate limit), else the raw error. */
function errorDetail(error: Error): string {
  return errorMessage(error, error.message);
}
