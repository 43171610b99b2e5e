export default function StudioPage() {
  return <h1 className="text-2xl font-bold">Estudio</h1>;
}
