export default function MusicManagementPage() {
  return <h1 className="text-2xl font-bold">Gestión de Música</h1>;
}
