import { cancelShowsOverlapping } from './free-slot';
/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminStreamingStatus } from '../shared/schemas/broadcast/streaming';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { startStation } from './station-process';
import { stationNow } from './station-clock';

/** On a phone: every on-air label says what the engine reports; the bar offers the radio. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bar = (page: Page) => page.getByTestId('player-mobile');
const audioSrc = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLAudioElement>('audio[data-player]')]
        .find((a) => a.getAttribute('src'))
        ?.getAttribute('src') ?? null,
  );

async function onAir(request: APIRequestContext) {
  const nowPlaying = () => api(request).call('nowPlaying.get');
  let last: Awaited<ReturnType<typeof nowPlaying>> | null = null;
  await expect
    .poll(
      async () => {
        last = await nowPlaying();
        return last.serverRunning !== false && last.current !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return last!;
}

async function asAdmin(request: APIRequestContext) {
  await logInAsAdmin(request);
  return api(request);
}

test('with the rotation on air every label says EN ANTENA, and /live names the scheduled programme', async ({
  page,
  request,
}) => {
  const air = await onAir(request);
  // The e2e station has no live show on air: this test is about rotation, and must not pass by skipping.
  expect(air.isLive).toBe(false);
  await page.goto('/');
  await expect(page.getByTestId('now-playing').getByText('EN ANTENA', { exact: true })).toBeVisible();
  await page.getByTestId('live-button').click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByTestId('broadcast-state')).toHaveText('EN ANTENA');
  await expect(page.getByText('Rotación automática de canciones.')).toBeVisible();
  await expect(page.getByTestId('programme-air')).toHaveText('En antena');
  await expect(bar(page).getByTestId('player-stream-state')).toHaveText('EN ANTENA');

  // A music programme on the grid now: the banner and the programme card name it, as the rotation airs it.
  const admin = await asAdmin(request);
  const { timezone } = (await admin.call('streaming.status')) as AdminStreamingStatus;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(stationNow()));
  const title = `Mañanas E2E ${Date.now()}`;
  // The demo's shows of today give way for this one day (the one-off covers the whole day).
  const dayStart = new Date(stationNow() - 36 * 3_600_000).toISOString();
  await cancelShowsOverlapping(request, today, dayStart, new Date(stationNow() + 36 * 3_600_000).toISOString());
  const created = await admin.send('schedule.create', {
    body: { date: today, start: '00:00', end: '23:59', title, host: '', type: 'music' },
  });
  expect(created.status, created.text).toBe(201);
  const { id } = created.data!;
  try {
    await page.reload();
    await expect(page.getByTestId('programme-title')).toHaveText(title);
    await expect(page.getByTestId('live-programme-title')).toHaveText(title);
    await expect(page.getByTestId('broadcast-state')).toHaveText('EN ANTENA');
  } finally {
    expect((await admin.send('schedule.delete', { params: { id } })).status).toBe(204);
  }
});

test('with the engine stopped ("Detener Servidor") every label says FUERA DE EMISIÓN and the bar offers songs', async ({
  page,
  request,
}) => {
  await onAir(request);
  const tracks = await libraryTracks(request);
  await page.goto('/');
  await expect(page.getByTestId('now-playing').getByText('EN ANTENA', { exact: true })).toBeVisible();
  const admin = await asAdmin(request);
  expect((await admin.send('streaming.stop')).ok).toBe(true);
  try {
    // Pushed over the open events connection: no reload.
    await expect(page.getByTestId('now-playing-state')).toHaveText('FUERA DE EMISIÓN');
    await expect(page.getByText('EN ANTENA')).toHaveCount(0);
    // Off air, the bar keeps the spec's priming: the first song, ready to play.
    await expect(bar(page).getByTestId('player-title')).toHaveText(tracks[0]!.title);
    await expect(bar(page).getByRole('button', { name: 'Reproducir' })).toBeVisible();
    await page.getByTestId('live-button').click();
    await expect(page.getByTestId('broadcast-state')).toHaveText('FUERA DE EMISIÓN');
    await expect(page.getByTestId('live-programme-title')).toHaveText('Sin emisión');
    await expect(page.getByTestId('programme-air')).toHaveText('Fuera de emisión');
    await expect(page.getByText('Detenido')).toBeVisible();
    // The live button was pressed with nothing to hear: an error, and no on-air badge beside it.
    await expect(page.getByTestId('player-error')).toBeVisible();
    await expect(bar(page).getByTestId('player-stream-state')).toHaveCount(0);
  } finally {
    expect((await admin.send('streaming.start')).ok).toBe(true);
  }
  await expect(page.getByTestId('broadcast-state')).toHaveText(/EN ANTENA|EN DIRECTO/);
});

test('with the station unreachable no label claims the air', async ({ browser }) => {
  // A station of its own, stopped for real halfway through (the shared one serves the other specs).
  const station = await startStation();
  const context = await browser.newContext({
    baseURL: station.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await onAir(context.request);
    await page.goto('/');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('now-playing').getByText('EN ANTENA', { exact: true })).toBeVisible();
    await page.getByTestId('live-button').click();
    await expect(page.getByTestId('broadcast-state')).toHaveText('EN ANTENA');
    await expect.poll(() => audioSrc(page)).toBe('/stream');
    await expect(bar(page).getByTestId('player-stream-state')).toHaveText('EN ANTENA');

    await station.stop();
    await expect(page.getByTestId('broadcast-unknown')).toHaveText(
      'No se puede consultar el estado de la emisión en este momento.',
    );
    await expect(page.getByTestId('broadcast-state')).toHaveCount(0);
    await expect(page.getByTestId('programme-air')).toHaveText('Programa actual');
    await expect(bar(page).getByTestId('player-stream-state')).toHaveCount(0);
    for (const claim of ['EN ANTENA', 'EN DIRECTO', 'FUERA DE EMISIÓN'])
      await expect(page.getByText(claim, { exact: true })).toHaveCount(0);
  } finally {
    await context.close();
    await station.stop();
  }
});

test('nothing chosen and the station on air: the bar offers the radio first; "En directo" leaves it playing', async ({
  page,
  request,
}) => {
  await onAir(request);
  const tracks = await libraryTracks(request);
  // Every (re)load of a player element: media events do not bubble, but a capturing listener sees them.
  await page.addInitScript(() => {
    (window as unknown as { loads: number }).loads = 0;
    document.addEventListener('loadstart', () => (window as unknown as { loads: number }).loads++, true);
  });
  const loads = () => page.evaluate(() => (window as unknown as { loads: number }).loads);
  const time = () => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[src]')?.currentTime ?? 0);
  await page.goto('/');
  await expect(bar(page).getByTestId('player-title')).toHaveText('Ràdio Portbou · en directo');
  await bar(page).getByRole('button', { name: 'Escuchar Ràdio Portbou en directo' }).click();
  await expect.poll(() => audioSrc(page)).toBe('/stream');
  await expect(page.getByText('Transmisión en vivo', { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(1);
  const loadsBefore = await loads();
  const playedBefore = await time();

  await page.getByTestId('live-button').click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(time).toBeGreaterThan(playedBefore + 1);
  expect(await loads(), 'the stream was not reloaded').toBe(loadsBefore);
  await expect(bar(page).getByRole('button', { name: 'Pausar' })).toBeVisible();

  // Once something was chosen the bar is the listener's: "next" from the radio plays the library's first song.
  await bar(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(bar(page).getByTestId('player-title')).toHaveText(tracks[0]!.title);
  await expect.poll(() => audioSrc(page)).toBe(tracks[0]!.audioFileUrl);
});

test('a streaming source that fails is not shown as playing (no green "Reproduciendo")', async ({ page, request }) => {
  const admin = await asAdmin(request);
  const name = `Relé caído E2E ${Date.now()}`;
  const created = await admin.send('sources.create', { body: { name, url: '/no-such-relay', isActive: true } });
  expect(created.status).toBe(201);
  const { id } = created.data!;
  try {
    await page.goto('/streaming');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: 'Escuchar' }).click();
    await expect(page.getByTestId('player-error')).toBeVisible();
    await expect(card.getByRole('alert')).toHaveText(
      'No se pudo reproducir esta fuente. Inténtalo de nuevo más tarde.',
    );
    const button = card.getByRole('button', { name: 'Escuchar' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).not.toHaveClass(/bg-green/);
    await expect(bar(page).getByTestId('player-stream-state')).toHaveCount(0);
  } finally {
    expect((await admin.send('sources.delete', { params: { id } })).status).toBe(204);
  }
});
