import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyStagedRestore, markReady, READY_MARKER } from './restore-swap';

/**
 * The swap a restart does for a backup an admin chose: never a half-swapped data folder. Each way a swap can be cut
 * (a crash, a power cut between two renames or in the middle of a move) is laid out on the disk as it would be left,
 * and the next start takes it up from there.
 */
describe('swapping a staged backup in at start', () => {
  let parent: string;
  let data: string;
  const now = new Date('2026-11-29T10:00:00Z');
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-swap-'));
    data = path.join(parent, 'data');
  });
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  /** A folder of files: { 'emisora.db': 'x', 'media/audio/a.mp3': 'y' }. */
  function folder(dir: string, files: Record<string, string>) {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }
  const read = (dir: string): Record<string, string> =>
    Object.fromEntries(
      (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => {
          const file = path.join(e.parentPath, e.name);
          return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
        }),
    );
  const backup = { archive: '/copias/a.tar.gz', createdAt: '2026-11-20T09:00:00.000Z', files: 2 };
  function staged(stamp: string, files: Record<string, string> = { 'emisora.db': 'copia', 'media/audio/a.mp3': 'a' }) {
    const dir = folder(path.join(parent, `data.restoring-${stamp}`), files);
    markReady(dir, { ...backup, requestedBy: 'admin', requestedAt: now.toISOString() });
    return dir;
  }
  const beside = () => fs.readdirSync(parent).sort();

  it('keeps both earlier copies when two restores are applied within the same second', () => {
    folder(data, { 'emisora.db': 'hoy' });
    staged('2026-11-29T09-59-00Z', { 'emisora.db': 'primera' });
    applyStagedRestore(data, { now });
    staged('2026-11-29T09-59-30Z', { 'emisora.db': 'segunda' });
    expect(applyStagedRestore(data, { now })?.previous).toBe(
      path.join(parent, 'data.before-restore-2026-11-29T10-00-00Z-2'),
    );
    expect(read(data)).toEqual({ 'emisora.db': 'segunda' });
    expect(read(path.join(parent, 'data.before-restore-2026-11-29T10-00-00Z'))).toEqual({ 'emisora.db': 'hoy' });
    expect(read(path.join(parent, 'data.before-restore-2026-11-29T10-00-00Z-2'))).toEqual({ 'emisora.db': 'primera' });
  });

  it('moves the current data aside and the verified backup in', () => {
    folder(data, { 'emisora.db': 'hoy', 'media/audio/b.mp3': 'b' });
    staged('2026-11-29T09-59-00Z');
    expect(applyStagedRestore(data, { now })).toMatchObject({
      ...backup,
      requestedBy: 'admin',
      previous: path.join(parent, 'data.before-restore-2026-11-29T10-00-00Z'),
    });
    expect(read(data)).toEqual({ 'emisora.db': 'copia', 'media/audio/a.mp3': 'a' });
    expect(read(path.join(parent, 'data.before-restore-2026-11-29T10-00-00Z'))).toEqual({
      'emisora.db': 'hoy',
      'media/audio/b.mp3': 'b',
    });
    expect(beside()).toEqual(['data', 'data.before-restore-2026-11-29T10-00-00Z']);
  });

  it('cut after the data was moved aside: the next start moves the backup in', () => {
    folder(path.join(parent, 'data.before-restore-2026-11-29T09-59-30Z'), { 'emisora.db': 'hoy' });
    staged('2026-11-29T09-59-00Z');
    expect(applyStagedRestore(data, { now })?.previous).toBeNull();
    expect(read(data)).toEqual({ 'emisora.db': 'copia', 'media/audio/a.mp3': 'a' });
    expect(beside()).toEqual(['data', 'data.before-restore-2026-11-29T09-59-30Z']);
  });

  it('cut in the middle of a move into an empty data folder: the rest is moved, the ready marker last', () => {
    // Into an empty folder (a mount point) entries move one by one: the database went, the media had not.
    folder(data, { 'emisora.db': 'copia' });
    const dir = staged('2026-11-29T09-59-00Z', { 'media/audio/a.mp3': 'a' });
    expect(fs.existsSync(path.join(dir, READY_MARKER))).toBe(true);
    applyStagedRestore(data, { now });
    expect(read(data)).toEqual({ 'emisora.db': 'copia', 'media/audio/a.mp3': 'a' });
    expect(beside()).toEqual(['data']);
  });

  it('clears an unpack that was cut short and one superseded by a newer request, and swaps the newest', () => {
    folder(data, { 'emisora.db': 'hoy' });
    folder(path.join(parent, 'data.restoring-2026-11-29T09-00-00Z'), { 'emisora.db': 'a medias' });
    staged('2026-11-29T09-10-00Z', { 'emisora.db': 'vieja' });
    staged('2026-11-29T09-20-00Z', { 'emisora.db': 'nueva' });
    applyStagedRestore(data, { now });
    expect(read(data)).toEqual({ 'emisora.db': 'nueva' });
    expect(beside()).toEqual(['data', 'data.before-restore-2026-11-29T10-00-00Z']);
  });

  it("drops an admin's staged backup when the operator restores one with --restore, and leaves the data", () => {
    folder(data, { 'emisora.db': 'hoy' });
    staged('2026-11-29T09-20-00Z');
    expect(applyStagedRestore(data, { now, discard: true })).toBeNull();
    expect(read(data)).toEqual({ 'emisora.db': 'hoy' });
    expect(beside()).toEqual(['data']);
  });

  it('does nothing when nothing is staged', () => {
    folder(data, { 'emisora.db': 'hoy' });
    expect(applyStagedRestore(data, { now })).toBeNull();
    expect(applyStagedRestore(path.join(parent, 'nueva', 'data'), { now })).toBeNull();
    expect(read(data)).toEqual({ 'emisora.db': 'hoy' });
  });
});
