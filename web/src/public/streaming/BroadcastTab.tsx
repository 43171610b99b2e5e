import { useQuery } from '@tanstack/react-query';
import { Settings, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiQuery } from '../../lib/api';
import { ObsDialog } from './ObsDialog';

/** Transmitir: a logged-in user gets the OBS instructions; anyone else is asked to log in. */
export function BroadcastTab() {
  const { t } = useTranslation();
  const me = useQuery(apiQuery('auth.me', undefined, { on401: 'null' }));
  if (me.isPending) return <p className="text-gray-700">{t('streaming.loading')}</p>;
  if (!me.data?.username) {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="font-semibold">{t('streaming.loginRequired')}</p>
        <Link to="/intranet" className="mt-2 inline-block font-semibold underline">
          {t('streaming.login')}
        </Link>
      </div>
    );
  }
  const button = 'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold';
  return (
    <div className="flex flex-wrap gap-3">
      <ObsDialog
        trigger={
          <button type="button" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
            <Video className="h-4 w-4" aria-hidden />
            {t('streaming.start')}
          </button>
        }
      />
      <ObsDialog
        trigger={
          <button type="button" className={`${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-100`}>
            <Settings className="h-4 w-4" aria-hidden />
            {t('streaming.obsSettings')}
          </button>
        }
      />
    </div>
  );
}
