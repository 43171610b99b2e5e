import { MessageCircleHeart } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestDialog } from './request-store';

// The dialog (search, form, the request's progress) is its own chunk, loaded when a listener opens it.
const RequestDialog = lazy(() => import('./RequestDialog'));

/**
 * "Pide una canción" on a page: the button and, once opened, the dialog. `openAtStart` opens it on arrival
 * (/music?pedir=1, the embeddable player's request button).
 */
export function RequestHost({ openAtStart = false }: { openAtStart?: boolean }) {
  const { t } = useTranslation('requests');
  const open = useRequestDialog((s) => s.open);
  useEffect(() => {
    if (openAtStart) useRequestDialog.getState().ask();
  }, [openAtStart]);
  return (
    <>
      <button
        type="button"
        onClick={() => useRequestDialog.getState().ask()}
        className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        <MessageCircleHeart className="h-4 w-4" aria-hidden />
        {t('ask')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RequestDialog />
        </Suspense>
      )}
    </>
  );
}
