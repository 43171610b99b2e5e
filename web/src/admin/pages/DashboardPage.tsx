export default function DashboardPage() {
  return <h1 className="text-2xl font-bold">Panel de Administración</h1>;
}
