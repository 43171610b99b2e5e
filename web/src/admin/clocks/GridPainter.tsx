import { type PointerEvent, useRef, useState } from 'react';
import type { Clock, Grid, GridCellUpdate } from '../../../../shared/schemas/music/clocks';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../common/styles';
import { useClocks, useGrid, useSaveGrid } from './clocks-api';

const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const PALETTE = ['#2563eb', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777', '#dc2626'];
const key = (day: number, hour: number) => `${day}:${hour}`;
/** The brush that gives painted hours back to the default clock. */
const DEFAULT_BRUSH = 0;

/**
 * 'Parrilla': the week's 168 hours (station time), each with its clock. Pick a clock and drag across the hours to
 * paint a daypart in one go (mouse, pen or finger: the cell under the pointer is found from its position, since a
 * touch keeps sending its events to the cell it started on); the changes are sent together with «Guardar parrilla».
 */
export function GridPainter() {
  const clocks = useClocks();
  const grid = useGrid();
  const [brush, setBrush] = useState<number | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<string, number | null>>(new Map());
  const painting = useRef(false);
  const save = useSaveGrid(() => setPending(new Map()));
  const list = clocks.data ?? [];
  const chosen = brush ?? list[0]?.id ?? null;
  const colourOf = (id: number) => PALETTE[list.findIndex((c) => c.id === id) % PALETTE.length] ?? '#64748b';

  const paintAt = (event: PointerEvent) => {
    if (!painting.current || chosen === null) return;
    const cell = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
    if (!cell?.dataset.cell || pending.get(cell.dataset.cell) === toClockId(chosen)) return;
    setPending(new Map(pending).set(cell.dataset.cell, toClockId(chosen)));
  };

  if (grid.isError || clocks.isError)
    return (
      <p role="alert" className="text-red-600">
        No se pudo cargar la parrilla.
      </p>
    );
  if (!grid.data || !clocks.data) return <p className="text-gray-600">Cargando la parrilla…</p>;
  if (list.length === 0) return <p className="text-gray-600">Crea antes un reloj en «Relojes».</p>;

  const cellClock = cellClockOf(grid.data, pending);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className={labelClass}>Pintar con</legend>
          {list.map((clock) => (
            <Brush key={clock.id} clock={clock} colour={colourOf(clock.id)} chosen={chosen} onChoose={setBrush} />
          ))}
          <Brush clock={null} colour="#e5e7eb" chosen={chosen} onChoose={setBrush} />
        </fieldset>
        <DefaultClockSelect
          grid={grid.data}
          clocks={list}
          onChange={(id) => save.mutate({ cells: [], defaultClockId: id })}
        />
      </div>
      <div className="overflow-x-auto">
        <table
          aria-label="Parrilla de relojes"
          className="w-full touch-none select-none border-collapse text-xs"
          onPointerDown={(e) => {
            painting.current = true;
            paintAt(e);
          }}
          onPointerMove={paintAt}
          onPointerUp={() => {
            painting.current = false;
          }}
          onPointerLeave={() => {
            painting.current = false;
          }}
        >
          <thead>
            <tr>
              <th className="w-12" />
              {DAYS.map((d) => (
                <th key={d} scope="col" className="p-1 font-medium">
                  {d.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOURS.map((hour) => (
              <tr key={hour}>
                <th scope="row" className="pr-2 text-right font-normal tabular-nums text-gray-600">
                  {String(hour).padStart(2, '0')}:00
                </th>
                {DAYS.map((day, i) => {
                  const id = cellClock(i + 1, hour);
                  const clock = id === null ? null : list.find((c) => c.id === id);
                  const own = isOwn(grid.data, pending, i + 1, hour);
                  id !== null && id !== grid.data.defaultClockId ? true : isOwn(grid.data, pending, i + 1, hour);
                  return (
                    <td
                      key={day}
                      data-cell={key(i + 1, hour)}
                      aria-label={`${day} ${hour}:00: ${clock ? clock.name : 'sin reloj'}${own ? '' : ' (por defecto)'}`}
                      className={`h-6 cursor-crosshair border border-white px-1 ${own ? 'text-white' : 'italic text-gray-700 opacity-60'}`}
                      style={{ backgroundColor: clock ? colourOf(clock.id) : '#f3f4f6' }}
                    >
                      <span className="block truncate">{clock?.name ?? ''}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={pending.size === 0 || save.isPending}
          onClick={() => save.mutate({ cells: toCells(pending) })}
        >
          Guardar parrilla
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={pending.size === 0}
          onClick={() => setPending(new Map())}
        >
          Descartar cambios
        </button>
        {pending.size > 0 && <span className="text-sm text-gray-600">{pending.size} horas sin guardar</span>}
      </div>
    </div>
  );
}

const toClockId = (brush: number) => (brush === DEFAULT_BRUSH ? null : brush);

function toCells(pending: ReadonlyMap<string, number | null>): GridCellUpdate[] {
  return [...pending].map(([k, clockId]) => {
    const [day, hour] = k.split(':').map(Number) as [number, number];
    return { day, hour, clockId };
  });
}

/** The clock an hour shows: painted and not saved, else its own, else the default. */
function cellClockOf(grid: Grid, pending: ReadonlyMap<string, number | null>) {
  const own = new Map(grid.cells.map((c) => [key(c.day, c.hour), c.clockId]));
  return (day: number, hour: number): number | null => {
    const k = key(day, hour);
    const painted = pending.has(k) ? pending.get(k) : own.get(k);
    return painted ?? grid.defaultClockId;
  };
}

function isOwn(grid: Grid, pending: ReadonlyMap<string, number | null>, day: number, hour: number): boolean {
  const k = key(day, hour);
  if (pending.has(k)) return pending.get(k) !== null;
  return grid.cells.some((c) => c.day === day && c.hour === hour);
}

function Brush(props: { clock: Clock | null; colour: string; chosen: number | null; onChoose(id: number): void }) {
  const id = props.clock?.id ?? DEFAULT_BRUSH;
  return (
    <label className="flex items-center gap-1 rounded-full border border-gray-300 px-2 py-1 text-sm">
      <input type="radio" name="grid-brush" checked={props.chosen === id} onChange={() => props.onChoose(id)} />
      <span aria-hidden className="h-3 w-3 rounded-full" style={{ backgroundColor: props.colour }} />
      {props.clock?.name ?? 'Reloj por defecto'}
    </label>
  );
}

function DefaultClockSelect(props: { grid: Grid; clocks: readonly Clock[]; onChange(id: number | null): void }) {
  return (
    <div>
      <label htmlFor="grid-default" className={labelClass}>
        Reloj por defecto (el resto de horas)
      </label>
      <select
        id="grid-default"
        className={inputClass}
        value={props.grid.defaultClockId ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Ninguno (rotación de la biblioteca)</option>
        {props.clocks.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
