import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { stationNow } from './station-clock';

// A presenter signs in at /intranet and lands in their own area; /admin stays closed to them.
test('a presenter signs in at /intranet, lands at /estudio, and /admin says Acceso Denegado', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `locutora-${Date.now()}`;
  const password = 'locutora-e2e-pass';
  await logInAsAdmin(page.request);
  const created = await api(page.request).send('users.create', { body: { username, password, role: 'presenter' } });
  expect(created.status).toBe(201);
  expect(created.data).toMatchObject({ role: 'presenter', isAdmin: false });

  const context = await browser.newContext({ baseURL });
  const presenter = await context.newPage();
  await presenter.goto('/intranet');
  await presenter.getByLabel('Usuario').fill(username);
  await presenter.getByLabel('Contraseña').fill(password);
  await presenter.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(presenter).toHaveURL(/\/estudio$/);
  await expect(presenter.getByRole('heading', { name: 'Mi estudio' })).toBeVisible();
  await expect(presenter.getByText(`Hola, ${username}.`)).toBeVisible();
  // No demo show has a presenter: the section says so instead of listing them.
  await expect(presenter.getByRole('heading', { name: 'Mis programas' })).toBeVisible();
  await expect(presenter.getByRole('link', { name: 'Ir al directo' })).toHaveAttribute('href', '/estudio/directo');
  await expect(presenter.getByRole('heading', { name: 'Episodios por publicar' })).toBeVisible();

  // Back at /intranet, the signed-in presenter goes straight on to their area.
  await presenter.goto('/intranet');
  await expect(presenter).toHaveURL(/\/estudio$/);
  await presenter.goto('/admin');
  await expect(presenter.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  expect((await api(presenter.request).send('live.connections')).status).toBe(403);
  await context.close();

  // The admin's dashboard shows who is connected live.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Conexiones en directo' })).toBeVisible();
  await expect(page.getByText('Nadie conectado.')).toBeVisible();
});

const tomorrowUtc = () => new Date(stationNow() + 86_400_000).toISOString().slice(0, 10);

// A presenter's area leads somewhere: the site, their show's page, a sign-out; /admin shows them the way back.
test("a presenter's area: the site, their show's page, sign-out, the way back from /admin, and their display name", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const username = `laia-${stamp}`;
  const displayName = `Laia Puig ${stamp}`;
  const password = 'locutora-e2e-pass';
  await logInAsAdmin(page.request);
  const user = await api(page.request).send('users.create', {
    body: { username, displayName, password, role: 'presenter' },
  });
  expect(user.status, user.text).toBe(201);
  const presenterId = user.data!.id;
  const tomorrow = tomorrowUtc();
  const name = `Frontera E2E ${stamp}`;
  // One airing tomorrow in the small hours (the demo's week leaves them free), so it is in "Mis programas".
  const created = await api(page.request).send('shows.create', {
    body: {
      name,
      kind: 'live',
      presenterIds: [presenterId],
      rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '04:40', durationMin: 15, from: tomorrow, until: tomorrow }],
    },
  });
  expect(created.status, created.text).toBe(201);
  const show = created.data!;
  const context = await browser.newContext({ baseURL });
  try {
    const presenter = await context.newPage();
    // The server itself answers /estudio (the page is not only drawn by the client).
    expect((await presenter.goto('/estudio'))?.status()).toBe(200);
    await presenter.goto('/intranet');
    // Presenters sign in here too: the page does not say it is for administrators only.
    await expect(
      presenter.getByText('Acceso para el equipo de la emisora: administración y presentadores'),
    ).toBeVisible();
    await presenter.getByLabel('Usuario').fill(username);
    await presenter.getByLabel('Contraseña').fill(password);
    await presenter.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(presenter).toHaveURL(/\/estudio$/);
    await expect(presenter.getByText(`Hola, ${displayName}.`)).toBeVisible();
    const nav = presenter.getByRole('navigation', { name: 'Mi estudio' });
    await expect(nav.getByRole('link', { name: 'Ir a la web' })).toHaveAttribute('href', '/');

    await presenter.getByRole('link', { name: `La página de ${name} en la web` }).click();
    await expect(presenter).toHaveURL(new RegExp(`/programacion/${show.slug}$`));
    await expect(presenter.getByTestId('show-presenters')).toHaveText(`Presenta: ${displayName}`);
    await expect(presenter.getByTestId('show-page')).not.toContainText(username);

    // /admin is not theirs, but it shows them where their area is.
    await presenter.goto('/admin');
    await expect(presenter.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await presenter.getByRole('link', { name: 'Mi estudio' }).click();
    await expect(presenter).toHaveURL(/\/estudio$/);

    await presenter.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(presenter).toHaveURL(new RegExp(`${baseURL}/$`));
    expect((await api(presenter.request).send('auth.me')).status).toBe(401);
  } finally {
    await context.close();
    await api(page.request).send('shows.delete', { params: { id: show.id } });
    await api(page.request).send('users.delete', { params: { id: presenterId } });
  }
});
