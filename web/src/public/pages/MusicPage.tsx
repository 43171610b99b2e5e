import { PageTitle } from '../PageTitle';

export default function MusicPage() {
  return <PageTitle titleKey="music" />;
}
