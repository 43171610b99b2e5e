import { PageTitle } from '../PageTitle';

export default function AdvertisingPage() {
  return <PageTitle titleKey="advertising" />;
}
