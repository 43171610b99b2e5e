import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

const login = (page: import('@playwright/test').Page) => logInAsAdmin(page.request);

test('Salidas: "Salida al emisor" refuses a delay over 10 s, then stores delay and gain', async ({ page }) => {
  await login(page);
  const admin = api(page.request);
  const before = (await admin.call('airChain.get')).settings;
  await page.goto('/admin/outputs');
  const card = page.getByRole('region', { name: 'Salida al emisor' });
  await expect(card.getByTestId('air-output-state')).toContainText('Sin dispositivo');
  await expect(card.getByLabel('Dispositivo de sonido')).toContainText('Ninguno: sin salida al emisor');
  try {
    await card.getByLabel('Retardo (s)').fill('12');
    await card.getByRole('button', { name: 'Guardar salida al emisor' }).click();
    await expect(card.getByText('El retardo máximo es de 10 segundos.')).toBeVisible();

    await card.getByLabel('Retardo (s)').fill('2.5');
    await card.getByLabel('Ganancia (dB)').fill('-3');
    await card.getByRole('button', { name: 'Guardar salida al emisor' }).click();
    await expect(page.getByText('Salida al emisor guardada', { exact: true })).toBeVisible();
    const stored = (await admin.call('airChain.get')).settings;
    expect(stored).toEqual({ device: null, delayMs: 2500, gainDb: -3 });
  } finally {
    await admin.send('airChain.update', { body: before });
  }
});

test('studio: the air chain lists every output and input, and the off-air monitor set in Salidas alarms on silence', async ({
  page,
}) => {
  await login(page);
  const admin = api(page.request);
  const before = (await admin.call('offAir.get')).settings;
  const silence = `'${resolveFfmpegPath(process.env.FFMPEG_PATH)}' -hide_banner -loglevel error -re -f lavfi -i anullsrc=r=44100:cl=stereo -f s16le pipe:1`;
  try {
    await page.goto('/admin/outputs');
    const card = page.getByRole('region', { name: 'Monitor de antena' });
    await expect(card.getByTestId('offair-state')).toContainText('Sin monitor');
    await card.getByLabel('Entrada del monitor').fill(silence);
    await card.getByLabel('Comprobar cada (s)').fill('1');
    await card.getByRole('button', { name: 'Guardar monitor de antena' }).click();
    await expect(card.getByText('El intervalo de comprobación debe ser de al menos 2 s.')).toBeVisible();
    await card.getByLabel('Comprobar cada (s)').fill('2');
    await card.getByRole('button', { name: 'Guardar monitor de antena' }).click();
    await expect(page.getByText('Monitor de antena guardado', { exact: true })).toBeVisible();

    await page.goto('/studio');
    const chain = page.getByRole('region', { name: 'Cadena de antena' });
    await expect(chain.getByTestId('air-chain-studio-input')).toContainText('No configurada');
    await expect(chain.getByTestId('air-chain-air-output')).toContainText('Sin dispositivo');
    await expect(chain.getByRole('meter', { name: 'Nivel de Salida al emisor' })).toBeVisible();
    await expect(chain.getByTestId('air-chain-rds')).toContainText('Sin codificador');
    await expect(chain.getByTestId('air-chain-web')).toContainText('En emisión');
    // 8 s of input to compare, then two checks 2 s apart agreeing.
    const monitor = chain.getByTestId('air-chain-offair');
    await expect(monitor).toContainText('Transmisor en silencio', { timeout: 40_000 });
    await expect(monitor.getByRole('alert')).toContainText('el monitor de antena no oye nada');
  } finally {
    await admin.send('offAir.update', { body: before });
  }
});
