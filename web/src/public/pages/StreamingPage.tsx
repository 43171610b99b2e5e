import { PageTitle } from '../PageTitle';

export default function StreamingPage() {
  return <PageTitle titleKey="streaming" />;
}
