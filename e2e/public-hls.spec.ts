import { expect, test } from './fixtures';

test('where MP3 is not playable, the live button plays the station over HLS (hls.js), and MP3 stays first elsewhere', async ({
  page,
}) => {
  const head = await page.request.head('/stream');
  // The e2e station is always on air: a stream that is not is a failure, not a reason to skip.
  expect(head.ok(), `/stream answered ${head.status()}`).toBe(true);
  // A browser without MP3: canPlayType says so for audio/mpeg, as some hardened or embedded browsers do.
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.startsWith('audio/mpeg') ? '' : original.call(this, type);
    };
  });
  // hls.js arrives late, after the listener's click (a slow line, a busy machine): the click must wait for it.
  await page.route(/\/assets\/hls-[\w-]+\.js$/, async (route) => {
    // Real time: the slow line is the scenario.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The player checks /stream with a HEAD first; a GET would mean it tried to play the MP3.
    if (pathname.startsWith('/hls/')) requested.push(pathname);
    else if (pathname === '/stream') requested.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/');
  await page.getByTestId('live-button').click();
  await expect(page).toHaveURL(/\/live$/);
  await expect.poll(() => requested.includes('/hls/live.m3u8'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => requested.some((p) => /^\/hls\/seg-\d+\.aac$/.test(p)), { timeout: 30_000 }).toBe(true);
  const time = () =>
    page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="local"]')?.currentTime ?? 0);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(1);
  // hls.js plays through Media Source Extensions: the element holds a blob: URL, never the MP3 mount.
  const src = await page.evaluate(() => document.querySelector('audio[data-player="local"]')?.getAttribute('src'));
  expect(src).toMatch(/^blob:/);
  expect(requested).not.toContain('GET /stream');
});
