import { PageTitle } from '../PageTitle';

export default function TeamPage() {
  return <PageTitle titleKey="team" />;
}
