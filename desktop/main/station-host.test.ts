import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePorts } from '../station/config/ports';
import { apiClientAt } from '../../testing/station/api-client';
import { silentLogger } from '../station/core/log';
import type { StationRun } from '../station/core-restart';
import { hostStation, type ParentPortLike } from './station-host';
import type { FromStation, ToStation } from './station-messages';

/** The utility process's port, as the station host sees it. */
function fakePort() {
  const sent: FromStation[] = [];
  const listeners: Array<(event: { data: ToStation }) => void> = [];
  const port: ParentPortLike = {
    postMessage: (message) => sent.push(message),
    on: (_event, listener) => void listeners.push(listener),
  };
  return {
    port,
    sent,
    tell: (data: ToStation) => {
      for (const listener of listeners) listener({ data });
    },
  };
}

describe('station host (the utility process side)', () => {
  const dirs: string[] = [];
  let station: StationRun | null = null;
  afterEach(async () => {
    await station?.stop();
    station = null;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-host-'));
    dirs.push(dir);
    return dir;
  };

  it('starts the real station, reports ready and status, forwards start/stop, and stops cleanly', async () => {
    const [port, rtmp, flv] = await freePorts(3);
    const { port: parent, sent, tell } = fakePort();
    const exits: number[] = [];
    const argv = [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--rtmp-port',
      String(rtmp),
      '--flv-port',
      String(flv),
    ];
    station = await hostStation(
      parent,
      {
        argv: [...argv, '--data', dataDir(), '--no-demo'],
        env: { EMISORA_ADMIN_PASSWORD: 'clave-del-asistente-1' },
        webRoot: '/nonexistent',
        exit: (code) => exits.push(code),
      },
      { log: silentLogger },
    );
    expect(station).not.toBeNull();
    expect(sent[0]).toMatchObject({ type: 'ready', url: `http://127.0.0.1:${port}`, port });
    await station!.current().ready;
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };
    await waitFor(() => sent.some((m) => m.type === 'status' && m.air === 'auto'));
    // A restart that applies a change (a time zone, a backup) happens in this process: main hears ready again, and
    // the tray's status comes from the new start.
    const first = station!.current();
    first.context.restartCore?.('timezone');
    await waitFor(() => sent.filter((m) => m.type === 'ready').length === 2);
    expect(station!.current()).not.toBe(first);
    sent.length = 0;
    await waitFor(() => sent.some((m) => m.type === 'status' && m.air === 'auto'));
    // The administrator is the one from the setup screen; nothing printed.
    const login = await apiClientAt(`http://127.0.0.1:${port}`).send('auth.login', {
      body: { username: 'admin', password: 'clave-del-asistente-1' },
    });
    expect(login.status).toBe(200);
    tell({ type: 'broadcast', action: 'stop' });
    await waitFor(() => sent.at(-1)?.type === 'status' && (sent.at(-1) as { air: string }).air === 'off');
    tell({ type: 'stop' });
    await waitFor(() => sent.some((m) => m.type === 'stopped'));
    expect(exits).toEqual([0]);
    station = null;
  }, 30_000);

  it('a port in use: reports the problem and the setting, then exits 2', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const taken = (busy.address() as net.AddressInfo).port;
    const { port: parent, sent } = fakePort();
    const exits: number[] = [];
    try {
      const result = await hostStation(
        parent,
        {
          argv: ['--host', '127.0.0.1', '--port', String(taken), '--data', dataDir()],
          env: {},
          webRoot: '/nonexistent',
          exit: (code) => exits.push(code),
        },
        { log: silentLogger },
      );
      expect(result).toBeNull();
      expect(sent).toEqual([
        { type: 'failed', problem: 'port', setting: '--port', message: expect.stringMatching(/port in use/) },
      ]);
      expect(exits).toEqual([2]);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('a data folder that cannot be written: reports data-dir', async () => {
    // A file where the folder should be (root writes anywhere, so permissions alone would not fail here).
    const file = path.join(dataDir(), 'a-file');
    fs.writeFileSync(file, '');
    const { port: parent, sent } = fakePort();
    const [port, rtmp, flv] = await freePorts(3);
    const result = await hostStation(
      parent,
      {
        argv: [
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--rtmp-port',
          String(rtmp),
          '--flv-port',
          String(flv),
        ].concat(['--data', path.join(file, 'station')]),
        env: {},
        webRoot: '/nonexistent',
      },
      { log: silentLogger },
    );
    expect(result).toBeNull();
    expect(sent[0]).toMatchObject({ type: 'failed', problem: 'data-dir', setting: '--data' });
  });
});
