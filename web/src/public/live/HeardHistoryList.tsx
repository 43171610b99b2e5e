import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryPage } from '../../../../shared/schemas/public/history';

interface Props {
  items: HistoryPage['items'];
  /** The station's zone: the times are shown as heard on the air. */
  timeZone: string | undefined;
}

/** One page of "Ha sonado": when each item aired, what it was, and a link to it in /music while it is there. */
export function HeardHistoryList({ items, timeZone }: Props) {
  const { t, i18n } = useTranslation('heard');
  const clock = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <ol className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
      {items.map((item) => (
        <li key={`${item.startedAt}-${item.title}`} className="flex items-center gap-3 p-3">
          <time dateTime={item.startedAt} className="w-24 shrink-0 text-sm font-semibold text-gray-800">
            {clock.format(new Date(item.startedAt))}
          </time>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{item.title || t('translation:player.untitled')}</p>
            <p className="truncate text-sm text-gray-700">
              {item.source === 'live' ? t('live') : item.artist || t('translation:player.unknownArtist')}
            </p>
          </div>
          {item.trackId !== null && (
            <Link
              to={`/music?q=${encodeURIComponent(item.title)}`}
              className="text-sm font-semibold text-brand underline"
            >
              {t('inMusic')}
              <span className="sr-only">: {item.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
