import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicShowDetail } from '../../../../shared/schemas/public/public-shows';
import i18n from '../../i18n';
import { WeekDayCard } from '../schedule/WeekDayCard';
import type { WeekItem } from '../schedule/week-item';
import { ShowView } from './ShowView';

beforeAll(() => i18n.loadNamespaces(['shows', 'schedule']));
afterEach(() => i18n.changeLanguage('es'));

function show(names: string[]): PublicShowDetail {
  return {
    id: 1,
    slug: 'memoria',
    name: 'Memoria de Portbou',
    description: 'Historia oral.',
    kind: 'live',
    imageUrl: null,
    colour: '#b91c1c',
    presenters: names.map((name, i) => ({ id: i + 1, name })),
    rules: [],
    nextAiring: null,
    icsUrl: '/programacion/memoria.ics',
    feedUrl: null,
    podcastId: null,
    episodes: [],
  };
}

const inRouter = (ui: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/x'] })} />);

const item = (hosts: string[]): WeekItem => ({
  key: 'a',
  start: '2026-11-26T15:00:00Z',
  end: '2026-11-26T17:00:00Z',
  title: 'Tardes de Frontera',
  slug: null,
  hosts,
  type: 'live',
});

describe('who presents, in words that follow the count', () => {
  for (const [language, one, two] of [
    ['es', 'Presenta: Laia Puig', 'Presentan: Laia Puig y Jordi Vidal'],
    ['ca', 'Presenta: Laia Puig', 'Presenten: Laia Puig i Jordi Vidal'],
    ['fr', 'Présenté par : Laia Puig', 'Présenté par : Laia Puig et Jordi Vidal'],
  ] as const) {
    it(`on the show page (${language})`, async () => {
      await i18n.changeLanguage(language);
      const single = inRouter(<ShowView show={show(['Laia Puig'])} />);
      expect(screen.getByTestId('show-presenters').textContent).toBe(one);
      single.unmount();
      inRouter(<ShowView show={show(['Laia Puig', 'Jordi Vidal'])} />);
      expect(screen.getByTestId('show-presenters').textContent).toBe(two);
    });
  }

  it('on the week: "Con Laia Puig y Jordi Vidal", never a comma list of login names', () => {
    inRouter(
      <WeekDayCard title="Jueves" items={[item(['Laia Puig', 'Jordi Vidal'])]} timeZone="Europe/Madrid" now={null} />,
    );
    expect(screen.getByText('Con Laia Puig y Jordi Vidal')).toBeTruthy();
  });

  it("a live show's page names its kind, not the air: no red «En directo» for a show that is not on now", () => {
    inRouter(<ShowView show={show(['Laia Puig'])} />);
    const badge = screen.getByText('Programa en directo');
    expect(badge.className).not.toMatch(/red/);
    expect(screen.queryByText('En directo', { exact: true })).toBeNull();
  });
});
