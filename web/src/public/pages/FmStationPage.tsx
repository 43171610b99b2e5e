import { PageTitle } from '../PageTitle';

export default function FmStationPage() {
  return <PageTitle titleKey="fmStation" />;
}
