import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back from a management page to the dashboard. */
export function BackToDashboard() {
  return (
    <Link
      to="/admin/dashboard"
      className="mb-4 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      Volver al panel
    </Link>
  );
}
