import { describe, expect, it } from 'vitest';
import { wallTime } from '../../../../../shared/station/station-time';
import { programmingSuite } from '../../../../../testing/station/programming-suite';
import { apiClient } from '../../../../../testing/station/api-client';

// Not the default zone: the banner and the settings must follow the configured one.
const TZ = 'Atlantic/Canary';
const suite = programmingSuite({ timezone: TZ });
const put = (json: unknown) => suite.client.sendInvalid('streaming.settings', { body: json });
const status = async () => suite.client.call('streaming.status');

describe('programming settings and the programme on air, in station time', () => {
  it('starts with no jingles and breaks at :00 and :30, and tells the admin the station’s zone', async () => {
    expect(await status()).toMatchObject({ jingleEvery: 0, adBreakMinutes: [0, 30], timezone: TZ, liveMissing: null });
  });

  it('saves jingle frequency and break minutes (sorted), and asks the playout to re-plan', async () => {
    const before = suite.replans;
    const res = await put({ jingleEvery: 3, adBreakMinutes: [40, 0, 20] });
    expect(res.status).toBe(200);
    expect(res.data!).toMatchObject({ jingleEvery: 3, adBreakMinutes: [0, 20, 40] });
    expect(await status()).toMatchObject({ jingleEvery: 3, adBreakMinutes: [0, 20, 40] });
    expect(suite.replans).toBe(before + 1);
  });

  it('refuses bad values naming the field, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ jingleEvery: -1 }, 'jingleEvery'],
      [{ jingleEvery: 51 }, 'jingleEvery'],
      [{ jingleEvery: 1.5 }, 'jingleEvery'],
      [{ adBreakMinutes: [60] }, 'adBreakMinutes.0'],
      [{ adBreakMinutes: [5, 5] }, 'adBreakMinutes'],
      [{ adBreakMinutes: Array.from({ length: 13 }, (_, i) => i) }, 'adBreakMinutes'],
      [{ adBreakMinutes: '0,30' }, 'adBreakMinutes'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.field).toBe(field);
    }
    expect(await status()).toMatchObject({ jingleEvery: 3, adBreakMinutes: [0, 20, 40] });
  });

  it('shows the programme on air from the schedule read in the station’s zone, not the server’s', async () => {
    const now = Date.now();
    const wall = wallTime(now, TZ);
    const end = wallTime(now + 30 * 60_000, TZ);
    const slot = {
      date: wall.date,
      start: wall.time,
      end: end.date === wall.date ? end.time : '24:00',
      title: 'Tertulia canaria',
      host: '',
      type: 'talk',
    };
    expect((await suite.client.sendInvalid('schedule.create', { body: slot })).status).toBe(201);
    // Read in Madrid time the same clock times were an hour ago, so only the station's own zone finds it on air.
    const current = await apiClient(suite.station).call('station.programme');
    expect(current).toMatchObject({ title: 'Tertulia canaria', time: `${slot.start} - ${slot.end}` });
  });
});
