export default function SourceAddPage() {
  return <h1 className="text-2xl font-bold">Agregar Fuente de Streaming</h1>;
}
