import { PageTitle } from '../PageTitle';

export default function ShipyardPage() {
  return <PageTitle titleKey="shipyard" />;
}
