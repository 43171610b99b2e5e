import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { useRequestDialog } from './request-store';

/** A /music row's "Pide una canción": opens the page's request dialog on this song. */
export function RequestRowButton({ track }: { track: Track }) {
  const { t } = useTranslation('requests');
  return (
    <button
      type="button"
      onClick={() => useRequestDialog.getState().ask(track)}
      aria-label={t('askThis', { title: track.title })}
      title={t('ask')}
      className="rounded p-2 text-brand hover:bg-red-50"
    >
      <MessageCircleHeart className="h-4 w-4" aria-hidden />
    </button>
  );
}
