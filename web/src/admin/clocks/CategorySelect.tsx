import type { Category } from '../../../../shared/schemas/music/categories';
import { inputClass } from '../common/styles';

/** A music category picked by name, for a clock event that airs from one. */
export function CategorySelect(props: {
  label: string;
  categories: readonly Category[];
  value: number;
  onChange(id: number): void;
}) {
  return (
    <select
      aria-label={props.label}
      className={`${inputClass} w-auto`}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
    >
      {props.categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
