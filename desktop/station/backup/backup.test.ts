import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Track } from '../../../shared/schemas/library/tracks';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { waitFor } from '../../../testing/station/test-audio';
import { ConfigError, type StationConfig } from '../config/config';
import { freePorts } from '../config/ports';
import { createLogger, silentLogger } from '../core/log';
import { startStation } from '../start-station';
import { adminSuite, multipart, nonAdminCookie, sha } from '../../../testing/station/admin-helpers';
import { downloadBackup } from '../../../testing/station/backup-download';
import { startTestStation, TEST_ADMIN_PASSWORD } from '../../../testing/station/test-station';
import { ARCHIVE_DB, ARCHIVE_MANIFEST, type BackupManifest, tableRowCounts } from './manifest';
import { RestoreError, restoreBackup } from './restore';
import { DEFAULT_UNPACK_LIMITS } from './unpack-budget';
import { apiClient } from '../../../testing/station/api-client';

const suite = adminSuite();
const MiB = 1024 * 1024;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface ArchiveEntry {
  name: string;
  data: Buffer;
}

/** Every entry of a tar.gz, in order (the test archives are a few MB). */
async function readArchive(file: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

async function writeArchive(file: string, entries: ArchiveEntry[]): Promise<string> {
  const pack = tar.pack();
  for (const { name, data } of entries) pack.entry({ name }, data);
  pack.finalize();
  await pipeline(pack, zlib.createGzip(), fs.createWriteStream(file));
  return file;
}

const manifestOf = (entries: ArchiveEntry[]): BackupManifest =>
  JSON.parse(entries.find((e) => e.name === ARCHIVE_MANIFEST)!.data.toString('utf8')) as BackupManifest;

/** Path → sha256 of every file and folder under dir: equal fingerprints mean byte-identical trees. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = entry.isDirectory() ? 'dir' : sha(fs.readFileSync(full));
  }
  return out;
}

const upload = (title: string, file: string) =>
  suite.client.send('tracks.upload', { body: multipart({ title }, [['audioFile', file, 'a.mp3', 'audio/mpeg']]) });

let archive: string;
let entries: ArchiveEntry[];
let manifest: BackupManifest;
let keptTrack: Track;

describe('POST /api/admin/backup, then GET its download URL', () => {
  it('answers 401 without a session and 403 to a non-admin', async () => {
    expect((await apiClient(suite.station).send('admin.backup')).status).toBe(401);
    const cookie = await nonAdminCookie(suite.station, 'locutor-backup');
    expect((await apiClient(suite.station, cookie).send('admin.backup')).status).toBe(403);
  });

  it('streams one consistent tar.gz while the station keeps writing, leaving nothing in <data>/tmp', async () => {
    const { station, fx } = suite;
    const { repos, db, media } = station.context;
    keptTrack = await suite.client.call('tracks.upload', {
      body: multipart({ title: 'Se queda' }, [
        ['audioFile', fx.mp3Tagged, 'a.mp3', 'audio/mpeg'],
        ['coverImage', fx.jpg, 'c.jpg', 'image/jpeg'],
      ]),
    });
    expect(keptTrack.id).toBeGreaterThan(0);
    const doomed = (await upload('Se borra durante la copia', await fx.mp3(610))).data!;
    expect(
      (
        await suite.client.send('gallery.upload', {
          body: multipart({ title: 'Foto', type: 'gallery' }, [['image', fx.png, 'f.png', 'image/png']]),
        })
      ).status,
    ).toBe(201);
    // Enough pages that SQLite's online backup takes many steps, with writes landing between them.
    db.transaction(() => {
      for (let i = 0; i < 20_000; i++) repos.audit.record(null, 'test.fill', `fila de relleno ${i} ${'x'.repeat(100)}`);
    })();

    let writing = true;
    let written = 0;
    const repoWriter = (async () => {
      while (writing) {
        repos.audit.record(null, 'test.write', `escritura ${written++}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const apiWriters = [0, 1].map(async (n) => {
      for (let i = 0; writing; i++) {
        const res = await suite.client.send('sources.create', { body: { name: `Fuente ${n}-${i}`, url: '/stream' } });
        expect(res.status).toBe(201);
      }
    });
    const writtenBefore = written;
    const [res] = await Promise.all([
      downloadBackup(suite.client),
      (async () => {
        // A delete and an upload racing the snapshot: whichever side of it they land, rows and files agree.
        expect((await suite.client.send('tracks.delete', { params: { id: doomed.id } })).status).toBe(204);
        expect((await upload('Llega durante la copia', await fx.mp3(620))).status).toBe(201);
      })(),
    ]);
    expect(written - writtenBefore).toBeGreaterThan(0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?emisora-copia-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"?$/,
    );
    archive = path.join(work, 'copia.tar.gz');
    fs.writeFileSync(archive, Buffer.from(await res.arrayBuffer()));
    writing = false;
    await Promise.all([repoWriter, ...apiWriters]);
    await waitFor('staged copy removed', () => fs.readdirSync(media.tmpDir).length === 0, 5_000);

    entries = await readArchive(archive);
    manifest = manifestOf(entries);
    expect(entries.at(-1)?.name).toBe(ARCHIVE_MANIFEST);
    expect(manifest).toMatchObject({ format: 'emisora-backup', formatVersion: 1, schemaVersion: expect.any(Number) });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(manifest.tables.audit_log).toBeGreaterThan(20_000);
    expect(manifest.files.map((f) => f.path)).toEqual(entries.slice(0, -1).map((e) => e.name));
    for (const file of manifest.files) {
      const entry = entries.find((e) => e.name === file.path)!;
      expect({ size: entry.data.length, sha256: sha(entry.data) }).toEqual({ size: file.size, sha256: file.sha256 });
    }
    // The media that were there all along are in it, byte for byte.
    const images = fs.readdirSync(media.dirOf('images')).map((f) => `media/images/${f}`);
    expect(images).toHaveLength(1);
    expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(images));
    const keptAudio = repos.tracks.get(keptTrack.id)!;
    const keptEntry = entries.find((e) => e.name === `media/audio/${keptAudio.fileName}`);
    expect(keptEntry && sha(keptEntry.data)).toBe(sha(fs.readFileSync(media.pathOf('audio', keptAudio.fileName))));
    expect(entries.some((e) => e.name === `media/covers/${keptAudio.coverFile}`)).toBe(true);
  });

  it('refuses a second download while one is being prepared', async () => {
    // 32 MB that does not compress: more than the sockets can buffer, so the first download stays open.
    const big = suite.station.context.media.pathOf('audio', `${'f'.repeat(32)}.mp3`);
    fs.writeFileSync(big, crypto.randomBytes(32 * 1024 * 1024));
    onTestFinished(() => fs.rmSync(big, { force: true }));
    const slow = await downloadBackup(suite.client);
    expect(slow.status).toBe(200);
    const second = await suite.client.send('admin.backup');
    expect(second.status).toBe(409);
    await slow.body?.cancel();
    await waitFor('first download released', async () => {
      const again = await downloadBackup(suite.client);
      await again.body?.cancel();
      return again.status === 200;
    });
    await waitFor(
      'staged copies removed',
      () => fs.readdirSync(suite.station.context.media.tmpDir).length === 0,
      5_000,
    );
  });
});

describe('--restore', () => {
  it('restores into an empty data dir: the manifest rows, the same files, integrity ok, and the station serves them', async () => {
    const restored = await startTestStation({ restore: archive }, { createBroadcast: () => createOfflineBroadcast() });
    try {
      const { db, repos, media } = restored.context;
      // Counted before any request writes a session or an audit line.
      expect(tableRowCounts(db)).toEqual(manifest.tables);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const onDisk = Object.entries(fingerprint(media.root)).filter(([, digest]) => digest !== 'dir');
      expect(
        onDisk
          .map(([file, digest]) => ({ path: `media/${file.split(path.sep).join('/')}`, sha256: digest }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      ).toEqual(
        manifest.files
          .filter((f) => f.path !== ARCHIVE_DB)
          .map(({ path: p, sha256 }) => ({ path: p, sha256 }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      );
      // Every row's file came along (the delete and upload that raced the snapshot included).
      for (const track of repos.tracks.list()) {
        expect(media.exists('audio', track.fileName)).toBe(true);
        if (track.coverFile) expect(media.exists('covers', track.coverFile)).toBe(true);
      }
      for (const image of repos.gallery.list())
        expect(media.exists('images', image.fileName) && media.exists('thumbs', image.thumbFile)).toBe(true);

      const cookie = await restored.login('admin', TEST_ADMIN_PASSWORD);
      const tracks = (await apiClient(restored, cookie).call('tracks.list')) as Track[];
      const kept = tracks.find((t) => t.id === keptTrack.id);
      expect(kept?.title).toBe('Se queda');
      const audio = await restored.fetch(kept!.audioFileUrl);
      expect(audio.status).toBe(200);
      expect(sha(new Uint8Array(await audio.arrayBuffer()))).toBe(
        sha(
          fs.readFileSync(
            suite.station.context.media.pathOf('audio', suite.station.context.repos.tracks.get(keptTrack.id)!.fileName),
          ),
        ),
      );
    } finally {
      await restored.close();
    }
  });

  describe('refuses a damaged archive and leaves the data dir byte-identical', () => {
    const dataDir = path.join(work, 'estacion');
    let before: { data: Record<string, string>; siblings: string[] };
    let ports: number[];

    beforeAll(async () => {
      // A stopped station's data dir with a song in it: what an operator restoring over real data has.
      const station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
      const cookie = await station.login();
      const res = await apiClient(station, cookie).send('tracks.upload', {
        body: multipart({ title: 'Actual' }, [['audioFile', suite.fx.mp3Plain, 'p.mp3', 'audio/mpeg']]),
      });
      expect(res.status).toBe(201);
      await station.stop();
      fs.cpSync(station.dataDir, dataDir, { recursive: true });
      fs.rmSync(station.dataDir, { recursive: true, force: true });
      before = { data: fingerprint(dataDir), siblings: fs.readdirSync(work).sort() };
      ports = await freePorts(3);
    });

    const config = (restore: string): StationConfig => ({
      host: '127.0.0.1',
      port: ports[0]!,
      rtmpPort: ports[1]!,
      flvPort: ports[2]!,
      dataDir,
      demo: false,
      adminPassword: TEST_ADMIN_PASSWORD,
      ffmpegPath: process.env.FFMPEG_PATH,
      publicUrl: undefined,
      webRoot: undefined,
      logLevel: 'warn',
      restore,
    });

    const expectUntouched = () => {
      expect(fingerprint(dataDir)).toEqual(before.data);
      expect(fs.readdirSync(work).sort()).toEqual(before.siblings);
    };

    const damaged: Array<[string, () => Promise<string>, RegExp]> = [
      [
        'cut short',
        async () => {
          const file = path.join(work, 'cortada.tar.gz');
          fs.writeFileSync(file, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size * 0.6)));
          return file;
        },
        /damaged or incomplete/,
      ],
      [
        'one flipped byte in a media file',
        () => {
          const copy = entries.map((e) => ({ ...e, data: Buffer.from(e.data) }));
          const audio = copy.find((e) => e.name.startsWith('media/audio/'))!;
          audio.data[Math.floor(audio.data.length / 2)]! ^= 0x01;
          return writeArchive(path.join(work, 'byte.tar.gz'), copy);
        },
        /media\/audio\/.* does not match its checksum/,
      ],
      [
        'without its manifest',
        () => writeArchive(path.join(work, 'sin-manifiesto.tar.gz'), entries.slice(0, -1)),
        /no manifest\.json/,
      ],
      [
        'of an unknown format version',
        () => {
          const copy = entries.slice(0, -1);
          copy.push({ name: ARCHIVE_MANIFEST, data: Buffer.from(JSON.stringify({ ...manifest, formatVersion: 99 })) });
          return writeArchive(path.join(work, 'formato.tar.gz'), copy);
        },
        /format 99/,
      ],
      [
        'whose database fails its integrity check (digests made to match)',
        () => {
          const copy = entries.slice(0, -1).map((e) => ({ ...e, data: Buffer.from(e.data) }));
          const dbEntry = copy.find((e) => e.name === ARCHIVE_DB)!;
          // Garbage over a few pages in the middle of the audit table's b-tree.
          dbEntry.data.fill(0x5a, 4096 * 200 + 100, 4096 * 203);
          const files = manifest.files.map((f) => (f.path === ARCHIVE_DB ? { ...f, sha256: sha(dbEntry.data) } : f));
          copy.push({ name: ARCHIVE_MANIFEST, data: Buffer.from(JSON.stringify({ ...manifest, files })) });
          return writeArchive(path.join(work, 'base-rota.tar.gz'), copy);
        },
        /database (fails its integrity check|cannot be opened)/,
      ],
      [
        // Manifest and digests genuine: only the size gives it away, and it must before it reaches the disk.
        'that unpacks to far more than its size (a gzip bomb)',
        async () => {
          const { expansionRatio, expansionSlackBytes } = DEFAULT_UNPACK_LIMITS;
          const bomb =
            Math.ceil((fs.statSync(archive).size * expansionRatio + expansionSlackBytes) / MiB) * MiB + 64 * MiB;
          const name = `media/audio/${'0'.repeat(32)}.mp3`;
          const zeros = Buffer.alloc(MiB);
          const digest = crypto.createHash('sha256');
          for (let n = 0; n < bomb; n += MiB) digest.update(zeros);
          const files = [...manifest.files, { path: name, size: bomb, sha256: digest.digest('hex') }];
          const pack = tar.pack();
          const file = path.join(work, 'bomba.tar.gz');
          const writing = pipeline(pack, zlib.createGzip({ level: 1 }), fs.createWriteStream(file));
          for (const { name: entryName, data } of entries.slice(0, -1)) pack.entry({ name: entryName }, data);
          const big = pack.entry({ name, size: bomb });
          for (let n = MiB; n < bomb; n += MiB)
            if (!big.write(zeros)) await new Promise<void>((r) => big.once('drain', () => r()));
          big.end(zeros);
          pack.entry({ name: ARCHIVE_MANIFEST }, JSON.stringify({ ...manifest, files }));
          pack.finalize();
          await writing;
          return file;
        },
        /media\/audio\/0+\.mp3 would unpack to more than a \d+ MB archive can hold/,
      ],
      [
        'holding a path outside the data dir',
        () =>
          writeArchive(path.join(work, 'ruta.tar.gz'), [{ name: '../fuera.txt', data: Buffer.from('x') }, ...entries]),
        /unexpected entry \(\.\.\/fuera\.txt\)/,
      ],
    ];

    it.each(damaged)('%s', async (_what, make, reason) => {
      const file = await make();
      before.siblings = fs.readdirSync(work).sort();
      const error = await startStation(config(file), { log: silentLogger }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^--restore: /);
      expect((error as Error).message).toMatch(reason);
      expect((error as Error).message).toMatch(/the data directory was not changed$/);
      expect((error as Error).message).not.toContain('\n');
      expectUntouched();
    });

    it('refuses a file over the per-file cap, or an archive the disk cannot hold, before writing it', async () => {
      const refusal = (limits: Partial<typeof DEFAULT_UNPACK_LIMITS>) =>
        restoreBackup(archive, dataDir, { limits: { ...DEFAULT_UNPACK_LIMITS, ...limits } }).then(
          () => undefined,
          (e: unknown) => e,
        );
      const largest = Math.max(...manifest.files.filter((f) => f.path !== ARCHIVE_DB).map((f) => f.size));
      const perFile = await refusal({ mediaEntryBytes: largest - 1 });
      expect(perFile).toBeInstanceOf(RestoreError);
      expect((perFile as Error).message).toMatch(/^media\/\w+\/\S+ is larger than any Emisora backup holds/);
      expectUntouched();
      const database = await refusal({ databaseEntryBytes: MiB });
      expect((database as Error).message).toMatch(
        /^emisora\.db is larger than any Emisora backup holds \(more than 1 MB\)/,
      );
      expectUntouched();
      const disk = await refusal({ diskReserveBytes: Number.MAX_SAFE_INTEGER });
      expect((disk as Error).message).toMatch(
        /^the archive does not fit on the disk: it needs over \d+ MB and 0 MB can be used \(keeping \d+ MB free\)$/,
      );
      expectUntouched();
    });

    it('the CLI exits 2 with one line, the data dir untouched', async () => {
      const file = path.join(work, 'byte.tar.gz');
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.resolve(import.meta.dirname, '../cli.ts'),
          '--host',
          '127.0.0.1',
          '--port',
          String(ports[0]),
          '--rtmp-port',
          String(ports[1]),
          '--flv-port',
          String(ports[2]),
          '--data',
          dataDir,
          '--restore',
          file,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, EMISORA_LOG_LEVEL: 'error' } },
      );
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      // A station that did start (a regression) must not outlive the test.
      onTestFinished(() => {
        if (child.exitCode === null) child.kill();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(2);
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(/^emisora: --restore: media\/audio\/.* does not match its checksum.*not changed$/),
      ]);
      expectUntouched();
    });

    it('a good archive over existing data moves that data aside, nothing deleted', async () => {
      const station = await startStation(config(archive), {
        log: silentLogger,
        createBroadcast: () => createOfflineBroadcast(),
      });
      try {
        expect(tableRowCounts(station.context.db)).toEqual(manifest.tables);
      } finally {
        await station.stop();
      }
      const aside = fs.readdirSync(work).filter((name) => name.startsWith('estacion.before-restore-'));
      expect(aside).toHaveLength(1);
      expect(fingerprint(path.join(work, aside[0]!))).toEqual(before.data);
      expect(fs.readdirSync(work).filter((name) => name.includes('.restoring-'))).toEqual([]);
    });

    it('a --restore left in place does not roll the station back at the next start', async () => {
      const first = await startStation(config(archive), {
        log: silentLogger,
        createBroadcast: () => createOfflineBroadcast(),
      });
      const written = first.context.repos.sources.create({
        name: 'Escrita después',
        url: 'https://radio.example.org/x.mp3',
        isActive: true,
      });
      await first.stop();
      const lines: string[] = [];
      const again = await startStation(config(archive), {
        log: createLogger('warn', 'station', (line) => lines.push(line)),
        createBroadcast: () => createOfflineBroadcast(),
      });
      try {
        expect(again.context.repos.sources.list().map((s) => s.id)).toContain(written.id);
      } finally {
        await again.stop();
      }
      expect(lines.some((l) => l.includes('already restored'))).toBe(true);
      expect(fs.readdirSync(work).filter((name) => name.startsWith('estacion.before-restore-'))).toHaveLength(1);
    });
  });
});
