import { inputClass, labelClass } from '../common/styles';

/** "Desde" and "Hasta" of a report, as two date-and-time inputs (this browser's zone). */
export function ReportWindowFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(from: string, to: string): void;
}) {
  return (
    <>
      <label className={labelClass}>
        Desde
        <input
          type="datetime-local"
          className={inputClass}
          value={from}
          onChange={(event) => onChange(event.target.value, to)}
        />
      </label>
      <label className={labelClass}>
        Hasta
        <input
          type="datetime-local"
          className={inputClass}
          value={to}
          onChange={(event) => onChange(from, event.target.value)}
        />
      </label>
    </>
  );
}
