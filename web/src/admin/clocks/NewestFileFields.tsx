import { NEWEST_FILE_FRESHNESS_MIN, type NewestFileEvent } from '../../../../shared/schemas/music/clocks';
import { inputClass } from '../common/styles';

const selectClass = `${inputClass} w-auto`;

/**
 * Where a hard mark's newest file comes from: a watched folder (a path on the station's PC, where another station's
 * news arrives) or a dated address the station fetches ahead of each mark (the network's
 * noticias_{YYYYMMDD}_{HH}.mp3), and how old the file may be at the mark.
 */
export function NewestFileFields(props: {
  index: number;
  event: NewestFileEvent;
  onChange: (event: NewestFileEvent) => void;
}) {
  const { index, event, onChange } = props;
  const freshnessMin = event.freshnessMin ?? NEWEST_FILE_FRESHNESS_MIN;
  const byAddress = event.url !== undefined;
  return (
    <>
      <select
        aria-label={`Origen del archivo del evento ${index + 1}`}
        className={selectClass}
        value={byAddress ? 'url' : 'folder'}
        onChange={(e) =>
          onChange(
            e.target.value === 'url'
              ? { type: 'newest-file', url: '', freshnessMin }
              : { type: 'newest-file', folder: '', freshnessMin },
          )
        }
      >
        <option value="folder">Carpeta vigilada</option>
        <option value="url">Dirección con fecha</option>
      </select>
      {byAddress ? (
        <input
          aria-label={`Dirección con fecha del evento ${index + 1}`}
          className={`${inputClass} w-96`}
          placeholder="https://red.example/noticias_{YYYYMMDD}_{HH}.mp3"
          title="{YYYYMMDD}, {YYYY}, {MM}, {DD}, {HH} y {mm} son la fecha y la hora de la marca en la emisora."
          value={event.url}
          onChange={(e) => onChange({ ...event, url: e.target.value })}
        />
      ) : (
        <input
          aria-label={`Carpeta vigilada del evento ${index + 1}`}
          className={`${inputClass} w-64`}
          placeholder="/srv/noticias"
          value={event.folder ?? ''}
          onChange={(e) => onChange({ ...event, folder: e.target.value })}
        />
      )}
      <label className="flex items-center gap-1 text-sm text-gray-600">
        Caduca a los
        <input
          aria-label={`Minutos de frescura del evento ${index + 1}`}
          type="number"
          min={1}
          max={1440}
          className={`${inputClass} w-20 tabular-nums`}
          value={freshnessMin}
          onChange={(e) => onChange({ ...event, freshnessMin: e.target.valueAsNumber })}
        />
        min
      </label>
    </>
  );
}
