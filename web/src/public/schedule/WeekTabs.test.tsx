import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { RotationNote } from './RotationNote';
import { WeekNav } from './WeekNav';
import { WeekTabs } from './WeekTabs';
import type { WeekItem } from './week-item';
import { byStationDay, dayOrder, mondayOf, stationEndTime, stationWallClock, weekDays } from './week';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}
const setWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
afterEach(() => setWidth(1024));
// The week's texts are a namespace of their own, fetched with the schedule pages.
beforeAll(() => i18n.loadNamespaces('schedule'));

const zone = 'Europe/Madrid';
const item = (key: string, start: string, end: string, title: string): WeekItem => ({
  key,
  start,
  end,
  title,
  slug: key,
  hosts: [],
  type: 'music',
});

// Week of Monday 23 November 2026; Thursday 26 is "today" at 16:30 station time (15:30 UTC, winter).
const monday = '2026-11-23';
const now = Date.parse('2026-11-26T15:30:00Z');
const items = [
  item('tarde', '2026-11-26T15:00:00Z', '2026-11-26T17:00:00Z', 'Tardes de Frontera'),
  item('noche', '2026-11-26T22:30:00Z', '2026-11-27T00:30:00Z', 'Noches de jazz'),
  item('lunes', '2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z', 'Despertar'),
];

function renderWeek(ui: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/schedule'] });
  return render(<RouterProvider router={router} />);
}

describe('the public week (station time)', () => {
  it('runs Monday to Sunday and groups by the station day a programme starts on', () => {
    expect(mondayOf('2026-11-26')).toBe(monday);
    expect(mondayOf('2026-11-29')).toBe(monday);
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    // 23:30 in Madrid on Thursday is 22:30 UTC: it belongs to Thursday, though it ends on Friday.
    const days = byStationDay(items, weekDays(monday), zone);
    expect(days.get('2026-11-26')?.map((i) => i.key)).toEqual(['tarde', 'noche']);
    expect(days.get('2026-11-27')).toEqual([]);
  });

  it('keeps station time across the summer-time change (the week of 29 March 2026)', () => {
    expect(stationWallClock('2026-03-28T15:00:00Z', zone)).toEqual({ date: '2026-03-28', time: '16:00' });
    expect(stationWallClock('2026-03-29T14:00:00Z', zone)).toEqual({ date: '2026-03-29', time: '16:00' });
    // A programme until midnight ends at 24:00 on the grid, not at 00:00.
    expect(stationEndTime('2026-03-28T23:00:00Z', zone)).toBe('24:00');
    expect(stationEndTime('2026-03-28T22:30:00Z', zone)).toBe('23:30');
  });

  it('puts today first only on a phone looking at the current week', () => {
    const days = weekDays(monday);
    expect(dayOrder(days, '2026-11-26', true)[0]).toBe('2026-11-26');
    expect(dayOrder(days, '2026-11-26', true).slice(-3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(dayOrder(days, '2026-11-26', false)).toEqual(days);
    expect(dayOrder(days, '2026-12-01', true)).toEqual(days);
  });

  it('opens today, highlights what is on now and lists Monday first on a wide screen', () => {
    setWidth(1024);
    renderWeek(<WeekTabs monday={monday} items={items} timeZone={zone} today="2026-11-26" now={now} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('Lunes 23');
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Jueves 26');
    const onNow = screen.getByTestId('on-now');
    expect(within(onNow).getByText('Tardes de Frontera')).toBeTruthy();
    expect(within(onNow).getByText('16:00 - 18:00')).toBeTruthy();
    expect(within(onNow).getByText('Ahora en antena')).toBeTruthy();
    expect(screen.getByText('Noches de jazz').closest('li')?.getAttribute('aria-current')).toBeNull();
  });

  it('lists today first on a phone', () => {
    setWidth(375);
    renderWeek(<WeekTabs monday={monday} items={items} timeZone={zone} today="2026-11-26" now={now} />);
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names[0]).toContain('Jueves 26');
    expect(names.at(-1)).toBe('Miércoles 25');
  });

  it('links the previous and next weeks, and back to this one from another week', () => {
    const { unmount } = renderWeek(<WeekNav monday={monday} thisMonday={monday} />);
    expect(screen.getByRole('link', { name: 'Semana siguiente' }).getAttribute('href')).toBe(
      '/schedule?semana=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Semana anterior' }).getAttribute('href')).toBe(
      '/schedule?semana=2026-11-16',
    );
    expect(screen.queryByRole('link', { name: 'Esta semana' })).toBeNull();
    expect(screen.getByTestId('week-range').textContent).toBe('23–29 de noviembre de 2026');
    unmount();
    renderWeek(<WeekNav monday="2026-11-30" thisMonday={monday} />);
    expect(screen.getByRole('link', { name: 'Esta semana' }).getAttribute('href')).toBe('/schedule');
  });

  it('says where the rotation plays for the days shown: the days without programmes, and between programmes', () => {
    // Programmes on Monday and Thursday only: the other five days are rotation all day.
    const { unmount } = renderWeek(<RotationNote monday={monday} items={items} timeZone={zone} />);
    expect(screen.getByTestId('rotation-note').textContent).toBe(
      'Martes, miércoles, viernes, sábado y domingo: sin programas, rotación musical continua las 24 horas. ' +
        'Los demás días suena entre un programa y otro.',
    );
    unmount();
    const everyDay = weekDays(monday).map((date, i) =>
      item(`d${i}`, `${date}T08:00:00Z`, `${date}T10:00:00Z`, `Programa ${i}`),
    );
    const again = renderWeek(<RotationNote monday={monday} items={everyDay} timeZone={zone} />);
    expect(screen.getByTestId('rotation-note').textContent).toBe(
      'Entre un programa y otro la emisora ofrece rotación musical continua.',
    );
    again.unmount();
    renderWeek(<RotationNote monday={monday} items={[]} timeZone={zone} />);
    expect(screen.getByTestId('rotation-note').textContent).toBe(
      'Esta semana no hay programas: la emisora ofrece rotación musical continua las 24 horas del día.',
    );
  });

  it('names a single free day in the singular, in each language', async () => {
    const sundayFree = weekDays(monday)
      .slice(0, 6)
      .map((date, i) => item(`d${i}`, `${date}T08:00:00Z`, `${date}T10:00:00Z`, `Programa ${i}`));
    try {
      for (const [language, text] of [
        [
          'es',
          'Domingo: sin programas, rotación musical continua las 24 horas. Los demás días suena entre un programa y otro.',
        ],
        [
          'ca',
          'Diumenge: sense programes, rotació musical contínua les 24 hores. La resta de dies sona entre un programa i un altre.',
        ],
        [
          'fr',
          'Dimanche : pas d’émission, musique en continu 24 heures sur 24. Les autres jours, entre deux émissions.',
        ],
      ] as const) {
        await i18n.changeLanguage(language);
        await i18n.loadNamespaces('schedule');
        const view = renderWeek(<RotationNote monday={monday} items={sundayFree} timeZone={zone} />);
        expect(screen.getByTestId('rotation-note').textContent, language).toBe(text);
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
