import { useTranslation } from 'react-i18next';
import { podcastCategoryKey } from '../../../../shared/text/podcast-categories';

/**
 * A podcast's category in the visitor's language. The stored value stays Apple's English name, which the feed
 * needs; one that is not Apple's is shown as the station typed it.
 */
export function PodcastCategory({ category }: { category: string }) {
  const { t } = useTranslation();
  const key = podcastCategoryKey(category);
  return (
    <p className="text-xs font-semibold uppercase text-gray-600" data-testid="podcast-category">
      {key ? t(`podcasts.categories.${key}`) : category}
    </p>
  );
}
