import { useTranslation } from 'react-i18next';
import { FeaturedPodcasts } from '../home/FeaturedPodcasts';

/** /podcasts ("view all podcasts"): the six featured podcasts, the only ones the spec defines. */
export default function PodcastsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <FeaturedPodcasts headingLevel={1} showAllLink={false} />
      <p className="text-gray-700">{t('podcasts.pageIntro')}</p>
    </div>
  );
}
