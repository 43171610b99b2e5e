export default function StreamingControlPage() {
  return <h1 className="text-2xl font-bold">Control de Streaming</h1>;
}
