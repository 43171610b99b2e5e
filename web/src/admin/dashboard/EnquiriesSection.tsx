import { useQuery } from '@tanstack/react-query';
import type { EnquiryRecord } from '../../../../shared/schemas/admin';
import { ADMIN_API } from '../api/admin-urls';
import { cardClass } from '../common/styles';
import { formatDate } from '../music/format';

/** Messages sent through the public contact (advertising) form, newest first. */
export function EnquiriesSection() {
  const enquiries = useQuery<EnquiryRecord[]>({ queryKey: [ADMIN_API.enquiries] });
  if (enquiries.isPending) return <p role="status">Cargando consultas...</p>;
  if (enquiries.isError) return <p role="alert" className="text-red-600">No se pudieron cargar las consultas.</p>;
  if (enquiries.data.length === 0) return <p className="text-gray-600">No hay consultas recibidas.</p>;
  return (
    <ul aria-label="Consultas recibidas" className="space-y-3">
      {enquiries.data.map((e) => (
        <li key={e.id} className={cardClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              {e.name} <span className="font-normal text-gray-600">· {e.company}</span>
            </p>
            <time dateTime={e.createdAt} className="text-xs text-gray-500">
              {formatDate(e.createdAt, true)}
            </time>
          </div>
          <p className="mt-1 text-sm">
            <a href={`mailto:${e.email}`} className="text-blue-700 hover:underline">
              {e.email}
            </a>
            {' · '}
            <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`} className="text-blue-700 hover:underline">
              {e.phone}
            </a>
          </p>
          <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{e.message}</p>
        </li>
      ))}
    </ul>
  );
}
