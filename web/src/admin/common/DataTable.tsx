import type { ReactNode } from 'react';

/** A plain admin table: header cells, rows, or the empty message across all columns. */
export function DataTable({
  caption,
  headers,
  empty,
  children,
  isEmpty,
}: {
  caption: string;
  headers: string[];
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {isEmpty ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-center text-gray-600">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
