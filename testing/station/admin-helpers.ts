import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiError } from '../../shared/schemas/common/common';
import { hashPassword } from '../../desktop/station/auth/passwords';
import { createOfflineBroadcast } from '../../desktop/station/broadcast/engine/offline';
import { type ApiClient, apiClient } from './api-client';
import { createMediaFixtures, type MediaFixtures } from './media-fixtures';
import { startTestStation, type TestStation } from './test-station';

export const EDITOR_PASSWORD = 'editor-password-123';

/**
 * A test station without the broadcast engine (these tests are about the admin API, not playout).
 */
export function startAdminTestStation(): Promise<TestStation> {
  return startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
}

export interface AdminSuite {
  station: TestStation;
  fx: MediaFixtures;
  /** Requests as the logged-in admin. */
  api: ReturnType<typeof as>;
  /** The typed API client (api-client.ts), as the logged-in admin. */
  client: ApiClient;
}

/**
 * For a test file about admin uploads: registers beforeAll/afterAll that start an admin test station, create
 * the media fixtures and log in; read the fields inside tests (they are set once beforeAll has run).
 */
export function adminSuite(): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    [suite.station, suite.fx] = await Promise.all([startAdminTestStation(), createMediaFixtures()]);
    const cookie = await suite.station.login();
    suite.api = as(suite.station, cookie);
    suite.client = apiClient(suite.station, cookie);
  });
  afterAll(async () => {
    await suite.station?.close();
    suite.fx?.cleanup();
  });
  return suite;
}

/** Runs a refused request and proves it left the rows and the media folders exactly as they were. */
export async function expectNothingLeft<T>(
  station: TestStation,
  countRows: () => number,
  request: () => Promise<T>,
): Promise<T> {
  const before = { files: mediaFiles(station), rows: countRows() };
  const res = await request();
  expect(mediaFiles(station)).toEqual(before.files);
  expect(mediaFiles(station).tmp).toEqual([]);
  expect(countRows()).toBe(before.rows);
  return res;
}

/** Signs in as a fresh non-admin account and returns its Cookie header value. */
export async function nonAdminCookie(station: TestStation, username = 'editor'): Promise<string> {
  station.context.repos.users.create(username, await hashPassword(EDITOR_PASSWORD), false);
  return station.login(username, EDITOR_PASSWORD);
}

/** What the spec's client sends to "prove" it is an admin; the server must ignore all of it. */
export const FORGED_ADMIN_HEADERS: Record<string, string> = {
  'X-Admin-Auth': 'true',
  'X-Admin-Id': '1',
  'X-Admin-Username': 'admin',
  'X-Is-Admin': 'true',
};

/** A multipart body: text fields plus files given as [field, path on disk, name sent, MIME sent]. */
export function multipart(
  fields: Record<string, string>,
  files: Array<[field: string, file: string, name: string, mime: string]> = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, file, name, mime] of files)
    form.append(field, new Blob([fs.readFileSync(file)], { type: mime }), name);
  return form;
}

/** Every file in the media folders and the upload temp dir, to prove an operation left nothing behind. */
export function mediaFiles(station: TestStation): Record<'audio' | 'covers' | 'images' | 'thumbs' | 'tmp', string[]> {
  const { media } = station.context;
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  return {
    audio: list(media.dirOf('audio')),
    covers: list(media.dirOf('covers')),
    images: list(media.dirOf('images')),
    thumbs: list(media.dirOf('thumbs')),
    tmp: list(media.tmpDir),
  };
}

/** The file behind a /media/<kind>/<name> URL of the station. */
export function mediaPath(station: TestStation, url: string): string {
  const [, kind, name] = /^\/media\/([a-z]+)\/([^/]+)$/.exec(url) ?? [];
  if (!kind || !name) throw new Error(`not a media URL: ${url}`);
  return path.join(station.context.media.root, kind, name);
}

/** fetch helper that sends the cookie (and optional JSON body). */
export function as(station: TestStation, cookie: string | undefined) {
  return (
    pathname: string,
    init: {
      method?: string;
      json?: unknown;
      body?: FormData | string | Blob;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (cookie) headers.Cookie = cookie;
    let body: FormData | string | Blob | undefined = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    return station.fetch(pathname, { method: init.method ?? 'GET', headers, body });
  };
}

/** The JSON body of an error answer. */
export const errorBody = async (res: Response): Promise<ApiError> => (await res.json()) as ApiError;

/** The JSON body of an answer, typed by the caller. */
export const jsonBody = async <T>(res: Response): Promise<T> => (await res.json()) as T;

/** A digest to compare file contents (deep equality on big Buffers is slow in the test runner). */
export const sha = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');
