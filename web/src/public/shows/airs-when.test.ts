import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { airsWhen } from './airs-when';

const es = i18n.getFixedT('es', 'shows');
// The show texts are a namespace of their own, fetched with the show pages.
beforeAll(() => i18n.loadNamespaces('shows'));

describe('airsWhen (when a show airs, for its page)', () => {
  it('names plural days and the station-time range', () => {
    expect(airsWhen(es, 'es', { days: [6], start: '16:00', durationMin: 120 })).toBe('Sábados, 16:00–18:00');
    expect(airsWhen(es, 'es', { days: [7, 6], start: '10:00', durationMin: 60 })).toBe(
      'Sábados y domingos, 10:00–11:00',
    );
  });

  it('says a run of weekdays as a range, and every day as such', () => {
    expect(airsWhen(es, 'es', { days: [1, 2, 3, 4, 5], start: '09:00', durationMin: 120 })).toBe(
      'De lunes a viernes, 09:00–11:00',
    );
    expect(airsWhen(es, 'es', { days: [1, 2, 3, 4, 5, 6, 7], start: '14:00', durationMin: 30 })).toBe(
      'Todos los días, 14:00–14:30',
    );
  });

  it('wraps past midnight, and says alternate weeks and monthly rules', () => {
    expect(airsWhen(es, 'es', { days: [5], start: '23:00', durationMin: 120 })).toBe('Viernes, 23:00–01:00');
    expect(airsWhen(es, 'es', { days: [3], start: '20:00', durationMin: 60, everyWeeks: 2 })).toBe(
      'Miércoles cada 2 semanas, 20:00–21:00',
    );
    expect(airsWhen(es, 'es', { days: [7], start: '10:00', durationMin: 60, nth: 1 })).toBe(
      'Primer domingo de cada mes, 10:00–11:00',
    );
    expect(airsWhen(es, 'es', { days: [5], start: '10:00', durationMin: 60, nth: -1 })).toBe(
      'Último viernes de cada mes, 10:00–11:00',
    );
  });
});
