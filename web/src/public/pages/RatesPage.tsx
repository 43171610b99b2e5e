import { PageTitle } from '../PageTitle';

export default function RatesPage() {
  return <PageTitle titleKey="rates" />;
}
