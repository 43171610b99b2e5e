import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  onEnter?(): void;
}

/** A labelled search input; the label stays visible for sighted keyboard users too. */
export function SearchField({ label, placeholder, value, onChange, onEnter }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="flex w-full max-w-md flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onEnter) {
              e.preventDefault();
              onEnter();
            }
          }}
          className="w-full rounded-md border border-gray-400 bg-white py-2 pl-9 pr-3 text-gray-900 placeholder:text-gray-500"
        />
      </div>
    </div>
  );
}
