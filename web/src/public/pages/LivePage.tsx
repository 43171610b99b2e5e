import { PageTitle } from '../PageTitle';

export default function LivePage() {
  return <PageTitle titleKey="live" />;
}
