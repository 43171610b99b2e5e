import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNothingLeft, multipart } from '../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../testing/station/api-client';
import { startTestStation, type TestStation } from '../../../../testing/station/test-station';
import { createOfflineBroadcast } from './offline';
import { makeToneFile } from '../../../../testing/station/test-audio';
import { smallDisk } from '../../../../testing/station/small-disk';

/** A full disk, for real: the station's data dir is a small tmpfs (testing/station/small-disk), filled after start. */
const disk = smallDisk('full-disk', '8m');
const dataDir = disk.dir;

describe.skipIf(disk.cannotMount !== '')('disk full during an upload', () => {
  let station: TestStation;
  let api: ApiClient;
  const filler = path.join(dataDir, 'filler');
  const song = path.join(os.tmpdir(), `emisora-full-disk-song-${process.pid}.mp3`);
  const upload = () =>
    api.send('tracks.upload', {
      body: multipart({ title: 'Canción larga', artist: 'Grupo' }, [['audioFile', song, 'larga.mp3', 'audio/mpeg']]),
    });
  const freeBytes = () => {
    const stats = fs.statfsSync(dataDir);
    return stats.bavail * stats.bsize;
  };

  beforeAll(async () => {
    station = await startTestStation({ dataDir }, { createBroadcast: () => createOfflineBroadcast() });
    api = apiClient(station, await station.login());
    // About 500 KB of real MP3: more than the space left below, far less than the disk.
    await makeToneFile(station.context.ffmpegPath, song, { frequency: 523, toneSeconds: 30, silence: 0 });
  }, 60_000);

  afterAll(async () => {
    await station?.stop();
    fs.rmSync(song, { force: true });
    disk.remove();
  });

  it('answers 507 with a clear Spanish message and leaves no row and no file, then works once space is freed', async () => {
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes() - 128 * 1024)));
    expect(freeBytes()).toBeLessThan(fs.statSync(song).size);

    const res = await expectNothingLeft(station, () => station.context.repos.tracks.count(), upload);
    expect(res.status).toBe(507);
    expect(res.error).toMatchObject({
      error: 'storage_full',
      message: 'No queda espacio en el disco de la emisora. Libera espacio e inténtalo de nuevo.',
    });
    // Nothing half-written anywhere in the data dir: only what was there before the upload.
    expect(fs.readdirSync(station.context.media.tmpDir)).toEqual([]);

    fs.rmSync(filler);
    const again = await upload();
    expect(again.status).toBe(201);
    expect(station.context.repos.tracks.count()).toBe(1);
  });
});
