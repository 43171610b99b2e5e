import { useState } from 'react';
import { useCategories } from '../music/categories';
import { secondaryButton } from '../common/styles';
import { ClockEditor } from './ClockEditor';
import { useClocks } from './clocks-api';

/** 'Relojes': the hour clocks by name, one open in the editor (or a new one). */
export function ClocksPanel() {
  const clocks = useClocks();
  const categories = useCategories();
  const [openId, setOpenId] = useState<number | 'new' | null>(null);
  const list = clocks.data ?? [];
  const selected = openId === 'new' ? null : (list.find((c) => c.id === openId) ?? list[0] ?? null);
  const editing = openId === 'new' || selected !== null;
  return (
    <div className="space-y-4">
      {clocks.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar los relojes.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <ul aria-label="Relojes" className="flex flex-wrap gap-2">
          {list.map((clock) => (
            <li key={clock.id}>
              <button
                type="button"
                aria-pressed={openId !== 'new' && selected?.id === clock.id}
                className={`rounded-full border px-3 py-1 text-sm ${openId !== 'new' && selected?.id === clock.id ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white'}`}
                onClick={() => setOpenId(clock.id)}
              >
                {clock.name}
                {clock.isDefault ? ' (por defecto)' : ''}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={secondaryButton} onClick={() => setOpenId('new')}>
          Nuevo reloj
        </button>
      </div>
      {editing && (
        <ClockEditor
          key={openId === 'new' ? 'new' : selected!.id}
          clock={openId === 'new' ? null : selected}
          categories={categories.data ?? []}
          onSaved={setOpenId}
          onDeleted={() => setOpenId(null)}
        />
      )}
      {!editing && clocks.isSuccess && <p className="text-gray-600">Aún no hay relojes: crea el primero.</p>}
    </div>
  );
}
