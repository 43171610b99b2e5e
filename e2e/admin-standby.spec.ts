import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, logInAsAdmin, wholeList } from './api';
import { adminPassword, expect, test } from './fixtures';
import { type OwnStation, startStation } from './station-process';

// A browser far from the station (Madrid): a date written on the browser's clock reads another hour.
const BROWSER_ZONE = 'America/New_York';
test.use({ timezoneId: BROWSER_ZONE });

// Unique per run, so what this spec leaves on the shared station (a revoked token, a playlist) is its own.
const run = Date.now();

const followersCard = (page: Page) => page.getByRole('region', { name: 'Estaciones de reserva' });
const toasts = (page: Page) => page.getByTestId('toast-viewport');

async function openFollowers(page: Page) {
  await page.goto('/admin/dashboard?section=configuracion');
  await expect(followersCard(page)).toBeVisible();
}

/** Revokes the follower named `name` in the card, through its confirmation. */
async function revoke(page: Page, name: string) {
  const row = followersCard(page).getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Revocar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Revocar este token?' });
  await expect(dialog).toContainText('dejará de recibir copias del estudio');
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(toasts(page).getByText('Token revocado: esa estación de reserva ya no recibe copias')).toBeVisible();
  await expect(row).toContainText('revocado');
  await expect(row.getByRole('button', { name: 'Revocar' })).toHaveCount(0);
}

test('Estaciones de reserva: a name is required, the token is shown once, and revoking asks first and says so', async ({
  page,
}) => {
  await logInAsAdmin(page.request);
  await openFollowers(page);
  const card = followersCard(page);
  const name = `Casa de Marta ${run}`;

  await card.getByRole('button', { name: 'Crear token' }).click();
  await expect(card.getByText('Pon un nombre para reconocer esta estación de reserva.')).toBeVisible();
  await expect(card.getByText('Copia este token ahora')).toHaveCount(0);

  await card.getByLabel('Nombre').fill(name);
  await card.getByRole('button', { name: 'Crear token' }).click();
  const shown = card.getByRole('status').filter({ hasText: 'Copia este token ahora: no se volverá a mostrar.' });
  const token = (await shown.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const row = card.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('último contacto nunca');

  // Shown once: after a reload the list has it, the token is nowhere on the page.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(card.getByText('Copia este token ahora')).toHaveCount(0);

  // Its dates on the station's clock, as every time in the admin (the browser here is in another zone).
  const created = (await api(page.request).call('followers.list')).find((f) => f.name === name)?.createdAt ?? '';
  const zone = (await api(page.request).call('station.week')).timeZone;
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat('es-ES', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(created),
    );
  expect(clock(zone)).not.toBe(clock(BROWSER_ZONE));
  await expect(row).toContainText(new RegExp(`Creado [^·]*${clock(zone)} · último contacto nunca`));

  // Cancelling the confirmation keeps it.
  await row.getByRole('button', { name: 'Revocar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(row.getByRole('button', { name: 'Revocar' })).toBeVisible();
  await revoke(page, name);
});

/** The follower's admin, in a context of its own: both stations are on 127.0.0.1, and cookies ignore the port. */
async function followerPage(browser: Browser, follower: OwnStation): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await api(page.request, follower.url).call('auth.login', { body: { username: 'admin', password: adminPassword() } });
  return page;
}

const health = (request: APIRequestContext, url: string) => api(request, url).call('station.health');

test('a standby started with a token copies the studio, says whose copy it shows, refuses edits and says when revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page.request);
  const studio = api(page.request);
  const name = `Repetidor ${run}`;
  const { token } = await studio.call('followers.create', { body: { name } });
  const playlist = await studio.call('playlists.create', { body: { name: `Lista del estudio ${run}` } });
  let follower: OwnStation | undefined;
  let standby: Page | undefined;
  try {
    follower = await startStation({
      env: { EMISORA_FOLLOW: baseURL ?? '', EMISORA_FOLLOW_TOKEN: token, EMISORA_ADMIN_PASSWORD: adminPassword() },
    });
    const followerUrl = follower.url;
    // The first copy is an event the follower reports: its lag turns from null into seconds.
    await expect
      .poll(async () => (await health(page.request, followerUrl)).lagSeconds, { timeout: 60_000 })
      .not.toBeNull();
    expect(await health(page.request, followerUrl)).toMatchObject({ role: 'follower', following: baseURL });

    standby = await followerPage(browser, follower);
    await standby.goto(`${followerUrl}/admin/upload/music`);
    const banner = standby.getByRole('status').filter({ hasText: 'Esta estación es la de reserva de' });
    await expect(banner).toContainText(`Esta estación es la de reserva de ${baseURL}`);
    await expect(banner).toContainText(/Retraso de la copia: \d+ s\./);

    // What the studio made just before is on the standby.
    await standby.getByRole('tab', { name: 'Listas' }).click();
    const lists = standby.getByRole('list', { name: 'Listas de reproducción' });
    await expect(lists.getByRole('button', { name: playlist.name })).toBeVisible();

    // An edit there is refused, saying where changes are made (a 409 with the message, not a 500).
    await standby.getByRole('button', { name: 'Nueva lista' }).click();
    const form = standby.getByRole('region', { name: 'Nueva lista' });
    await form.getByLabel('Nombre *').fill(`Lista de la reserva ${run}`);
    const createUrl = `${followerUrl}${api(standby.request).url('playlists.create', { body: { name: '' } })}`;
    const answered = standby.waitForResponse((r) => r.url() === createUrl && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Crear lista' }).click();
    expect((await answered).status()).toBe(409);
    await expect(
      toasts(standby).getByText(`Esta estación es la de reserva de ${baseURL}: los cambios se hacen en el estudio.`),
    ).toBeVisible();
    const made = wholeList(await api(standby.request, followerUrl).call('playlists.list'));
    expect(made.map((p) => p.name)).not.toContain(`Lista de la reserva ${run}`);

    // The studio's list says when it was last seen, and revoking it there stops the copies.
    await openFollowers(page);
    const row = followersCard(page).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(/último contacto \d{1,2} \S+ \d{4}, \d\d:\d\d/);
    await revoke(page, name);
    // It learns at its next poll, its banner at its next refresh: both a few seconds apart, no more.
    await expect(banner).toContainText(
      'No puede copiar del estudio: El token de esta estación de reserva se revocó en el estudio.',
      { timeout: 30_000 },
    );
  } finally {
    await standby?.context().close();
    await follower?.stop();
    await studio.send('playlists.delete', { params: { id: playlist.id } });
  }
});
