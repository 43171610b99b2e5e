import type { Category } from '../../../../shared/schemas/music/categories';
import type { ClockEvent, ClockLengths } from '../../../../shared/schemas/music/clocks';
import { clockWheel } from '../../../../shared/station/clock-wheel';
import { formatMinutesSeconds } from '../../../../shared/text/format-duration';
import { KIND_COLOURS, KIND_LABELS } from './clock-events';

const R = 90;
const C = 100;

/** A point on the circle at `seconds` past the hour, :00 at the top, clockwise. */
function point(seconds: number, radius = R): [number, number] {
  const angle = (seconds / 3600) * 2 * Math.PI - Math.PI / 2;
  return [C + radius * Math.cos(angle), C + radius * Math.sin(angle)];
}

function arc(start: number, end: number): string {
  // A full-hour arc would start and end on the same point: stop a hair short so it still draws.
  const to = Math.min(end, start + 3599.9);
  const [x1, y1] = point(start);
  const [x2, y2] = point(to);
  const large = to - start > 1800 ? 1 : 0;
  return `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 ${large} 1 ${x2} ${y2} Z`;
}

function colourOf(event: ClockEvent, categories: readonly Category[]): string {
  const inner = event.type === 'hard' ? event.event : event;
  if (inner.type === 'category' || inner.type === 'filler')
    return categories.find((c) => c.id === inner.categoryId)?.color ?? '#64748b';
  return KIND_COLOURS[inner.type];
}

function nameOf(event: ClockEvent, categories: readonly Category[]): string {
  const inner = event.type === 'hard' ? event.event : event;
  const what =
    inner.type === 'category'
      ? (categories.find((c) => c.id === inner.categoryId)?.name ?? 'Categoría')
      : KIND_LABELS[inner.type];
  return event.type === 'hard' ? `${what} a las ${event.at}` : what;
}

/**
 * The wheel: the hour as a circle, each event's planned share from its category's average real length (jingles, IDs
 * and breaks by theirs), the gaps before hard events in grey, and the warnings when the clock under- or overfills.
 */
export function ClockWheel(props: {
  events: readonly ClockEvent[];
  lengths: ClockLengths;
  categories: readonly Category[];
}) {
  const { events, lengths, categories } = props;
  const wheel = clockWheel(events, lengths);
  return (
    <figure aria-label="Rueda del reloj" className="space-y-2">
      <svg viewBox="0 0 200 200" className="mx-auto h-56 w-56" role="img" aria-label="La hora del reloj">
        <circle cx={C} cy={C} r={R} fill="#f3f4f6" stroke="#d1d5db" />
        {wheel.segments
          .filter((s) => s.start < 3600)
          .map((s) => {
            const event = s.index === null ? null : events[s.index];
            const title = event
              ? `${nameOf(event, categories)}: ${formatMinutesSeconds(s.start)}–${formatMinutesSeconds(s.end)}`
              : `Hueco hasta ${formatMinutesSeconds(s.end)} (se rellena)`;
            return (
              <path
                key={`${s.index}-${s.start}`}
                data-testid="wheel-segment"
                d={arc(s.start, Math.min(s.end, 3600))}
                fill={event ? colourOf(event, categories) : '#e5e7eb'}
                stroke="#fff"
                strokeWidth={0.5}
              >
                <title>{title}</title>
              </path>
            );
          })}
        {[0, 15, 30, 45].map((m) => {
          const [x, y] = point(m * 60, R + 6);
          return (
            <text key={m} x={x} y={y} fontSize={7} textAnchor="middle" dominantBaseline="middle" fill="#374151">
              :{String(m).padStart(2, '0')}
            </text>
          );
        })}
        <circle cx={C} cy={C} r={R * 0.45} fill="#fff" />
        <text x={C} y={C} fontSize={11} textAnchor="middle" dominantBaseline="middle" fill="#111827">
          {formatMinutesSeconds(wheel.total)}
        </text>
      </svg>
      <figcaption className="space-y-1 text-sm">
        {wheel.warnings.map((w) => (
          <p
            key={w.message}
            role="status"
            className={w.kind === 'over' ? 'text-red-700' : 'text-amber-700'}
            data-warning={w.kind}
          >
            {w.kind === 'over' ? 'Se pasa: ' : 'No llena la hora: '}
            {w.message}
          </p>
        ))}
        {wheel.warnings.length === 0 && <p className="text-green-700">El reloj llena la hora.</p>}
      </figcaption>
    </figure>
  );
}
