import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { BackToDashboard } from '../common/BackToDashboard';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { ImageGrid } from '../gallery/ImageGrid';
import { ImageUploadForm } from '../gallery/ImageUploadForm';
import { destinationFrom } from '../gallery/destinations';

/** /admin/upload/gallery: upload, and the two destinations' grids. */
export default function GalleryManagementPage() {
  const [search] = useSearchParams();
  const destination = destinationFrom(search);
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Gestión de Galerías</h1>
      <Tabs.Root defaultValue="upload">
        <Tabs.List aria-label="Gestión de galerías" className={tabListClass}>
          <Tabs.Trigger value="upload" className={tabTriggerClass}>
            Subir Imagen
          </Tabs.Trigger>
          <Tabs.Trigger value="gallery" className={tabTriggerClass}>
            Galería de la radio
          </Tabs.Trigger>
          <Tabs.Trigger value="shipyard" className={tabTriggerClass}>
            Astilleros Saetia
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upload">
          {/* Keyed: a link to the other destination while the page is open starts the form over on it. */}
          <ImageUploadForm key={destination} destination={destination} />
        </Tabs.Content>
        <Tabs.Content value="gallery">
          <ImageGrid destination="art" />
        </Tabs.Content>
        <Tabs.Content value="shipyard">
          <ImageGrid destination="shipyard" />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
