import type { Page } from '@playwright/test';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/**
 * The desktop window's preload stands in here (there is no Electron binary): the studio page only needs the
 * bridge to be present to play the air output. The project launches Chromium with
 * --autoplay-policy=no-user-gesture-required, as the Electron window's webPreferences.autoplayPolicy does.
 */
const STAND_IN_BRIDGE = () => {
  const none = async () => null;
  (window as unknown as { emisora: object }).emisora = {
    stationInfo: none,
    openDataFolder: async () => false,
    setupDefaults: none,
    chooseFolder: none,
    chooseBackup: none,
    submitSetup: async () => ({ ok: false, message: 'stand-in' }),
    setOpenAtLogin: async (on: boolean) => on,
    chooseImportFolder: none,
  };
};

const login = (page: Page) => logInAsAdmin(page.request);
const airChain = (page: Page) => api(page.request).call('airChain.get');

test('the studio window plays "Salida al emisor" on its card (setSinkId), reports its level, and alerts on a card that is not there', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const before = (await airChain(page)).settings;
  await page.addInitScript(STAND_IN_BRIDGE);
  try {
    await page.goto('/studio');
    // The window reports its cards as soon as it connects; headless Chromium lists no audiooutput here, so the
    // window offers the system's default itself.
    await expect
      .poll(async () => (await airChain(page)).windowDevices, { timeout: 20_000 })
      .toEqual([{ deviceId: 'default', label: 'Predeterminada del sistema' }]);

    // The settings screen, in another tab without the bridge (not a second window): the window's card is offered.
    const admin = await context.newPage();
    await admin.goto('/admin/outputs');
    const card = admin.getByRole('region', { name: 'Salida al emisor' });
    const select = card.getByLabel('Dispositivo de sonido');
    await expect(select).toContainText('Tarjeta de sonido del PC del estudio: Predeterminada del sistema');
    await select.selectOption({ label: 'Tarjeta de sonido del PC del estudio: Predeterminada del sistema' });
    await card.getByRole('button', { name: 'Guardar salida al emisor' }).click();
    await expect(admin.getByText('Salida al emisor guardada', { exact: true })).toBeVisible();
    await admin.close();

    // Playing, with a level measured in the window itself (its analyser after the ring buffer).
    await expect
      .poll(async () => (await airChain(page)).airOutput, { timeout: 20_000 })
      .toMatchObject({ device: 'ventana:default', state: 'playing', alert: null });
    await expect
      .poll(async () => (await airChain(page)).airOutput?.windowPeakDbfs, { timeout: 15_000 })
      .toEqual(expect.any(Number));
    await expect(page.getByTestId('air-window')).toContainText('sonando en «Predeterminada del sistema»');
    const chain = page.getByRole('region', { name: 'Cadena de antena' });
    await expect(chain.getByTestId('air-chain-air-output')).toContainText('Sonando');
    await expect(chain.getByTestId('air-chain-air-output')).toContainText(
      'ventana del estudio, Predeterminada del sistema',
    );

    // A card that is not on this PC: setSinkId refuses it (NotFoundError), the station alerts, the studio shows it.
    const put = await api(page.request).send('airChain.update', {
      body: { device: 'ventana:0123456789abcdef', delayMs: 0, gainDb: 0 },
    });
    expect(put.ok).toBe(true);
    await expect(page.getByTestId('air-window')).toContainText('la tarjeta de sonido elegida no existe en este PC');
    await expect.poll(async () => (await airChain(page)).airOutput?.state, { timeout: 15_000 }).toBe('failing');
    const row = chain.getByTestId('air-chain-air-output');
    await expect(row).toContainText('No suena', { timeout: 15_000 });
    await expect(row.getByRole('alert')).toContainText('la tarjeta de sonido elegida no existe en este PC', {
      timeout: 20_000,
    });
  } finally {
    await api(page.request).send('airChain.update', { body: before });
  }
});
