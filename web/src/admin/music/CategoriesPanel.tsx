import { useForm } from 'react-hook-form';
import { categoryCreateSchema } from '../../../../shared/schemas/music/categories';
import { zodResolver } from '../../lib/zod-resolver';
import { FieldError } from '../common/FieldError';
import { cardClass, inputClass, labelClass, primaryButton } from '../common/styles';
import { useCategories, useCreateCategory } from './categories';

/** 'Categorías': the music categories with their colour and song count, and a form to add one. */
export function CategoriesPanel() {
  const categories = useCategories();
  const form = useForm({ resolver: zodResolver(categoryCreateSchema), defaultValues: { name: '', color: '#1f9d55' } });
  const create = useCreateCategory(() => form.reset({ name: '', color: form.getValues('color') }));
  return (
    <div className="space-y-4">
      <form
        noValidate
        className={`${cardClass} flex flex-wrap items-end gap-3`}
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="category-name" className={labelClass}>
            Nombre de la categoría
          </label>
          <input id="category-name" autoComplete="off" className={inputClass} {...form.register('name')} />
          <FieldError message={form.formState.errors.name?.message} />
        </div>
        <div>
          <label htmlFor="category-color" className={labelClass}>
            Color
          </label>
          <input id="category-color" type="color" className="h-10 w-16" {...form.register('color')} />
        </div>
        <button type="submit" className={primaryButton} disabled={create.isPending}>
          Crear categoría
        </button>
      </form>
      {categories.isError && (
        <p role="alert" className="text-red-600">
          No se pudieron cargar las categorías.
        </p>
      )}
      <ul aria-label="Categorías" className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {(categories.data ?? []).map((category) => (
          <li key={category.id} className="flex items-center gap-3 p-3">
            <span aria-hidden className="h-4 w-4 rounded-full" style={{ backgroundColor: category.color }} />
            <span className="flex-1 font-medium">{category.name}</span>
            <span className="text-sm text-gray-600">
              {category.trackCount === 1 ? '1 canción' : `${category.trackCount} canciones`}
            </span>
          </li>
        ))}
        {categories.data?.length === 0 && <li className="p-3 text-gray-600">Aún no hay categorías.</li>}
      </ul>
    </div>
  );
}

/** A song's categories as coloured labels. */
export function CategoryChips({ ids }: { ids: readonly number[] | undefined }) {
  const { data } = useCategories();
  const named = (data ?? []).filter((category) => ids?.includes(category.id));
  if (named.length === 0) return null;
  return (
    <ul aria-label="Categorías de la canción" className="mt-1 flex flex-wrap gap-1">
      {named.map((category) => (
        <li
          key={category.id}
          className="rounded-full border px-2 py-0.5 text-xs"
          style={{ borderColor: category.color, color: category.color }}
        >
          {category.name}
        </li>
      ))}
    </ul>
  );
}
