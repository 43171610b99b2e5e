import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../../../broadcast/engine/offline';
import { expectNothingLeft } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { type Receivers, startReceivers } from '../../../../../testing/station/difusion-receivers';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';

/**
 * The "Difusión" admin API: saving held to the URL imports' address policy (this station allows 127.0.0.0/8, as an
 * operator allows the studio network, and nothing else private), secrets write-only, "Enviar prueba".
 */
let receivers: Receivers;
let station: TestStation;
let api: ApiClient;
beforeAll(async () => {
  receivers = await startReceivers();
  station = await startTestStation(
    { importAllow: ['127.0.0.0/8'], telegramApi: `${receivers.base}/tg` },
    { createBroadcast: () => createOfflineBroadcast() },
  );
  api = apiClient(station, await station.login());
});
afterAll(async () => {
  await station?.close();
  await receivers?.close();
});

const rows = () => (station.context.db.prepare('SELECT COUNT(*) AS n FROM broadcast_targets').get() as { n: number }).n;
const base = { enabled: true, events: ['song' as const], templates: {}, minIntervalSeconds: 60 };
const TOKEN = 'tok-3f9a1c77e2';

describe('Difusión admin API', () => {
  it('refuses at save a target the address policy refuses, with a Spanish 400 naming the field, writing nothing', async () => {
    const hook = await expectNothingLeft(station, rows, () =>
      api.send('difusion.create', {
        body: { ...base, kind: 'webhook', name: 'Router', secret: 'http://192.168.1.20/hook' },
      }),
    );
    expect(hook.status).toBe(400);
    expect(hook.error).toMatchObject({ field: 'secret', message: expect.stringContaining('red privada') });
    const masto = await expectNothingLeft(station, rows, () =>
      api.send('difusion.create', {
        body: { ...base, kind: 'mastodon', name: 'Local', instanceUrl: 'http://10.0.0.5', secret: TOKEN },
      }),
    );
    expect(masto.status).toBe(400);
    expect(masto.error?.field).toBe('instanceUrl');
    // An edit that would point an existing target there is refused too.
    const ok = await api.send('difusion.create', {
      body: { ...base, kind: 'webhook', name: 'Local', secret: `${receivers.base}/ok?token=${TOKEN}` },
    });
    expect(ok.status).toBe(201);
    const id = ok.data!.id;
    const moved = await api.send('difusion.update', {
      params: { id },
      body: { ...base, kind: 'webhook', name: 'Local', secret: 'http://[fd00::1]/hook' },
    });
    expect(moved.status).toBe(400);
    expect(station.context.repos.broadcastTargets.get(id)?.secret).toBe(`${receivers.base}/ok?token=${TOKEN}`);
    await api.call('difusion.delete', { params: { id } });
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
      const res = await api.sendInvalid('difusion.create', { body: { ...base, name: 'X', ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const error = res.error!;
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/[áéíóúñ]|es requerido|El |La /);
    }
    expect(rows()).toBe(0);
  });

  it('never returns a secret: the answers say whether it is set; an edit without one keeps it', async () => {
    const created = await api.send('difusion.create', {
      body: { ...base, kind: 'telegram', name: 'Canal', chatId: '@radioportbou', secret: `99:${TOKEN}` },
    });
    expect(created.status).toBe(201);
    expect(created.text).not.toContain(TOKEN);
    const view = created.data!;
    expect(view).toMatchObject({ kind: 'telegram', chatId: '@radioportbou', secretSet: true, secretHint: null });
    expect(view).not.toHaveProperty('secret');

    const edited = await api.send('difusion.update', {
      params: { id: view.id },
      body: { ...base, kind: 'telegram', name: 'Canal nuevo', chatId: '@radioportbou', events: ['song', 'show'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.text).not.toContain(TOKEN);
    expect(station.context.repos.broadcastTargets.get(view.id)?.secret).toBe(`99:${TOKEN}`);
    // Another kind's secret means nothing: switching kind needs a new one.
    const switched = await api.send('difusion.update', {
      params: { id: view.id },
      body: { ...base, kind: 'mastodon', name: 'Canal', instanceUrl: `${receivers.base}/m` },
    });
    expect(switched.status).toBe(400);
    expect(switched.error?.field).toBe('secret');

    const hook = await api.call('difusion.create', {
      body: { ...base, kind: 'webhook', name: 'Hook', secret: `${receivers.base}/hook/${TOKEN}` },
    });
    const list = await api.send('difusion.list');
    expect(list.text).not.toContain(TOKEN);
    const hookView = list.data?.find((t) => t.id === hook.id);
    expect(hookView?.secretHint).toBe(new URL(receivers.base).host);
  });

  it('"Enviar prueba" posts at once and tells the admin what the service answered', async () => {
    const target = await api.call('difusion.create', {
      body: { ...base, kind: 'telegram', name: 'Prueba', chatId: '-42', secret: '77:prueba-ok' },
    });
    const sent = await api.send('difusion.test', { params: { id: target.id } });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ ok: true, message: 'Enviado: el destino aceptó la prueba.' });
    expect(receivers.at('/tg/bot77:prueba-ok/sendMessage').map((r) => r.body)).toEqual([
      { chat_id: '-42', text: 'Ahora suena en Ràdio Portbou: Artista de prueba – Canción de prueba' },
    ]);

    receivers.answer('/tg/bot77:revocado/sendMessage', { status: 401 });
    await api.call('difusion.update', {
      params: { id: target.id },
      body: { ...base, kind: 'telegram', name: 'Prueba', chatId: '-42', secret: '77:revocado' },
    });
    const refused = await api.call('difusion.test', { params: { id: target.id } });
    expect(refused).toEqual({ ok: false, message: 'No se pudo enviar: el servidor respondió 401.' });
    // A refusal is not retried: the one request only.
    expect(receivers.at('/tg/bot77:revocado/sendMessage')).toHaveLength(1);
  });

  it('deleting a target removes it; an unknown one is a 404', async () => {
    for (const target of await api.call('difusion.list'))
      expect((await api.send('difusion.delete', { params: { id: target.id } })).status).toBe(204);
    expect(rows()).toBe(0);
    const missing = await api.send('difusion.test', { params: { id: 999 } });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('El destino de difusión no existe.');
  });
});
