import type { DateSelectArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMediaQuery } from '../../lib/use-media-query';

export interface CalendarItem {
  key: string;
  start: string;
  end: string;
  title: string;
  colour: string;
  /** False for what the calendar cannot move (a one-off special is edited in its own list). */
  editable: boolean;
}

interface Props<T extends CalendarItem> {
  /** The week's Monday (station date). */
  monday: string;
  timeZone: string;
  items: readonly T[];
  onSelect(start: Date, end: Date): void;
  onChange(item: T, start: Date, end: Date, revert: () => void): void;
  onOpen(item: T): void;
}

/**
 * The week as FullCalendar's time grid, in the station's zone (luxon), whatever the viewer's: drag over empty
 * time to draw a new rule, drag or resize an occurrence to change it, click or Enter on one to open its panel.
 * Touch: a short press starts a drag, so a tablet scrolls the grid with a swipe and still draws with a hold.
 * The week is chosen outside (the page's own buttons), so the calendar's toolbar is off.
 */
export function WeekCalendar<T extends CalendarItem>({
  monday,
  timeZone,
  items,
  onSelect,
  onChange,
  onOpen,
}: Props<T>) {
  const narrow = useMediaQuery('(max-width: 1023px)');
  const byKey = new Map(items.map((item) => [item.key, item]));
  const events: EventInput[] = items.map((item) => ({
    id: item.key,
    title: item.title,
    start: item.start,
    end: item.end,
    backgroundColor: item.colour,
    borderColor: item.colour,
    editable: item.editable,
  }));
  const itemOf = (id: string) => byKey.get(id);
  return (
    <div data-testid="week-calendar" className="rounded-lg border border-gray-200 bg-white p-2">
      <FullCalendar
        key={monday}
        plugins={[timeGridPlugin, interactionPlugin, luxonPlugin]}
        initialView="timeGridWeek"
        initialDate={monday}
        timeZone={timeZone}
        locale={esLocale}
        firstDay={1}
        headerToolbar={false}
        allDaySlot={false}
        nowIndicator
        slotDuration="00:30:00"
        snapDuration="00:15:00"
        scrollTime="07:00:00"
        height={narrow ? 640 : 760}
        selectable
        selectMirror
        editable
        eventInteractive
        longPressDelay={300}
        events={events}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          onSelect(arg.start, arg.end);
        }}
        eventChange={(arg: EventChangeArg) => {
          const item = itemOf(arg.event.id);
          if (item && arg.event.start && arg.event.end) onChange(item, arg.event.start, arg.event.end, arg.revert);
          else arg.revert();
        }}
        eventClick={(arg: EventClickArg) => {
          const item = itemOf(arg.event.id);
          if (item) onOpen(item);
        }}
      />
    </div>
  );
}
