import { PageTitle } from '../PageTitle';

export default function HistoryPage() {
  return <PageTitle titleKey="history" />;
}
