/// <reference lib="dom" />
// Code inside page.evaluate runs in the browser, so these specs see DOM types.
import type { Page } from '@playwright/test';
import { api, libraryTracks, logInAsAdmin } from './api';
import { expect, test } from './fixtures';
import { addTrack, removeTracksByArtists } from './public-content-db';

const bar = (page: Page) => page.getByTestId('player-desktop');
const audioSrc = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLAudioElement>('audio[data-player]')]
        .find((a) => a.getAttribute('src'))
        ?.getAttribute('src') ?? null,
  );
const mediaTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

async function chooseLanguage(page: Page, name: 'Català' | 'Français' | 'Español') {
  await page.getByRole('button', { name: /Idioma|Llengua|Langue/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('listening live from the home page', () => {
  test('"Escuchar en directo" plays the mount with the on-air title; a library track takes over again', async ({
    page,
  }) => {
    await expect
      .poll(async () => (await api(page.request).call('nowPlaying.get')).current, {
        timeout: 30_000,
      })
      .not.toBeNull();
    await page.goto('/');
    const card = page.getByTestId('now-playing');
    await card.getByRole('button', { name: 'Escuchar en directo' }).click();
    await expect.poll(() => audioSrc(page)).toBe('/stream');
    const { isLive } = await api(page.request).call('nowPlaying.get');
    await expect(bar(page).getByTestId('player-stream-state')).toHaveText(isLive ? 'EN DIRECTO' : 'EN ANTENA');
    // The bar and the lock screen show what is on air, as the card does, not the mount's name.
    const onAirTitle = card.getByTestId('now-playing-title');
    await expect(bar(page).getByTestId('player-title')).not.toHaveText('Ràdio Portbou 100.3 FM');
    await expect
      .poll(async () => (await bar(page).getByTestId('player-title').textContent()) ?? '')
      .toBe((await onAirTitle.textContent()) ?? '');
    await expect.poll(() => mediaTitle(page)).toBe(await bar(page).getByTestId('player-title').textContent());
    await expect(card.getByRole('button', { name: 'Pausar el directo' })).toBeVisible();

    // Choosing a library track (here: "next" from the live stream goes to the first) leaves the live mode.
    const tracks = await libraryTracks(page.request);
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(bar(page).getByTestId('player-title')).toHaveText(tracks[0]!.title);
    await expect(bar(page).getByTestId('player-stream-state')).toHaveCount(0);
    await expect.poll(() => audioSrc(page)).toBe(tracks[0]!.audioFileUrl);
    await expect.poll(() => mediaTitle(page)).toBe(tracks[0]!.title);
    await expect(card.getByRole('button', { name: 'Escuchar en directo' })).toBeVisible();
  });

  test('/live has the same button and shows one red banner', async ({ page }) => {
    await page.goto('/live');
    await expect(page.getByTestId('live-banner')).toContainText('Lun a Dom, de 0 a 24h');
    // The layout's programme banner is the page's one red banner; the /live card under it is light.
    await expect(page.getByTestId('programme-banner')).toBeVisible();
    await expect(page.getByTestId('live-banner')).toHaveCSS('background-image', 'none');
    await expect(page.getByTestId('live-banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByTestId('listen-live').click();
    await expect.poll(() => audioSrc(page)).toBe('/stream');
  });
});

test('every bar of the level meter moves with real music', async ({ page }) => {
  await page.goto('/');
  // The bar offers the radio until something is chosen; "next" plays the primed song.
  await bar(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('level-meter')).toHaveAttribute('data-mode', 'analyser');
  const seen: Array<Set<string>> = Array.from({ length: 14 }, () => new Set());
  const sample = async () => {
    const heights = await page
      .getByTestId('level-meter')
      .locator('span')
      .evaluateAll((bars) => bars.map((b) => (b as HTMLElement).style.height));
    heights.forEach((h, i) => {
      seen[i]!.add(h);
    });
    return seen.map((s) => s.size);
  };
  // Sample until each bar has shown at least three heights (generous: the audio has to start first).
  await expect
    .poll(async () => Math.min(...(await sample())), { timeout: 30_000, intervals: [100] })
    .toBeGreaterThanOrEqual(3);
  await bar(page).getByRole('button', { name: 'Pausar' }).click();
});

test.describe('words and numbers', () => {
  test.beforeAll(() => {
    addTrack('Sola', 'Solista E2E', 'Únic', 1);
    addTrack('Moltes', 'Famosa E2E', 'Èxits', 1234);
  });
  test.afterAll(() => removeTracksByArtists(['Solista E2E', 'Famosa E2E']));

  const summaries = {
    Español: ['1 canción · 1 álbum · 1 reproducción', '1 canción · 1 álbum · 1.234 reproducciones'],
    Català: ['1 cançó · 1 àlbum · 1 reproducció', '1 cançó · 1 àlbum · 1.234 reproduccions'],
    Français: ['1 titre · 1 album · 1 écoute', '1 titre · 1 album · 1 234 écoutes'],
  } as const;

  for (const [language, [one, many]] of Object.entries(summaries)) {
    test(`singular and grouped counts in ${language}`, async ({ page }) => {
      await page.goto('/artists');
      if (language !== 'Español') await chooseLanguage(page, language as 'Català' | 'Français');
      const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
      await search.fill('E2E');
      await search.press('Enter');
      const normalise = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
      const solo = page.getByRole('button', { name: /Solista E2E/ }).filter({ hasText: '·' });
      const famous = page.getByRole('button', { name: /Famosa E2E/ }).filter({ hasText: '·' });
      await expect.poll(async () => normalise(await solo.textContent())).toContain(one);
      await expect.poll(async () => normalise(await famous.textContent())).toContain(many);
    });
  }

  test('prices group every amount in the visitor’s language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Emisora sin ánimo de lucro' }).click();
    await page.getByRole('button', { name: 'Ver estimaciones detalladas' }).click();
    const row = page.getByRole('row', { name: /Inversión inicial FM/ });
    await expect
      .poll(async () => ((await row.textContent()) ?? '').replace(/\s/g, ' '))
      .toContain('4.400 € – 11.600 €');
  });

  test('each page sets its title in the current language, and changes it with the language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Ràdio Portbou 100.3 FM');
    await page.goto('/schedule');
    await expect(page).toHaveTitle('Programación · Ràdio Portbou');
    await chooseLanguage(page, 'Català');
    await expect(page).toHaveTitle('Programació · Ràdio Portbou');
    await page.goto('/team');
    await expect(page).toHaveTitle('El nostre equip · Ràdio Portbou');
    await page.goto('/live');
    await expect(page).toHaveTitle('En directe · Ràdio Portbou');
    await chooseLanguage(page, 'Français');
    await expect(page).not.toHaveTitle(/directe/);
    await expect(page).toHaveTitle(/ · Ràdio Portbou$/);
  });

  test('the seeded team’s roles and bios follow the language', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByText('Directora de la emisora', { exact: true })).toBeVisible();
    await chooseLanguage(page, 'Català');
    await expect(page.getByText("Directora de l'emissora", { exact: true })).toBeVisible();
    await expect(page.getByText(/Mestra jubilada i ànima de la ràdio/)).toBeVisible();
    await chooseLanguage(page, 'Français');
    await expect(page.getByText('Directrice de la station', { exact: true })).toBeVisible();
    await expect(page.getByText(/Pêcheur le jour et DJ le samedi soir/)).toBeVisible();
  });

  test('the toast region is labelled in the visitor’s language', async ({ page }) => {
    await page.goto('/');
    // The region comes with the first toast (Radix's toast is not in the home page's first load).
    await bar(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Reproduciendo', { exact: true })).toBeVisible();
    await chooseLanguage(page, 'Français');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1);
    await chooseLanguage(page, 'Català');
    await expect(page.getByRole('region', { name: 'Notificacions (F8)' })).toHaveCount(1);
  });

  test('no "No HydrateFallback" warning on a lazily loaded page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('HydrateFallback')) warnings.push(m.text());
    });
    for (const path of ['/schedule', '/live', '/admin', '/studio', '/no-such-page']) await page.goto(path);
    expect(warnings).toEqual([]);
  });
});

test('"Ordenar por" stays on one line in the admin song list', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await logInAsAdmin(page.request);
  await page.goto('/admin/upload/music');
  await page.getByRole('tab', { name: 'Mis Canciones' }).click();
  const label = page.locator('label').filter({ hasText: 'Ordenar por' });
  const text = await label.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild as Node);
    return range.getClientRects().length;
  });
  // One rectangle: the words "Ordenar por" sit on one line.
  expect(text).toBe(1);
});

test.describe('layout on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['Español', 'Català', 'Français'] as const) {
    test(`the top bar shows its three places whole and the clock with its date (${language})`, async ({ page }) => {
      await page.goto('/');
      if (language !== 'Español') {
        await page.getByRole('button', { name: /Idioma/ }).click();
        await page.getByRole('menuitemradio', { name: language }).click();
      }
      const clock = page.getByTestId('clock');
      // innerText, not textContent: a date hidden by CSS on phones must count as missing.
      await expect
        .poll(() => clock.evaluate((el) => (el as HTMLElement).innerText))
        .toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      const places = page.getByTestId('top-bar-places');
      await expect(places.getByRole('link')).toHaveCount(3);
      // Nothing scrolls sideways or is clipped: every place is wholly visible, and none sits under the clock.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Two text lines at most: the places wrap and the clock shares the last line.
      expect((await page.getByTestId('top-bar').boundingBox())!.height).toBeLessThan(45);
      const clockBox = (await clock.boundingBox())!;
      expect(clockBox.x).toBeGreaterThanOrEqual(0);
      expect(clockBox.x + clockBox.width).toBeLessThanOrEqual(390);
      for (const link of await places.getByRole('link').all()) {
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        // One line of text each (no word-wrapped place name).
        expect(box.height).toBeLessThan(20);
        const overlaps =
          box.x < clockBox.x + clockBox.width &&
          clockBox.x < box.x + box.width &&
          box.y < clockBox.y + clockBox.height &&
          clockBox.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
    });
  }

  test('the burger menu closes on Escape and on a click outside', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Abrir menú' });
    await open.click();
    const menu = page.getByTestId('burger-menu');
    await expect(menu.getByRole('link', { name: 'Historia', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('now-playing').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole('link', { name: 'Historia', exact: true }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(menu).toBeHidden();
  });

  test('a toast keeps its close button inside and stays under an open dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('player-mobile').getByRole('button', { name: 'Siguiente' }).click();
    const close = page.getByTestId('toast-close');
    await expect(close).toBeVisible();
    const card = (await page.getByTestId('toast-viewport').locator('li').first().boundingBox())!;
    const button = (await close.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(card.x);
    expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
    expect(button.y).toBeGreaterThanOrEqual(card.y);
    expect(button.y + button.height).toBeLessThanOrEqual(card.y + card.height);

    // The toast lasts 5 s: open a dialog meanwhile. Whatever is at the toast's spot must be the dialog's layer.
    await page.getByRole('button', { name: 'Emisora sin ánimo de lucro' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(close).toBeAttached();
    const inToast = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="toast-viewport"]') != null,
      { x: card.x + card.width / 2, y: card.y + card.height / 2 },
    );
    await expect(close).toBeAttached();
    expect(inToast).toBe(false);
  });

  test('the tuner dial shows "108" whole on /fm-station', async ({ page }) => {
    await page.goto('/fm-station');
    const tick = page.getByTestId('tuner-tick').filter({ hasText: '108' });
    const box = (await tick.boundingBox())!;
    const dial = (await page.locator('svg[role="img"]').filter({ has: tick }).locator('rect').nth(1).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(dial.x + dial.width);
    const first = (await page.getByTestId('tuner-tick').first().boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(dial.x);
  });

  test('the listener count shows unless the station chooses to hide it', async ({ page }) => {
    const minimum = (await api(page.request).call('station.siteConfig')).listenerCountMinimum;
    // The spec's /live shows the count: by default it is always shown, a small audience included.
    expect(minimum).toBe(0);
    await page.goto('/live');
    await expect(page.getByTestId('broadcast-state')).toBeVisible();
    await expect(page.getByText('Oyentes', { exact: true })).toBeVisible();
    await logInAsAdmin(page.request);
    const admin = api(page.request);
    const hide = await admin.send('streaming.settings', { body: { listenerCountMinimum: 1000 } });
    expect(hide.status).toBe(200);
    try {
      await page.goto('/');
      await expect(page.getByTestId('now-playing-title')).not.toBeEmpty();
      await expect(page.getByTestId('now-playing-listeners')).toHaveCount(0);
      await page.goto('/live');
      await expect(page.getByTestId('broadcast-state')).toBeVisible();
      await expect(page.getByText('Oyentes', { exact: true })).toHaveCount(0);
    } finally {
      await admin.send('streaming.settings', { body: { listenerCountMinimum: 0 } });
      await admin.send('auth.logout');
    }
  });
});
