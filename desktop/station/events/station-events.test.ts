import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushCreateSchema } from '../../../shared/schemas/broadcast/outputs';
import { type Db, openDatabase } from '../db/database';
import { createPlannerData } from '../programming/planner/planner-data';
import { createProgramming } from '../programming/planner/programming';
import { createRepos, type Repos } from '../repos/index';
import { createStationEvents, type StationEvents, type StationTopic, TABLE_TOPICS } from './station-events';

describe('station events', () => {
  let dir: string;
  let db: Db;
  let events: StationEvents;
  let repos: Repos;
  let heard: Array<{ topic: StationTopic; tables: readonly string[] }>;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-events-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    events = createStationEvents();
    repos = createRepos(db, events);
    heard = [];
    for (const topic of ['library', 'programming', 'settings', 'outputs', 'users', 'requests'] as const)
      events[topic].event(({ tables }) => heard.push({ topic, tables }));
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const newTrack = (title: string, uploadedBy: number) =>
    repos.tracks.create({
      title,
      artist: title,
      album: null,
      duration: 180,
      fileName: `${title}.mp3`,
      coverFile: null,
      uploadedBy,
    }).id;

  it('classifies every table of the schema, so a new one must say what its writes change', () => {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'tracks_fts_%'",
      )
      .all()
      .map((row) => row.name)
      .sort();
    expect(tables).toEqual(Object.keys(TABLE_TOPICS).sort());
  });

  it('each committed repository write publishes its topic once, and a write that changed nothing publishes none', () => {
    const step = (topic: StationTopic, write: () => unknown) => {
      heard = [];
      write();
      expect(
        heard.map((h) => h.topic),
        String(write),
      ).toEqual([topic]);
    };
    let user = 0;
    step('users', () => {
      user = repos.users.create('ana', 'x', true).id;
    });
    let track = 0;
    step('library', () => {
      track = newTrack('Uno', user);
    });
    step('library', () => repos.tracks.markBroken(track));
    step('programming', () =>
      repos.playlists.create({ name: 'p', kind: 'music', shuffle: true, isDefault: false, trackIds: [track] }),
    );
    step('settings', () => repos.settings.write('jingle_every', 3));
    step('users', () => repos.users.setRole(user, 'presenter'));
    step('outputs', () =>
      repos.streamOutputs.create(
        pushCreateSchema.parse({
          kind: 'icecast',
          host: '127.0.0.1',
          port: 8000,
          mount: '/relay',
          password: 'secreto',
          format: 'mp3',
          bitrateKbps: 128,
          public: false,
          enabled: false,
        }),
      ),
    );
    let request = 0;
    step('requests', () => {
      request = repos.songRequests.create({
        trackId: track,
        title: 'Uno',
        artist: 'Uno',
        dedication: null,
        createdAt: 'now',
        listenerHash: 'l',
        addressHash: 'h',
      }).id;
    });
    step('requests', () => repos.songRequests.reject(request));

    heard = [];
    repos.tracks.remove(track + 100);
    repos.songRequests.reject(request);
    repos.audit.record(null, 'x');
    expect(heard, 'a write that changed no row, or a table nobody caches').toEqual([]);
  });

  it('publishes once a transaction has committed, once per topic, and nothing for one rolled back', () => {
    const seenInside: number[] = [];
    repos.transaction(() => {
      repos.settings.write('a', '1');
      repos.settings.write('b', '2');
      seenInside.push(heard.length);
    })();
    expect(seenInside).toEqual([0]);
    expect(heard).toEqual([{ topic: 'settings', tables: ['settings'] }]);

    heard = [];
    expect(() =>
      repos.transaction(() => {
        repos.settings.write('c', '3');
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(heard).toEqual([]);
    expect(repos.settings.read('c')).toBeUndefined();
  });

  it('a nested part that rolls back publishes nothing of its own; the rest publishes at the outer commit', () => {
    const user = repos.users.create('ana', 'x', true).id;
    heard = [];
    repos.transaction(() => {
      repos.settings.write('kept', '1');
      try {
        repos.transaction(() => {
          newTrack('Dropped', user);
          throw new Error('inner');
        })();
      } catch {
        // The savepoint rolled back; the outer transaction goes on.
      }
      expect(heard).toEqual([]);
    })();
    expect(heard).toEqual([{ topic: 'settings', tables: ['settings'] }]);
    expect(repos.tracks.count()).toBe(0);
  });

  it('refuses a published write inside a transaction it did not open, which could still roll back', () => {
    expect(() => db.transaction(() => repos.settings.write('x', '1'))()).toThrow(/repos\.transaction/);
    expect(repos.settings.read('x')).toBeUndefined();
  });

  it('a track marked broken leaves the rotation at the next decision, with nobody telling the planner', () => {
    const uploader = repos.users.create('admin', 'x', true).id;
    const ids = ['Uno', 'Dos', 'Tres'].map((title) => newTrack(title, uploader));
    const at = Date.parse('2030-01-01T10:00:00Z');
    const programming = createProgramming({
      data: createPlannerData(db, repos, () => 'Europe/Madrid'),
      tracks: repos.tracks,
      timeZone: 'Europe/Madrid',
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      seed: 3,
      now: () => at,
    });
    expect(programming.next(at)).not.toBeNull();
    // As the dead-air detector does: a repository write, no call to the planner.
    for (const id of ids) if (id !== ids[1]) repos.silentTracks.mark(id, '2030-01-01T10:00:00Z');
    const titles = Array.from({ length: 6 }, (_, i) => programming.next(at + (i + 1) * 200_000)?.track.title);
    expect(new Set(titles)).toEqual(new Set(['Dos']));
  });
});
