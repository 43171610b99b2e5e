import { useTranslation } from 'react-i18next';
import { PodcastList } from '../podcasts/PodcastList';

/** /podcasts ("view all podcasts"): the station's real podcasts with their episodes and feeds. */
export default function PodcastsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('podcasts.title')}</h1>
      <p className="text-gray-700">{t('podcasts.pageIntro')}</p>
      <PodcastList />
    </div>
  );
}
