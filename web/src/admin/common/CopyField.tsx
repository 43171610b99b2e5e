import { CopyButton } from './CopyButton';
import { inputClass } from './styles';

/** A labelled read-only value (URL, key) with its copy button. */
export function CopyField({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          className={`${inputClass} flex-1 font-mono`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={value} label={label} />
      </div>
    </div>
  );
}
