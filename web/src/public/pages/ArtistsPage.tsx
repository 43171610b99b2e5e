import { PageTitle } from '../PageTitle';

export default function ArtistsPage() {
  return <PageTitle titleKey="artists" />;
}
