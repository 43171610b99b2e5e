import { Mic, Music, RadioTower, Repeat, Satellite } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The badge kinds of the public week: the spec's three, plus a network relay and a repeat of an earlier airing. */
export type BadgeType = 'music' | 'talk' | 'live' | 'relay' | 'repeat';

const TYPE_BADGE = {
  music: { className: 'bg-blue-50 text-blue-800', Icon: Music },
  talk: { className: 'bg-amber-50 text-amber-900', Icon: Mic },
  // Not the red of "EN DIRECTO", which says what is on air now: this is only the kind of programme.
  live: { className: 'bg-emerald-50 text-emerald-800', Icon: RadioTower },
  relay: { className: 'bg-violet-50 text-violet-800', Icon: Satellite },
  repeat: { className: 'bg-gray-100 text-gray-800', Icon: Repeat },
} as const;

/** A programme's type, as a coloured badge with an icon. */
export function TypeBadge({ type }: { type: BadgeType }) {
  const { t } = useTranslation('schedule');
  const { className, Icon } = TYPE_BADGE[type];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      <Icon className="h-3 w-3" aria-hidden />
      {t(`types.${type}`)}
    </span>
  );
}
