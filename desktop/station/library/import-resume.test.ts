import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { waitFor } from '../../../testing/station/test-audio';
import { wavTone } from '../../../testing/station/wav-tone';

const dirs: string[] = [];
const stations: TestStation[] = [];
afterAll(async () => {
  for (const station of stations) await station.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const offline = { createBroadcast: () => createOfflineBroadcast() };

describe('an import interrupted by a restart', () => {
  it('carries on with the files still pending and never imports a finished one twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-resume-data-'));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-resume-src-'));
    dirs.push(dataDir, folder);
    const files = [600, 601, 602, 603].map((frequency) => {
      const file = path.join(folder, `tono ${frequency}.wav`);
      fs.writeFileSync(file, wavTone(frequency));
      return { path: file, name: path.basename(file) };
    });

    // First run: the state a stop in the middle of an import leaves in SQLite (one file done, three pending).
    const first = await startTestStation({ dataDir }, offline);
    stations.push(first);
    const { repos } = first.context;
    const jobId = repos.imports.create({ source: 'folder', folder, createdBy: 1 });
    repos.imports.addFiles(jobId, files);
    repos.imports.seal(jobId);
    repos.imports.setState(jobId, 'running');
    const firstFile = repos.imports.nextPending(jobId, 0)!;
    repos.imports.finishFile(firstFile.id, { state: 'done' });
    await first.stop();

    // Second run on the same data folder: nobody asks, the import resumes by itself.
    const second = await startTestStation({ dataDir }, offline);
    stations.push(second);
    const job = await waitFor(
      'the import to resume and finish',
      () => {
        const current = second.context.repos.imports.get(jobId);
        return current?.state === 'done' ? current : undefined;
      },
      60_000,
      100,
    );
    expect(job).toMatchObject({ total: 4, done: 4, remaining: 0, failed: 0, skipped: 0 });
    // The file marked done before the restart was not imported again: three new rows, not four.
    expect(second.context.repos.tracks.count()).toBe(3);
    expect(
      second.context.repos.tracks
        .list()
        .map((t) => t.title)
        .sort(),
    ).toEqual(['tono 601', 'tono 602', 'tono 603']);
  });

  it('a folder still being read when the station stopped is read again, without doubling its files', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rescan-data-'));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-rescan-src-'));
    dirs.push(dataDir, folder);
    for (const frequency of [700, 701, 702])
      fs.writeFileSync(path.join(folder, `t${frequency}.wav`), wavTone(frequency));

    const first = await startTestStation({ dataDir }, offline);
    stations.push(first);
    const jobId = first.context.repos.imports.create({ source: 'folder', folder, createdBy: 1 });
    // Scanning had found one file when the station stopped.
    first.context.repos.imports.addFiles(jobId, [{ path: path.join(folder, 't700.wav'), name: 't700.wav' }]);
    await first.stop();

    const second = await startTestStation({ dataDir }, offline);
    stations.push(second);
    const job = await waitFor(
      'the import to resume and finish',
      () => {
        const current = second.context.repos.imports.get(jobId);
        return current?.state === 'done' ? current : undefined;
      },
      60_000,
      100,
    );
    expect(job).toMatchObject({ total: 3, done: 3, sealed: true });
  });
});
