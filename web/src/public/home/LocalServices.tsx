import { Anchor, GraduationCap, HeartPulse, Info, type LucideIcon, Map as MapIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_HREF } from '../chrome/links';

const SERVICES: ReadonlyArray<{ id: string; icon: LucideIcon; button: string }> = [
  { id: 'citizen', icon: Info, button: 'access' },
  { id: 'seniors', icon: Users, button: 'moreInfo' },
  { id: 'teleassistance', icon: HeartPulse, button: 'request' },
  { id: 'school', icon: GraduationCap, button: 'details' },
  { id: 'port', icon: Anchor, button: 'discover' },
  { id: 'maps', icon: MapIcon, button: 'map' },
];

/** The six local services; their links are placeholders in the spec. */
export function LocalServices() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-2xl font-bold">
        {t('home.services.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ id, icon: Icon, button }) => (
          <li key={id} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <Icon className="h-8 w-8 shrink-0 text-brand" aria-hidden />
            <div>
              <h3 className="font-semibold">{t(`home.services.items.${id}.title`)}</h3>
              <p className="text-sm text-gray-700">{t(`home.services.items.${id}.text`)}</p>
              <a href={PLACEHOLDER_HREF} className="mt-2 inline-block text-sm font-semibold text-brand underline">
                {t(`home.buttons.${button}`)}
                <span className="sr-only">: {t(`home.services.items.${id}.title`)}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
