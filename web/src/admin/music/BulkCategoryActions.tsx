import { useState } from 'react';
import { inputClass, secondaryButton } from '../common/styles';
import type { BulkChanges } from './bulk-changes';
import { useCategories } from './categories';

/** Puts the selected songs in a category, or takes them out of it, in one step. */
export function BulkCategoryActions({ busy, onChange }: { busy: boolean; onChange(changes: BulkChanges): void }) {
  const categories = useCategories();
  const [chosen, setChosen] = useState('');
  if (!categories.data?.length) return null;
  const id = Number(chosen);
  return (
    <span className="flex items-center gap-2">
      <select
        aria-label="Categoría para la selección"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        className={`${inputClass} w-auto`}
      >
        <option value="">Categoría…</option>
        {categories.data.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy || !chosen}
        onClick={() => onChange({ addCategoryIds: [id] })}
      >
        Añadir a la categoría
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy || !chosen}
        onClick={() => onChange({ removeCategoryIds: [id] })}
      >
        Quitar de la categoría
      </button>
    </span>
  );
}
