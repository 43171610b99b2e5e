import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminStreamingStatus } from '../shared/schemas/broadcast/streaming';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { apiUrl } from '../testing/station/api-client';
import { api, wholeList } from './api';
import { adminPassword, expect, test } from './fixtures';

/**
 * Cross-site forgery from the same host, and the pages' security headers. The attacker's page is on another port of 127.0.0.1: the same site as the station,
 * so the browser sends the admin's SameSite=Lax cookie along (the attack SameSite alone does not stop). The
 * station must refuse it by Sec-Fetch-Site / Origin. The pages must also run under the CSP without a violation.
 */

const title = `Subida ajena ${Date.now()}`;
let attacker: http.Server;
let attackerUrl: string;
let song: Buffer;

test.beforeAll(async () => {
  // A real MP3, so the upload would succeed if the station let it through.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-csrf-e2e-'));
  const file = path.join(dir, 'ataque.mp3');
  execFileSync(resolveFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ]);
  song = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });

  attacker = http.createServer((req, res) => {
    const frame = new URL(req.url ?? '/', 'http://x').searchParams.get('frame');
    const iframe = frame
      ? `<iframe title="embebido" src="${process.env.E2E_BASE_URL}${frame}" width="400" height="200"></iframe>`
      : '';
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="es"><title>Otra web</title><h1>Otra web</h1>${iframe}</html>`);
  });
  // Port 0: the system picks a free port as it binds (a port found free first can be taken by then).
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const { port } = attacker.address() as AddressInfo;
  attackerUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

async function logIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(adminPassword());
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Another spec may have stopped the broadcast; skipping and now-playing need it on air. */
async function ensureOnAir(page: Page) {
  const station = api(page.request);
  const running = async () => ((await station.call('streaming.status')) as AdminStreamingStatus).serverRunning;
  if (!(await running())) expect((await station.send('streaming.start')).ok).toBe(true);
  await expect.poll(running, { timeout: 20_000 }).toBe(true);
}

/** What the station holds, read as the admin (Playwright's API client sends neither Origin nor Sec-Fetch-Site). */
const state = (request: APIRequestContext) => ({
  status: async () => (await api(request).call('streaming.status')) as AdminStreamingStatus,
  tracksTitled: async (name: string) =>
    wholeList(await api(request).call('tracks.list')).filter((t) => t.title === name),
  deleteTrack: (id: number) => api(request).send('tracks.delete', { params: { id } }),
  lastSkip: async () => {
    const overview = await api(request).call('admin.overview');
    return Math.max(0, ...overview.recentActivity.filter((a) => a.action === 'streaming.skip').map((a) => a.id));
  },
});

/** The three attacks from a script on `page`; `base` is '' on the station's own page, the station URL elsewhere. */
const attacks = {
  skipByForm: (base: string) =>
    `(() => { const f = document.createElement('form'); f.method = 'POST'; f.action = '${base}${apiUrl('streaming.skip')}'; document.body.append(f); f.submit(); })()`,
  upload: (page: Page, base: string) =>
    page.evaluate(
      async ({ base, song, title, url }) => {
        const form = new FormData();
        form.append('title', title);
        form.append(
          'audioFile',
          new Blob([Uint8Array.from(atob(song), (c) => c.charCodeAt(0))], { type: 'audio/mpeg' }),
          'ataque.mp3',
        );
        const mode = base ? ('no-cors' as const) : ('same-origin' as const);
        return (await fetch(`${base}${url}`, { method: 'POST', mode, credentials: 'include', body: form })).status;
      },
      { base, song: song.toString('base64'), title, url: apiUrl('tracks.upload') },
    ),
  rotateKey: (page: Page, base: string) =>
    page.evaluate(
      async ({ base, url }) =>
        (
          await fetch(`${base}${url}`, {
            method: 'POST',
            mode: base ? 'no-cors' : 'same-origin',
            credentials: 'include',
          })
        ).status,
      { base, url: apiUrl('streaming.key') },
    ),
};

test('a page on another port of the same host cannot skip, upload or rotate the key with the admin cookie', async ({
  page,
  context,
  baseURL,
}) => {
  const station = baseURL ?? '';
  await logIn(page);
  await ensureOnAir(page);
  const admin = state(page.request);
  const keyBefore = (await admin.status()).streamKey;
  const skipBefore = await admin.lastSkip();

  // The attacker's page: a new tab of the same browser, so the admin's cookie is in its jar.
  const evil = await context.newPage();
  await evil.goto(attackerUrl);
  const posted = (pathname: string) =>
    evil.waitForResponse((r) => r.url() === `${station}${pathname}` && r.request().method() === 'POST');

  // 1. A classic form POST to the skip button (a top-level navigation: Playwright sees its status).
  const skip = posted(apiUrl('streaming.skip'));
  await evil.evaluate(attacks.skipByForm(station));
  expect.soft((await skip).status()).toBe(403);
  await expect.soft(evil.getByText('Petición rechazada: viene de otro sitio.')).toBeVisible();
  await evil.goto(attackerUrl);

  // 2. and 3. no-cors fetches: the page cannot read the answer (opaque, status 0); the network can.
  const upload = posted(apiUrl('tracks.upload'));
  expect(await attacks.upload(evil, station)).toBe(0);
  expect.soft((await upload).status()).toBe(403);
  const rotate = posted(apiUrl('streaming.key'));
  expect(await attacks.rotateKey(evil, station)).toBe(0);
  expect.soft((await rotate).status()).toBe(403);
  await evil.close();

  // Nothing happened on the station. (Soft checks: on a station without the protection, each attack shows.)
  expect.soft((await admin.status()).streamKey).toBe(keyBefore);
  expect.soft(await admin.tracksTitled(title)).toEqual([]);
  expect.soft(await admin.lastSkip()).toBe(skipBefore);
  for (const track of await admin.tracksTitled(title)) await admin.deleteTrack(track.id);

  // The same calls from the station's own page succeed: the protection is not simply a closed door.
  await page.goto('/admin/dashboard');
  expect(
    await page.evaluate(async (url) => (await fetch(url, { method: 'POST' })).status, apiUrl('streaming.skip')),
  ).toBe(202);
  expect(await admin.lastSkip()).toBeGreaterThan(skipBefore);
  expect(await attacks.upload(page, '')).toBe(201);
  const [uploaded] = await admin.tracksTitled(title);
  expect(uploaded).toBeDefined();
  expect((await admin.deleteTrack(uploaded!.id)).ok).toBe(true);
  expect(await attacks.rotateKey(page, '')).toBe(200);
  expect((await admin.status()).streamKey).not.toBe(keyBefore);
});

test('every screen runs under the CSP without a violation; only the player may be framed by another site', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  const watch = (p: Page) =>
    p.on('console', (m) =>
      /Content.Security.Policy|securitypolicyviolation/i.test(m.text())
        ? violations.push(`${p.url()}: ${m.text()}`)
        : undefined,
    );
  // Chromium logs most violations itself; the event also catches the ones it reports only to the page.
  await context.addInitScript(
    "addEventListener('securitypolicyviolation', (e) => console.error('securitypolicyviolation', e.violatedDirective, e.blockedURI))",
  );
  watch(page);
  await logIn(page);
  for (const route of [
    '/',
    '/music',
    '/live',
    '/streaming',
    '/gallery',
    '/schedule',
    '/advertising',
    '/advertising/rates',
    '/spotify',
    '/admin/dashboard',
    '/admin/upload/music',
    '/admin/streaming',
    '/studio',
  ]) {
    const response = await page.goto(route);
    // The policy is really there (an empty check would pass on a station without one).
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self' 'sha256-");
    await page.waitForTimeout(300);
  }
  // On "/" the fixture's goto waited for data-app-ready: the home's inline loader ran and added the app's scripts.
  await ensureOnAir(page);

  const evil = await context.newPage();
  watch(evil);
  // The embeddable player works inside another site's page: framed, its nonce'd script follows now-playing.
  await evil.goto(`${attackerUrl}/?frame=${apiUrl('streaming.player')}`);
  const player = evil.frameLocator('iframe[title="embebido"]');
  await expect(player.locator('audio')).toBeAttached();
  await expect(player.locator('#now')).not.toBeEmpty({ timeout: 20_000 });
  expect(violations).toEqual([]);

  // Any other page refuses to be framed by another site (frame-ancestors 'self'): the browser shows nothing of it.
  await evil.goto(`${attackerUrl}/?frame=/admin/dashboard`);
  await expect.poll(() => violations.some((v) => v.includes('frame-ancestors')), { timeout: 10_000 }).toBe(true);
  await expect(evil.frameLocator('iframe[title="embebido"]').locator('#root')).toHaveCount(0);
  await evil.close();
});
