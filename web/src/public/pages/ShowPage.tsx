import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiRequestError, apiQuery } from '../../lib/api';
import { ShowView } from '../shows/ShowView';

/** /programacion/:slug: one show's page, or "this show does not exist" for a slug the station does not know. */
export default function ShowPage() {
  const { t } = useTranslation('shows');
  const { slug = '' } = useParams();
  const show = useQuery(apiQuery('shows.publicGet', { params: { slug } }));
  if (show.isPending) return <p className="text-gray-700">{t('loading')}</p>;
  if (show.isError) {
    const missing = show.error instanceof ApiRequestError && show.error.status === 404;
    return (
      <section className="space-y-4">
        <p role="alert">{missing ? t('notFound') : t('error')}</p>
        <Link to="/programacion" className="font-semibold text-brand underline">
          {t('back')}
        </Link>
      </section>
    );
  }
  return <ShowView show={show.data} />;
}
