import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { AdminStreamingStatus } from '../shared/schemas/broadcast/streaming';
import { apiUrl } from '../testing/station/api-client';
import { api } from './api';
import { expect, test } from './fixtures';

/**
 * A web player on another site asks for in-band titles (`Icy-MetaData: 1`, which makes the
 * browser send a CORS preflight) and reads what is on air by poll and by event stream. The widget's page is on
 * another port of 127.0.0.1, so the browser treats the station as another origin.
 */
let widget: http.Server;
let widgetUrl: string;

test.beforeAll(async () => {
  widget = http.createServer((_req, res) => {
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html data-app-ready><title>Widget</title></html>');
  });
  // Port 0: the system picks a free port as it binds (a port found free first can be taken by then).
  await new Promise<void>((resolve) => widget.listen(0, '127.0.0.1', resolve));
  const { port } = widget.address() as AddressInfo;
  widgetUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => widget?.close(resolve));
});

async function ensureOnAir(page: Page) {
  const station = api(page.request);
  const running = async () => ((await station.call('streaming.status')) as AdminStreamingStatus).serverRunning;
  if (!(await running())) expect((await station.send('streaming.start')).ok).toBe(true);
  await expect.poll(running, { timeout: 20_000 }).toBe(true);
}

test('a player on another site gets the stream with ICY metadata, the now-playing poll and its events', async ({
  page,
  baseURL,
}) => {
  await ensureOnAir(page);
  await page.goto(widgetUrl);
  const urls = { station: baseURL!, poll: apiUrl('nowPlaying.get'), events: apiUrl('nowPlaying.events') };
  const result = await page.evaluate(async ({ station, poll: pollUrl, events }) => {
    const stream = await fetch(`${station}/stream`, { headers: { 'Icy-MetaData': '1' } });
    const reader = stream.body!.getReader();
    const first = await reader.read();
    await reader.cancel();
    const poll = await (await fetch(`${station}${pollUrl}`)).json();
    const event = await new Promise<string>((resolve, reject) => {
      const source = new EventSource(`${station}${events}`);
      source.addEventListener('now-playing', (e) => {
        source.close();
        resolve((e as MessageEvent<string>).data);
      });
      source.onerror = () => {
        source.close();
        reject(new Error('event stream refused'));
      };
    });
    return {
      status: stream.status,
      metaint: stream.headers.get('icy-metaint'),
      bytes: first.value?.length ?? 0,
      pollHasListeners: typeof poll.listeners === 'number',
      event: JSON.parse(event) as { listeners: unknown },
    };
  }, urls);
  expect(result.status).toBe(200);
  expect(result.metaint).toBe('16000');
  expect(result.bytes).toBeGreaterThan(0);
  expect(result.pollHasListeners).toBe(true);
  expect(typeof result.event.listeners).toBe('number');
});
