/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { verifyPackage } from '../desktop/station/reports/package-verify';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { stationClock, stationNow, stationZone } from './station-clock';

const logIn = (page: Page) => logInAsAdmin(page.request);

test('Registro de emisión lists what aired in the last hour and offers its CSV', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Registro de emisión' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Registro de emisión' });
  // The demo station has been on air since the suite started: its songs are in the log.
  await expect(log.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText(/ de \d+ · hora de Europe\/Madrid/)).toBeVisible();
  const href = await log.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('fecha,inicio,fin,segundos,tipo');
});

test('one click makes an inspection package of the last minutes, and the page checks it valid', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/admin/reports');
  await page.getByRole('tab', { name: 'Paquete de inspección' }).click();
  const form = page.getByRole('region', { name: 'Paquete de inspección' });
  // The last two minutes to the next one, on the station's clock (the fields' hours are the station's): it overlaps
  // the logger hour being written.
  const timeZone = await stationZone(page.request);
  const window = {
    from: stationClock(stationNow() - 120_000, timeZone).local,
    to: stationClock(stationNow() + 60_000, timeZone).local,
  };
  await form.getByLabel('Desde').fill(window.from);
  await form.getByLabel('Hasta').fill(window.to);
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Generar paquete' }).click();
  const file = await (await download).path();
  const key = (await api(page.request).send('reports.publicKey')).text;
  expect(await verifyPackage(file, key)).toMatchObject({ valid: true });

  await form.getByLabel('Comprobar un paquete').setInputFiles({
    name: 'paquete.zip',
    mimeType: 'application/zip',
    buffer: fs.readFileSync(file),
  });
  await expect(form.getByRole('status')).toContainText('Válido: firmado por esta emisora y sin cambios');
});

test('the advertiser opens the signed link without an account and sees the campaign', async ({ page, browser }) => {
  await logIn(page);
  // A campaign of our own, next year (it never airs during the suite); booking a demo song makes it a spot, so it
  // goes back to being a song, and the campaign goes, whatever happens.
  const tracks = await libraryTracks(page.request);
  const song = tracks[0]!.id;
  const year = new Date(stationNow()).getFullYear() + 1;
  const created = await api(page.request).send('campaigns.create', {
    body: {
      advertiser: 'Ferretería del Enlace',
      title: 'Prueba de enlace',
      startDate: `${year}-03-01`,
      endDate: `${year}-03-31`,
      spots: 10,
      daypart: 'any',
      spotTrackId: song,
    },
  });
  const campaign = created.data;
  try {
    expect(created.ok).toBe(true);
    const link = await api(page.request).call('campaigns.advertiserLink', {
      params: { id: campaign!.id },
      body: { days: 7 },
    });
    const stranger = await browser.newPage();
    await stranger.goto(link.path);
    await expect(stranger.getByRole('heading', { name: 'Emisiones de tu campaña' })).toBeVisible();
    await expect(stranger.getByText('Ferretería del Enlace · Prueba de enlace')).toBeVisible();
    await expect(stranger.getByText('Todavía no se ha emitido ninguna cuña.')).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Descargar CSV' })).toBeVisible();
    await stranger.goto(`${link.path.slice(0, -3)}AAA`);
    await expect(stranger.getByRole('alert')).toContainText('El enlace no es válido');
    await stranger.close();
  } finally {
    if (campaign) await api(page.request).send('campaigns.delete', { params: { id: campaign.id } });
    await api(page.request).send('tracks.update', { params: { id: song }, body: { kind: 'music' } });
  }
});
