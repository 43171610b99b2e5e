import { PageTitle } from '../PageTitle';

export default function SpotifyPage() {
  return <PageTitle titleKey="spotify" />;
}
