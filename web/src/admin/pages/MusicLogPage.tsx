import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import type { LogItem } from '../../../../shared/schemas/music/log';
import { apiQuery, apiUrl } from '../../lib/api';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass, secondaryButton } from '../common/styles';
import { SavedLink } from '../../presenter-area/voice/HourLog';
import { VoiceTrackNotices } from '../../presenter-area/voice/VoiceTrackNotices';
import { LinkGap } from '../log/LinkGap';
import { placeLinks } from '../log/log-links';
import { SwapDialog } from '../log/SwapDialog';
import { useLogEdit } from '../log/useLogEdits';
import { useCategories } from '../music/categories';

const DAY = 86_400_000;
const RANGES = { today: 'Hoy', tomorrow: 'Mañana', week: 'La semana' } as const;
type Range = keyof typeof RANGES;
const RULE: Record<string, string> = { artist: 'Artista', title: 'Título', album: 'Álbum' };

function windowOf(range: Range) {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const start = range === 'tomorrow' ? midnight.getTime() + DAY : Date.now();
  const end = midnight.getTime() + (range === 'today' ? DAY : range === 'tomorrow' ? 2 * DAY : 7 * DAY);
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function LogRow({ item, items }: { item: LogItem; items: readonly LogItem[] }) {
  const categories = useCategories();
  const edit = useLogEdit();
  const category = categories.data?.find((c) => c.id === item.categoryId);
  const song = item.kind === 'music' && !(item.locked && !item.edited);
  const start = new Date(item.start);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" aria-label={`${item.title} — ${item.artist}`}>
      <time dateTime={item.start} className="w-28 font-mono text-sm">
        {start.toLocaleDateString('es', { weekday: 'short' })} {start.toLocaleTimeString('es', { timeStyle: 'medium' })}
      </time>
      {category && (
        <span
          className="rounded-full border px-2 py-0.5 text-xs"
          style={{ borderColor: category.color, color: category.color }}
        >
          {category.name}
        </span>
      )}
      <div className="min-w-48 flex-1">
        <p className="font-medium">
          {item.title} — {item.artist} {item.locked && <span className="text-xs text-blue-700">(fijado)</span>}
        </p>
        {item.violations.map((v) => (
          <p key={v.rule} className="text-xs text-amber-700">
            {RULE[v.rule]}: {v.message}
          </p>
        ))}
      </div>
      {song && (
        <div className="flex flex-wrap gap-2">
          <SwapDialog item={item} />
          <button
            type="button"
            className={secondaryButton}
            disabled={edit.isPending}
            onClick={() => edit.mutate(item.edited ? { kind: 'unlock', id: item.id } : { kind: 'lock', id: item.id })}
          >
            {item.edited ? 'Liberar' : 'Fijar'}
          </button>
          <MoveControl item={item} items={items} />
        </div>
      )}
    </li>
  );
}

/**
 * «Mover a…»: the list of places is drawn when asked for. A week's log holds thousands of rows, and a list of places
 * in each would be hundreds of thousands of options before the page could show anything.
 */
function MoveControl({ item, items }: { item: LogItem; items: readonly LogItem[] }) {
  const edit = useLogEdit();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        Mover…
      </button>
    );
  return (
    <label className="text-sm">
      <span className="sr-only">Mover «{item.title}» a</span>
      <select
        className="rounded border border-gray-300 p-1 text-sm"
        value=""
        // biome-ignore lint/a11y/noAutofocus: the list was just asked for; focus goes where the choice is made
        autoFocus
        onChange={(e) => edit.mutate({ kind: 'move', id: item.id, toId: Number(e.target.value) })}
      >
        <option value="">Mover a…</option>
        {items
          .filter((o) => o.id !== item.id && o.kind === 'music')
          .slice(0, 60)
          .map((o) => (
            <option key={o.id} value={o.id}>
              {new Date(o.start).toLocaleTimeString('es', { timeStyle: 'short' })} {o.title}
            </option>
          ))}
      </select>
    </label>
  );
}

function WeeklyViolations() {
  const violations = useQuery(apiQuery('log.violations', { query: { week: localDate(new Date()) } }));
  const counts = violations.data?.counts ?? [];
  return (
    <section className={cardClass} aria-label="Reglas relajadas esta semana">
      <h2 className="mb-2 font-semibold">Reglas relajadas esta semana</h2>
      {counts.length === 0 && <p className="text-sm text-gray-600">Ninguna regla ha cedido esta semana.</p>}
      <ul className="text-sm">
        {counts.map((c) => (
          <li key={`${c.rule}-${c.categoryId}`}>
            {RULE[c.rule]} · {c.category ?? 'Sin categoría'}: {c.count}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/registro-musical: the music log ahead (today, tomorrow, the week), its edits and the reports beside it. */
export default function MusicLogPage() {
  const [range, setRange] = useState<Range>('today');
  // Fixed when the period is chosen: a window read at every render would be a new query each time.
  const window = useMemo(() => windowOf(range), [range]);
  const log = useQuery(apiQuery('log.get', { query: window }));
  const items = log.data?.items ?? [];
  const links = useMemo(() => placeLinks(log.data?.items ?? [], log.data?.voiceTracks ?? []), [log.data]);
  const now = Date.now();
  const today = localDate(new Date());
  return (
    <div className="space-y-4">
      <BackToDashboard />
      <h1 className="text-2xl font-bold">Registro musical</h1>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Periodo">
        {(Object.keys(RANGES) as Range[]).map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={range === r}
            className={secondaryButton}
            onClick={() => setRange(r)}
          >
            {RANGES[r]}
          </button>
        ))}
        <a className={secondaryButton} href={apiUrl('log.reconciliationCsv', { query: { date: today } })} download>
          Conciliación de hoy (CSV)
        </a>
      </div>
      <VoiceTrackNotices />
      <WeeklyViolations />
      {log.isPending && <p>Cargando el registro…</p>}
      {log.isError && <p role="alert">No se pudo cargar el registro.</p>}
      <ul aria-label="Registro" className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {(links.get(-1) ?? []).map((link) => (
          <li key={link.id} className="p-3">
            <SavedLink link={link} onChange={() => void log.refetch()} />
          </li>
        ))}
        {items.map((item, i) => (
          <Fragment key={item.id}>
            <LogRow item={item} items={items} />
            <LinkGap item={item} next={items[i + 1]} links={links.get(i) ?? []} now={now} />
          </Fragment>
        ))}
      </ul>
      {log.data && items.length === 0 && <p>No hay nada previsto en este periodo.</p>}
    </div>
  );
}
