import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { OccurrenceView } from '../../../../shared/schemas/programming/show-occurrences';
import { addDays, mondayOf, stationWallClock } from '../../public/schedule/week';
import { primaryButton, secondaryButton } from '../common/styles';
import { useStreamingStatus } from '../streaming/useStreamingStatus';
import { conflictText, firstConflict } from './conflicts';
import { EditScopeDialog, type EditScope } from './EditScopeDialog';
import { type EditorTarget, ShowEditorDialog } from './ShowEditorDialog';
import { OccurrencePanel } from './OccurrencePanel';
import { ruleFromSelection } from './calendar-time';
import { WeekCalendar } from './WeekCalendar';
import { useEditOccurrence, useProgrammingWeek } from './use-programming';
import { weekLabel } from './week-label';

interface PendingMove {
  occurrence: OccurrenceView;
  /** Station wall time "YYYY-MM-DDTHH:MM". */
  start: string;
  durationMin: number;
  summary: string;
  revert?: () => void;
}

/** Occurrences as the calendar draws them: a cancelled one stays visible, greyed, so it can be restored. */
const calendarItem = (o: OccurrenceView) => ({
  key: `${o.showId ?? 'p'}-${o.programId ?? ''}-${o.originalStart}`,
  start: o.start,
  end: o.end,
  title: o.status === 'cancelled' ? `${o.showName} (cancelada)` : o.showName,
  colour: o.status === 'cancelled' ? '#9ca3af' : o.colour,
  editable: o.showId !== null && o.status !== 'cancelled',
  occurrence: o,
});

/**
 * "Programación": the station's week on a calendar. Drag over empty time for a new weekly rule, drag or resize an
 * occurrence to move it (asked "only this one / this and following / all"), open one for its panel. Every drag has
 * a button: "Nueva emisión semanal" and the panel's "Mover".
 */
export default function ProgrammingWeek() {
  const timeZone = useStreamingStatus().data?.timezone;
  const [asked, setMonday] = useState<string | null>(null);
  const thisMonday = timeZone ? mondayOf(stationWallClock(Date.now(), timeZone).date) : null;
  const monday = asked ?? thisMonday;
  if (!timeZone || !monday || !thisMonday) return <p role="status">Cargando programación...</p>;
  return <Week monday={monday} thisMonday={thisMonday} timeZone={timeZone} setMonday={setMonday} />;
}

function Week(props: { monday: string; thisMonday: string; timeZone: string; setMonday(monday: string): void }) {
  const { monday, thisMonday, timeZone, setMonday } = props;
  const { shows, occurrences } = useProgrammingWeek(monday);
  const edit = useEditOccurrence();
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [panel, setPanel] = useState<OccurrenceView | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const items = (occurrences.data ?? []).map(calendarItem);

  const askMove = (occurrence: OccurrenceView, start: Date, end: Date, revert?: () => void) => {
    const wall = stationWallClock(start, timeZone);
    const to = stationWallClock(end, timeZone);
    const clash = firstConflict(
      items.filter((i) => i.occurrence.status !== 'cancelled'),
      start,
      end,
      items.find((i) => i.occurrence === occurrence),
    );
    const summary = `${occurrence.showName}: ${wall.date} ${wall.time}–${to.time}.${clash ? ` ${conflictText(clash, timeZone)}` : ''}`;
    const durationMin = Math.round((end.getTime() - start.getTime()) / 60_000);
    setPending({ occurrence, start: `${wall.date}T${wall.time}`, durationMin, summary, revert });
  };
  const choose = (scope: EditScope) => {
    if (!pending) return;
    const { occurrence, start, durationMin, revert } = pending;
    edit.mutate({ occurrence, edit: { scope, action: 'move', start, durationMin } }, { onError: () => revert?.() });
    setPending(null);
  };

  return (
    <section className="space-y-3" aria-label="Semana de programación">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondaryButton} onClick={() => setMonday(addDays(monday, -7))}>
          Semana anterior
        </button>
        <button type="button" className={secondaryButton} onClick={() => setMonday(thisMonday)}>
          Esta semana
        </button>
        <button type="button" className={secondaryButton} onClick={() => setMonday(addDays(monday, 7))}>
          Semana siguiente
        </button>
        <span className="text-sm text-gray-700" data-testid="admin-week" data-monday={monday}>
          {weekLabel(monday)} ({timeZone})
        </span>
        <span className="flex-1" />
        <button
          type="button"
          className={primaryButton}
          onClick={() =>
            setEditor({ show: null, newRule: { days: [1], start: '09:00', durationMin: 60, from: monday } })
          }
        >
          <Plus aria-hidden className="h-4 w-4" />
          Nueva emisión semanal
        </button>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Programas">
        {shows.data?.map((show) => (
          <li key={show.id}>
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-gray-50"
              onClick={() => setEditor({ show })}
            >
              <span aria-hidden className="h-3 w-3 rounded-full" style={{ backgroundColor: show.colour }} />
              {show.name}
            </button>
          </li>
        ))}
      </ul>
      {occurrences.isError && (
        <p role="alert" className="text-red-600">
          No se pudo cargar la semana.
        </p>
      )}
      <WeekCalendar
        monday={monday}
        timeZone={timeZone}
        items={items}
        onSelect={(start, end) => setEditor({ show: null, newRule: ruleFromSelection(start, end, timeZone) })}
        onChange={(item, start, end, revert) => askMove(item.occurrence, start, end, revert)}
        onOpen={(item) => setPanel(item.occurrence)}
      />
      <p className="text-sm text-gray-600">
        Arrastra sobre la semana para crear una emisión semanal; arrastra o estira una emisión para moverla. Con el
        teclado: Tab hasta una emisión e Intro abre su panel.
      </p>
      <ShowEditorDialog target={editor} onClose={() => setEditor(null)} />
      <OccurrencePanel
        occurrence={panel}
        onClose={() => setPanel(null)}
        onMove={(occurrence, start, durationMin) => {
          setPanel(null);
          setPending({ occurrence, start, durationMin, summary: `${occurrence.showName}: ${start.replace('T', ' ')}` });
        }}
        onEditShow={(show) => {
          setPanel(null);
          setEditor({ show });
        }}
      />
      <EditScopeDialog
        summary={pending?.summary ?? null}
        onChoose={choose}
        onCancel={() => {
          pending?.revert?.();
          setPending(null);
        }}
      />
    </section>
  );
}
