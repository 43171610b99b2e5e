import { PageTitle } from '../PageTitle';

export default function GalleryPage() {
  return <PageTitle titleKey="gallery" />;
}
