import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findResource, findStationIdFile, LOGO_FILE, STATION_ID_FILE } from './bundled-resources';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-resources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('bundled resources', () => {
  it('reads them from the resources folder the configuration names, and from nowhere else', () => {
    fs.writeFileSync(path.join(dir, 'station-id.mp3'), 'x');
    expect(findStationIdFile(dir)).toBe(path.join(dir, 'station-id.mp3'));
    // Not there: missing, even though the repo's own resources/ has a logo (no guessing past the configuration).
    expect(findResource(LOGO_FILE, dir)).toBeNull();
  });

  it('without one, walks up from the code to the repo’s resources/', () => {
    expect(findStationIdFile()).toBe(path.resolve(import.meta.dirname, '../../..', STATION_ID_FILE));
  });
});
