import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords';
import { adminSuite, multipart } from '../../../../../testing/station/admin-helpers';
import { apiClient, apiUrl } from '../../../../../testing/station/api-client';

/**
 * A presenter's login name is also their source user name (half of what a stranger needs to go live, and the
 * target of password guessing). Public answers show what a listener may read, never a login name, a user id
 * behind an upload, or the admin's account as a contact (what a stock Icecast shows is its own default).
 */
const suite = adminSuite();
const LOGIN = 'laia.login';

describe('public answers carry no login names', () => {
  it("the show pages, the week and the calendar feed never say a presenter's login name", async () => {
    const laia = suite.station.context.repos.users.create(LOGIN, await hashPassword('laia-password-123'), 'presenter');
    const res = await suite.client.send('shows.create', {
      body: {
        name: 'Matinal de Laia',
        kind: 'live',
        presenterIds: [laia.id],
        rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', durationMin: 60 }],
      },
    });
    expect(res.status).toBe(201);
    const show = res.data!;
    // The admin area still names the account (an admin may see it).
    expect(show.presenters).toEqual([{ id: laia.id, name: LOGIN }]);

    for (const path of [
      apiUrl('shows.public'),
      apiUrl('shows.publicGet', { params: { slug: show.slug } }),
      apiUrl('station.week'),
      `/programacion/${show.slug}.ics`,
      '/schedule.ics',
    ]) {
      const answer = await suite.station.fetch(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain(LOGIN);
    }
  });

  it('tracks do not say which account uploaded them', async () => {
    const upload = await suite.client.send('tracks.upload', {
      body: multipart({ title: 'Canción' }, [['audioFile', suite.fx.mp3Plain, 'c.mp3', 'audio/mpeg']]),
    });
    expect(upload.status).toBe(201);
    const { id } = upload.data!;
    const one = await apiClient(suite.station).call('tracks.get', { params: { id } });
    const all = (await apiClient(suite.station).call('tracks.list')) as Array<{ uploadedBy: number }>;
    // 0, as the spec's Track writes it for the stream pseudo-track: no account.
    expect(one.uploadedBy).toBe(0);
    expect(all.map((t) => t.uploadedBy)).toEqual([0]);
  });

  it("/status-json.xsl names Icecast's default contact, not the admin's account", async () => {
    const text = await (await suite.station.fetch('/status-json.xsl')).text();
    const { icestats } = JSON.parse(text) as { icestats: { admin: string } };
    expect(icestats.admin).toBe('icemaster@localhost');
    expect(text).not.toMatch(/"admin@|laia/);
  });
});
