import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ListenerStatsReport } from '../../../../shared/schemas/health';

const HEIGHT = 260;

// uPlot's own labels are English ("Time", "3:00pm", "Nov 25"); the admin is Spanish, on a 24-hour clock.
const hourMinute = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });
const dayTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** An axis tick: the day at midnight, the time otherwise (as uPlot does, in Spanish). */
function tickLabel(seconds: number): string {
  const date = new Date(seconds * 1000);
  return date.getHours() === 0 && date.getMinutes() === 0 ? dayMonth.format(date) : hourMinute.format(date);
}

/**
 * Concurrent listeners over time (uPlot): each point the maximum of its step (a short peak is never hidden) and
 * its average. Gaps (station off, nobody listening) are drawn as zero.
 */
export function ListenerChart({ report }: { report: ListenerStatsReport }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
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
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
        series: [
          { label: 'Hora', value: (_u, t) => (t == null ? '—' : dayTime.format(new Date(t * 1000))) },
          { label: 'Oyentes (máximo)', stroke: '#dc2626', width: 2, fill: 'rgba(220, 38, 38, 0.08)' },
          { label: 'Oyentes (media)', stroke: '#2563eb', width: 1 },
        ],
        axes: [{ values: (_u, splits) => splits.map(tickLabel) }, { label: 'Oyentes' }],
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
  }, [report]);
  return <div ref={box} className="w-full" data-testid="listener-chart" />;
}
