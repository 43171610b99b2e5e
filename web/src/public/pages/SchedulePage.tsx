import { PageTitle } from '../PageTitle';

export default function SchedulePage() {
  return <PageTitle titleKey="schedule" />;
}
