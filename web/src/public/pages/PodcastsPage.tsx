import { PageTitle } from '../PageTitle';

export default function PodcastsPage() {
  return <PageTitle titleKey="podcasts" />;
}
