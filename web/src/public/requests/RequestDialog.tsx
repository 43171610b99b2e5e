import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { REQUESTS_API_PATHS } from '../../../../shared/api/paths/requests-paths';
import type { RequestCreate, RequestRefusal } from '../../../../shared/schemas/requests/requests';
import { REQUEST_REFUSALS, REQUESTS_ALL_OPEN } from '../../../../shared/schemas/requests/requests';
import { api, ApiRequestError, apiKey, apiQuery, registerApiPaths } from '../../lib/api';
import { RequestChoice } from './RequestChoice';
import { RequestProgress } from './RequestProgress';
import { useRequestDialog } from './request-store';
import { useRequestTime } from './request-time';

registerApiPaths(REQUESTS_API_PATHS);

/** The refusal's code, when the station said why (a rule), else undefined. */
function refusalOf(error: unknown): RequestRefusal | undefined {
  const code = error instanceof ApiRequestError ? error.error?.error : undefined;
  return (REQUEST_REFUSALS as readonly string[]).includes(code ?? '') ? (code as RequestRefusal) : undefined;
}

/**
 * "Pide una canción": what can be asked for now (read when the dialog opens), choose a requestable song, add a
 * dedication, then follow the request until it airs.
 */
export default function RequestDialog() {
  const { t } = useTranslation('requests');
  const { close } = useRequestDialog();
  const queryClient = useQueryClient();
  const availability = useQuery({ ...apiQuery('requests.availability') });
  const time = useRequestTime();
  const send = useMutation({
    mutationFn: (body: RequestCreate) => api('requests.create', { body }),
    // A refusal means the station knows something newer than the dialog: read what can be asked for again.
    onError: () => queryClient.invalidateQueries({ queryKey: apiKey('requests.availability') }),
  });
  const refusal = refusalOf(send.error);
  // Unable to read it (an older station, the network): every song is offered, and the station's answer says why not.
  const known = availability.data ?? (availability.isError ? REQUESTS_ALL_OPEN : undefined);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-8 text-xl font-bold">{t('title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{t('intro')}</Dialog.Description>
          <div className="mt-4 space-y-4">
            {send.data ? (
              <RequestProgress created={send.data} />
            ) : known && time ? (
              <>
                <RequestChoice
                  availability={known}
                  time={time}
                  sending={send.isPending}
                  onSend={(track, dedication) => send.mutate({ trackId: track.id, dedication })}
                  onChange={() => {
                    send.reset();
                    useRequestDialog.setState({ track: null });
                  }}
                />
                {send.isError && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {refusal ? t(`refusals.${refusal}`) : t('error')}
                  </p>
                )}
              </>
            ) : (
              <p role="status" className="text-sm text-gray-700">
                {t('checking')}
              </p>
            )}
          </div>
          <Dialog.Close
            className="absolute right-3 top-3 rounded p-1 text-gray-700 hover:bg-gray-100"
            aria-label={t('close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
