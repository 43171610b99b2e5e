export default function GalleryManagementPage() {
  return <h1 className="text-2xl font-bold">Gestión de Galerías</h1>;
}
