import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { ImageGrid } from '../gallery/ImageGrid';
import { ImageUploadForm } from '../gallery/ImageUploadForm';

/** /admin/upload/gallery: upload, and the two destinations' grids. */
export default function GalleryManagementPage() {
  return (
    <div>
      <Link to="/admin/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Volver al panel
      </Link>
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
          <ImageUploadForm />
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
