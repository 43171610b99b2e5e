import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { api, logInAsAdmin } from './api';
import { expect, test } from './fixtures';

/** A network's feed on this machine (the e2e station allows it with --import-allow): two episodes, no audio served. */
const feedXml = (base: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Red de Emisoras E2E</title><link>https://red.example/programa</link>
<item><title>Episodio del lunes</title><guid>e2e-1</guid><pubDate>Mon, 23 Nov 2026 06:00:00 GMT</pubDate>
<enclosure url="${base}/1.mp3" type="audio/mpeg" length="1"/></item>
<item><title>Episodio del martes</title><guid>e2e-2</guid><pubDate>Tue, 24 Nov 2026 06:00:00 GMT</pubDate>
<enclosure url="${base}/2.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;

test('a syndicated show: the editor previews its feed and next airing, the occurrence says it is pending', async ({
  page,
}) => {
  const server = http.createServer((req, res) => {
    if (req.url === '/feed.xml') res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feedXml(base));
    else res.writeHead(404).end('no');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await logInAsAdmin(page.request);
  const name = `Red E2E ${Date.now()}`;
  let showId: number | undefined;
  try {
    // Saturdays at 04:40 from today: next week's airing is too far ahead to be downloaded yet, whatever today is.
    const today = new Date().toISOString().slice(0, 10);
    const created = await api(page.request).call('shows.create', {
      body: {
        name,
        kind: 'syndicated',
        feedUrl: `${base}/feed.xml`,
        rules: [{ days: [6], start: '04:40', durationMin: 10, from: today }],
      },
    });
    showId = created.id;

    await page.goto('/admin/dashboard?section=programacion');
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.locator('.fc-event').filter({ hasText: name }).click();
    const panel = page.getByTestId('occurrence-panel');
    await expect(panel.getByTestId('occurrence-episode')).toContainText('pendiente');

    await panel.getByRole('button', { name: 'Editar el programa' }).click();
    const editor = page.getByRole('dialog', { name: `Programa: ${name}` });
    await expect(editor.getByLabel('Tipo')).toHaveValue('syndicated');
    await expect(editor.getByLabel('Feed (RSS o Atom)')).toHaveValue(`${base}/feed.xml`);
    await editor.getByRole('button', { name: 'Vista previa' }).click();
    const preview = editor.getByTestId('feed-preview');
    await expect(preview).toContainText('Red de Emisoras E2E');
    await expect(preview.getByRole('listitem')).toHaveText([/^Episodio del martes/, /^Episodio del lunes/]);
    await expect(preview.getByTestId('feed-next-airing')).toContainText('Episodio del martes');

    // A feed the station cannot read is said beside the field, in the poller's words.
    await editor.getByLabel('Feed (RSS o Atom)').fill(`${base}/missing.xml`);
    await editor.getByRole('button', { name: 'Vista previa' }).click();
    await expect(editor.getByRole('alert')).toContainText('El feed no responde');
  } finally {
    if (showId !== undefined) await api(page.request).call('shows.delete', { params: { id: showId } });
    server.close();
  }
});
