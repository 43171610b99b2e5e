import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetView } from '../../../../../shared/schemas/difusion/difusion';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { as, errorBody, expectNothingLeft, jsonBody } from '../../../../../testing/station/admin-helpers';
import { type Receivers, startReceivers } from '../../../../../testing/station/difusion-receivers';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

/**
 * The "Difusión" admin API: saving held to the URL imports' address policy (this station allows 127.0.0.0/8, as an
 * operator allows the studio network, and nothing else private), secrets write-only, "Enviar prueba".
 */
let receivers: Receivers;
let station: TestStation;
let api: ReturnType<typeof as>;
beforeAll(async () => {
  receivers = await startReceivers();
  station = await startTestStation(
    { importAllow: ['127.0.0.0/8'], telegramApi: `${receivers.base}/tg` },
    { createBroadcast: () => createOfflineBroadcast() },
  );
  api = as(station, await station.login());
});
afterAll(async () => {
  await station?.close();
  await receivers?.close();
});

const rows = () => (station.context.db.prepare('SELECT COUNT(*) AS n FROM broadcast_targets').get() as { n: number }).n;
const base = { enabled: true, events: ['song'], templates: {}, minIntervalSeconds: 60 };
const TOKEN = 'tok-3f9a1c77e2';

describe('Difusión admin API', () => {
  it('refuses at save a target the address policy refuses, with a Spanish 400 naming the field, writing nothing', async () => {
    const hook = await expectNothingLeft(station, rows, () =>
      api('/api/admin/difusion', {
        method: 'POST',
        json: { ...base, kind: 'webhook', name: 'Router', secret: 'http://192.168.1.20/hook' },
      }),
    );
    expect(hook.status).toBe(400);
    expect(await errorBody(hook)).toMatchObject({ field: 'secret', message: expect.stringContaining('red privada') });
    const masto = await expectNothingLeft(station, rows, () =>
      api('/api/admin/difusion', {
        method: 'POST',
        json: { ...base, kind: 'mastodon', name: 'Local', instanceUrl: 'http://10.0.0.5', secret: TOKEN },
      }),
    );
    expect(masto.status).toBe(400);
    expect((await errorBody(masto)).field).toBe('instanceUrl');
    // An edit that would point an existing target there is refused too.
    const ok = await api('/api/admin/difusion', {
      method: 'POST',
      json: { ...base, kind: 'webhook', name: 'Local', secret: `${receivers.base}/ok?token=${TOKEN}` },
    });
    expect(ok.status).toBe(201);
    const { id } = await jsonBody<TargetView>(ok);
    const moved = await api(`/api/admin/difusion/${id}`, {
      method: 'PUT',
      json: { ...base, kind: 'webhook', name: 'Local', secret: 'http://[fd00::1]/hook' },
    });
    expect(moved.status).toBe(400);
    expect(station.context.repos.broadcastTargets.get(id)?.secret).toBe(`${receivers.base}/ok?token=${TOKEN}`);
    await api(`/api/admin/difusion/${id}`, { method: 'DELETE' });
  });

  it('refuses what a service would never take, in Spanish', async () => {
    const cases = [
      [{ kind: 'telegram', chatId: '-100123', secret: 'not-a-token' }, 'secret'],
      [{ kind: 'telegram', chatId: 'mi chat', secret: '123:ABC' }, 'chatId'],
      [{ kind: 'tunein', partnerId: 'P', stationId: 's1', secret: 'k', events: ['liveStart'] }, 'events'],
      [{ kind: 'tunein', partnerId: 'P', stationId: '1234', secret: 'k' }, 'stationId'],
      [{ kind: 'discord' }, 'secret'],
    ] as const;
    for (const [fields, field] of cases) {
      const res = await api('/api/admin/difusion', { method: 'POST', json: { ...base, name: 'X', ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const error = await errorBody(res);
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/[áéíóúñ]|es requerido|El |La /);
    }
    expect(rows()).toBe(0);
  });

  it('never returns a secret: the answers say whether it is set; an edit without one keeps it', async () => {
    const created = await api('/api/admin/difusion', {
      method: 'POST',
      json: { ...base, kind: 'telegram', name: 'Canal', chatId: '@radioportbou', secret: `99:${TOKEN}` },
    });
    const createdText = await created.text();
    expect(created.status).toBe(201);
    expect(createdText).not.toContain(TOKEN);
    const view = JSON.parse(createdText) as TargetView;
    expect(view).toMatchObject({ kind: 'telegram', chatId: '@radioportbou', secretSet: true, secretHint: null });
    expect(view).not.toHaveProperty('secret');

    const edited = await api(`/api/admin/difusion/${view.id}`, {
      method: 'PUT',
      json: { ...base, kind: 'telegram', name: 'Canal nuevo', chatId: '@radioportbou', events: ['song', 'show'] },
    });
    expect(edited.status).toBe(200);
    expect(await edited.text()).not.toContain(TOKEN);
    expect(station.context.repos.broadcastTargets.get(view.id)?.secret).toBe(`99:${TOKEN}`);
    // Another kind's secret means nothing: switching kind needs a new one.
    const switched = await api(`/api/admin/difusion/${view.id}`, {
      method: 'PUT',
      json: { ...base, kind: 'mastodon', name: 'Canal', instanceUrl: `${receivers.base}/m` },
    });
    expect(switched.status).toBe(400);
    expect((await errorBody(switched)).field).toBe('secret');

    const hook = await api('/api/admin/difusion', {
      method: 'POST',
      json: { ...base, kind: 'webhook', name: 'Hook', secret: `${receivers.base}/hook/${TOKEN}` },
    });
    const hookId = (await jsonBody<TargetView>(hook)).id;
    const list = await api('/api/admin/difusion');
    const text = await list.text();
    expect(text).not.toContain(TOKEN);
    const hookView = (JSON.parse(text) as TargetView[]).find((t) => t.id === hookId);
    expect(hookView?.secretHint).toBe(new URL(receivers.base).host);
  });

  it('"Enviar prueba" posts at once and tells the admin what the service answered', async () => {
    const target = await jsonBody<TargetView>(
      await api('/api/admin/difusion', {
        method: 'POST',
        json: { ...base, kind: 'telegram', name: 'Prueba', chatId: '-42', secret: '77:prueba-ok' },
      }),
    );
    const sent = await api(`/api/admin/difusion/${target.id}/test`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true, message: 'Enviado: el destino aceptó la prueba.' });
    expect(receivers.at('/tg/bot77:prueba-ok/sendMessage').map((r) => r.body)).toEqual([
      { chat_id: '-42', text: 'Ahora suena en Ràdio Portbou: Artista de prueba – Canción de prueba' },
    ]);

    receivers.answer('/tg/bot77:revocado/sendMessage', { status: 401 });
    await api(`/api/admin/difusion/${target.id}`, {
      method: 'PUT',
      json: { ...base, kind: 'telegram', name: 'Prueba', chatId: '-42', secret: '77:revocado' },
    });
    const refused = await api(`/api/admin/difusion/${target.id}/test`, { method: 'POST' });
    expect(await refused.json()).toEqual({ ok: false, message: 'No se pudo enviar: el servidor respondió 401.' });
    // A refusal is not retried: the one request only.
    expect(receivers.at('/tg/bot77:revocado/sendMessage')).toHaveLength(1);
  });

  it('deleting a target removes it; an unknown one is a 404', async () => {
    const list = await jsonBody<TargetView[]>(await api('/api/admin/difusion'));
    for (const target of list)
      expect((await api(`/api/admin/difusion/${target.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(rows()).toBe(0);
    const missing = await api('/api/admin/difusion/999/test', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).message).toBe('El destino de difusión no existe.');
  });
});
