import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../content-ui/Spinner';
import { TeamCard } from '../team/TeamCard';
import { apiQuery } from '../../lib/api';

export default function TeamPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({ ...apiQuery('station.team') });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('team.title')}</h1>
        <p className="mt-1 text-gray-700">{t('team.subtitle')}</p>
      </div>
      <div
        role="note"
        className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>{t('team.volunteerWarning')}</p>
      </div>
      {isPending ? (
        <Spinner label={t('team.loading')} />
      ) : isError ? (
        <p role="alert" className="text-red-800">
          {t('team.loadError')}
        </p>
      ) : (
        <ul aria-label={t('team.listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
