import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ListenerStatsReport } from '../../../../shared/schemas/admin/health';
import { stationWallClock } from '../../public/schedule/week';
import { CLOCK, DATE_TIME, stationFormat, useStationTimeZone } from '../../lib/station-clock';

const HEIGHT = 260;

// uPlot's own labels are English ("Time", "3:00pm", "Nov 25"); the admin is Spanish, on a 24-hour clock, and on the
// station's clock (uPlot would place and write its ticks in the browser's zone).
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** An axis tick: the day at the station's midnight, the time otherwise (as uPlot does, in Spanish). */
function tickLabel(seconds: number, timeZone: string): string {
  const at = seconds * 1000;
  return stationWallClock(at, timeZone).time === '00:00'
    ? stationFormat(at, timeZone, DAY_MONTH)
    : stationFormat(at, timeZone, CLOCK);
}

/**
 * Concurrent listeners over time (uPlot): each point the maximum of its step (a short peak is never hidden) and
 * its average. Gaps (station off, nobody listening) are drawn as zero.
 */
export function ListenerChart({ report }: { report: ListenerStatsReport }) {
  const box = useRef<HTMLDivElement>(null);
  const timeZone = useStationTimeZone();
  useEffect(() => {
    const element = box.current;
    if (!element || !timeZone) return;
    const stepSec = report.stepMinutes * 60;
    const from = Math.floor(Date.parse(report.from) / 1000 / stepSec) * stepSec;
    const to = Math.floor(Date.parse(report.to) / 1000 / stepSec) * stepSec;
    const byTime = new Map(report.series.map((p) => [Date.parse(p.t) / 1000, p]));
    const times: number[] = [];
    const maxima: number[] = [];
    const averages: number[] = [];
    for (let t = from; t <= to; t += stepSec) {
      const point = byTime.get(t);
      times.push(t);
      maxima.push(point?.listeners ?? 0);
      averages.push(point?.average ?? 0);
    }
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        series: [
          { label: 'Hora', value: (_u, t) => (t == null ? '—' : stationFormat(t * 1000, timeZone, DATE_TIME)) },
          { label: 'Oyentes (máximo)', stroke: '#dc2626', width: 2, fill: 'rgba(220, 38, 38, 0.08)' },
          { label: 'Oyentes (media)', stroke: '#2563eb', width: 1 },
        ],
        axes: [{ values: (_u, splits) => splits.map((s) => tickLabel(s, timeZone)) }, { label: 'Oyentes' }],
      },
      [times, maxima, averages],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [report, timeZone]);
  return <div ref={box} className="w-full" data-testid="listener-chart" />;
}
