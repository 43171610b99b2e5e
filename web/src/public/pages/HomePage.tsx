import { PageTitle } from '../PageTitle';

export default function HomePage() {
  return <PageTitle titleKey="home" />;
}
