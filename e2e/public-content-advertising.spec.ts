import { apiUrl } from '../testing/station/api-client';
import { expect, test } from './fixtures';
import { stationDb } from './public-content-db';

test('contact form: Spanish validation messages, then a submission the server stores', async ({ page }) => {
  await page.goto('/advertising#contact-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicidad' })).toBeVisible();
  const form = page.locator('#contact-form');
  await expect(form).toBeInViewport();

  await form.getByLabel('Nombre').fill('A');
  await form.getByLabel('Empresa').fill('B');
  await form.getByLabel('Email').fill('no-es-email');
  await form.getByLabel('Teléfono').fill('123');
  await form.getByLabel('Mensaje').fill('corto');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  for (const message of [
    'El nombre debe tener al menos 2 caracteres.',
    'El nombre de la empresa debe tener al menos 2 caracteres.',
    'Por favor introduce un email válido.',
    'El teléfono debe tener al menos 9 dígitos.',
    'El mensaje debe tener al menos 10 caracteres.',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');

  const company = `Bar del Port E2E ${Date.now()}`;
  await form.getByLabel('Nombre').fill('Marta Puig');
  await form.getByLabel('Empresa').fill(company);
  await form.getByLabel('Email').fill('marta@example.org');
  await form.getByLabel('Teléfono').fill('972 390 000');
  await form.getByLabel('Mensaje').fill('Queremos anunciar el festival de verano en la radio.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByRole('status')).toHaveText('Formulario enviado');

  const db = stationDb();
  try {
    const row = db.prepare('SELECT name, email, phone, message FROM enquiries WHERE company = ?').get(company);
    expect(row).toEqual({
      name: 'Marta Puig',
      email: 'marta@example.org',
      phone: '972 390 000',
      message: 'Queremos anunciar el festival de verano en la radio.',
    });
  } finally {
    db.close();
  }
});

test('contact form: a rejection by the server is shown, never "Formulario enviado"', async ({ page }) => {
  await page.route(`**${apiUrl('enquiries.create')}`, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'too_many_requests', message: 'Has enviado demasiadas solicitudes.' }),
    }),
  );
  await page.goto('/advertising');
  const form = page.locator('#contact-form');
  await form.getByLabel('Nombre').fill('Marta Puig');
  await form.getByLabel('Empresa').fill('Bar del Port');
  await form.getByLabel('Email').fill('marta@example.org');
  await form.getByLabel('Teléfono').fill('972390000');
  await form.getByLabel('Mensaje').fill('Queremos anunciar el festival de verano.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByRole('alert')).toContainText('Has enviado demasiadas solicitudes.');
  await expect(form.getByText('Formulario enviado')).toHaveCount(0);
});

test('rates: four tabs from the shared tables, back link, and the campaign calculator', async ({ page }) => {
  // Reached through the page's link: a direct load of this nested path is covered by the route tests.
  await page.goto('/advertising');
  await page.getByRole('link', { name: 'Ver tarifas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas de Publicidad' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a Publicidad' })).toHaveAttribute('href', '/advertising');
  const tabs = page.getByRole('tablist', { name: 'Tarifas' }).getByRole('tab');
  await expect(tabs).toHaveText(['Tarifas Base', 'Descuentos', 'Recargos', 'Servicios adicionales']);
  await expect(page.getByRole('row', { name: /20\+/ })).toContainText(['1.800 €']);
  await page.getByRole('tab', { name: 'Descuentos' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('no son acumulables');
  await page.getByRole('tab', { name: 'Recargos' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('+25 %');

  // 60 spots of 10 s (1000 €), +20 % mornings = 1200 €, best single discount 15 % = 1020 €, + spot production 150 € = 1170 €.
  await page.getByLabel('Número de cuñas').fill('60');
  await page.getByLabel('Duración de la cuña').selectOption('10');
  await page.getByLabel('Contrato anual').check();
  await page.getByLabel('Mañanas L-V 7-10h y Sáb 9-12h').check();
  await page.getByLabel('Producción de la cuña').check();
  await expect(page.getByTestId('campaign-total')).toHaveText(/^1\.170\s€$/);
  await expect(page.getByText(/Descuento por volumen \(más de 50 cuñas, −15 %\)/)).toBeVisible();

  await page.getByLabel('Número de cuñas').fill('0');
  await expect(page.getByText('Indica un número entero de cuñas, al menos 1.')).toBeVisible();
});

test('rates: the #additional-services anchor opens its tab', async ({ page }) => {
  await page.goto('/advertising');
  await page.getByRole('link', { name: 'Servicios adicionales' }).click();
  await expect(page).toHaveURL(/\/advertising\/rates#additional-services$/);
  await expect(page.getByRole('tab', { name: 'Servicios adicionales' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#additional-services')).toContainText('Paquete Premium');
});
