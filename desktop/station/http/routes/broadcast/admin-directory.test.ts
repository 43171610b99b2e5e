import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_DEFAULTS } from '../../../../../shared/schemas/broadcast/directory';
import { jsonBody } from '../../../../../testing/station/admin-helpers';
import { startTestStation, type TestStation } from '../../../../../testing/station/test-station';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';

/** A local stand-in for radio-browser.info's POST /json/add: records each submission, answers as the API does. */
const submissions: Array<{ path: string; type: string; body: Record<string, unknown> }> = [];
const directory = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    submissions.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body: JSON.parse(text) });
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({ ok: true, message: 'added station successfully', uuid: '9617a958-0601-11e8-ae97-52543be04c81' }),
    );
  });
});

let station: TestStation;
let api: ApiClient;
beforeAll(async () => {
  await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  station = await startTestStation({ radioBrowserApi: base, importAllow: ['127.0.0.0/8'] });
  await station.ready;
  api = apiClient(station, await station.login());
}, 60_000);
afterAll(async () => {
  await station?.close();
  directory.close();
});

/** The headers a mount answers with (the body is endless: read the head and hang up). */
async function mountHeaders(path: string): Promise<Headers> {
  const controller = new AbortController();
  const res = await station.fetch(path, { signal: controller.signal });
  controller.abort();
  return res.headers;
}

const listing = {
  ...DIRECTORY_DEFAULTS,
  countryCode: 'AD',
  subdivision: '',
  languageCodes: 'ca,es',
  latitude: 42.5063,
  longitude: 1.5218,
  logoUrl: 'https://cdn.example.org/logo.png',
  tags: 'comunitaria,andorra',
};

describe('Directorios', () => {
  it('every mount sends the complete icy-* listing, from the station facts until edited', async () => {
    for (const path of ['/stream', '/stream.aac', '/stream.opus']) {
      const headers = await mountHeaders(path);
      expect(headers.get('icy-country-code'), path).toBe('ES');
      expect(headers.get('icy-language-codes')).toBe('es,ca,fr');
      expect(headers.get('icy-geo-lat-long')).toBe('42.4266,3.1593');
      expect(headers.get('icy-logo')).toBe(`${station.url}/logo.png`);
    }
  });

  it('an admin edits the listing: the mounts and /streaminfo.json follow', async () => {
    const res = await api.send('directory.update', { body: listing });
    expect(res.status).toBe(200);
    for (const path of ['/stream', '/stream.aac']) {
      const headers = await mountHeaders(path);
      expect(headers.get('icy-country-code'), path).toBe('AD');
      expect(headers.get('icy-language-codes')).toBe('ca,es');
      expect(headers.get('icy-geo-lat-long')).toBe('42.5063,1.5218');
      expect(headers.get('icy-logo')).toBe('https://cdn.example.org/logo.png');
      expect(headers.get('icy-country-subdivison-code')).toBeNull();
    }
    const info = await jsonBody<Record<string, string>>(await station.fetch('/streaminfo.json'));
    expect(info['icy-country-code']).toBe('AD');
  });

  it('refuses a bad listing in Spanish, naming the field, and keeps the old one', async () => {
    const res = await api.send('directory.update', { body: { ...listing, countryCode: 'españa' } });
    expect(res.status).toBe(400);
    const body = res.error!;
    expect(body.field).toBe('countryCode');
    expect(body.message).toContain('código de país');
    const view = await api.call('directory.get');
    expect(view.listing.countryCode).toBe('AD');
  });

  it('one click submits the listing to radio-browser and keeps the station id it answers', async () => {
    const res = await api.send('directory.submit');
    expect(res.status).toBe(200);
    const view = res.data!;
    expect(view.lastSubmission?.uuid).toBe('9617a958-0601-11e8-ae97-52543be04c81');
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      path: '/json/add',
      type: 'application/json',
      body: {
        name: 'Ràdio Portbou',
        url: `${station.url}/stream`,
        homepage: station.url,
        favicon: 'https://cdn.example.org/logo.png',
        countrycode: 'AD',
        languagecodes: 'ca,es',
        tags: 'comunitaria,andorra',
        geo_lat: 42.5063,
        geo_long: 1.5218,
      },
    });
  });

  it('is for admins only', async () => {
    expect((await apiClient(station).send('directory.get')).status).toBe(401);
    expect((await apiClient(station).send('directory.submit')).status).toBe(401);
  });
});

describe('the submission is held to the outbound address policy', () => {
  let closed: TestStation;
  beforeAll(async () => {
    const base = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
    closed = await startTestStation({ radioBrowserApi: base });
  }, 60_000);
  afterAll(async () => closed?.close());

  it('a directory address on the loopback is refused unless the operator allowed that network', async () => {
    const before = submissions.length;
    const res = await apiClient(closed, await closed.login()).send('directory.submit');
    expect(res.status).toBe(502);
    expect(res.error?.message).toContain('red privada o local');
    expect(submissions).toHaveLength(before);
  });
});
