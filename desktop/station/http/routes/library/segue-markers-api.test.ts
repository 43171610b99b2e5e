import { describe, expect, it } from 'vitest';
import { adminSuite } from '../../../../../testing/station/admin-helpers';
import { apiClient } from '../../../../../testing/station/api-client';

const suite = adminSuite();

/** A 180 s song in the library, analysed with these markers (the analysis itself is tested on real audio elsewhere). */
function analysedSong(title: string, markers: { introSec: number | null; nextStartSec: number | null }) {
  const { tracks } = suite.station.context.repos;
  const track = tracks.create({
    title,
    artist: 'Banda',
    album: null,
    duration: 180,
    fileName: `${title}.mp3`,
    coverFile: null,
    uploadedBy: 1,
  });
  tracks.saveAnalysis(track.id, { cueIn: 0.4, cueOut: 178, loudnessLufs: -14, ...markers });
  return track.id;
}

describe('segue markers on the tracks API', () => {
  it('GET /api/tracks?ids= answers introSec and nextStartSec, null when there are none', async () => {
    const faded = analysedSong('Con fundido', { introSec: 12.5, nextStartSec: 171.2 });
    const cold = analysedSong('Final seco', { introSec: null, nextStartSec: null });
    const api = apiClient(suite.station);
    const tracks = await api.call('tracks.list', { query: { ids: `${faded},${cold}` } });
    if (!Array.isArray(tracks)) throw new Error('?ids= answers an array');
    expect(tracks.map(({ id, introSec, nextStartSec }) => ({ id, introSec, nextStartSec }))).toEqual([
      { id: faded, introSec: 12.5, nextStartSec: 171.2 },
      { id: cold, introSec: null, nextStartSec: null },
    ]);
  });

  it('PATCH /api/tracks/:id moves the markers and clears one with null', async () => {
    const id = analysedSong('Para editar', { introSec: 10, nextStartSec: 170 });
    const api = apiClient(suite.station, await suite.station.login());
    const moved = await api.call('tracks.update', { params: { id }, body: { introSec: 8.25, nextStartSec: null } });
    expect(moved).toMatchObject({ introSec: 8.25, nextStartSec: null, cueIn: 0.4, cueOut: 178 });
    expect(suite.station.context.repos.tracks.get(id)).toMatchObject({ introSec: 8.25, nextStartSec: null });
  });

  it.each([
    [{ introSec: -1 }, 'introSec', 'La intro no puede ser negativo.'],
    [{ nextStartSec: 'pronto' }, 'nextStartSec', 'La entrada de la siguiente debe ser un número de segundos o null.'],
    [{ introSec: 179 }, 'markers', 'La intro debe terminar entre el inicio y el final de la canción.'],
    [{ nextStartSec: 200 }, 'markers', 'Las marcas no pueden pasar del final del archivo.'],
    [{ nextStartSec: 5 }, 'markers', 'La entrada de la siguiente debe quedar después de la intro.'],
  ])('refuses %j with a 400 and writes nothing', async (body, field, message) => {
    const id = analysedSong(`Rechazo ${JSON.stringify(body)}`, { introSec: 10, nextStartSec: 170 });
    const api = apiClient(suite.station, await suite.station.login());
    const sent = await api.sendInvalid('tracks.update', { params: { id }, body });
    expect(sent.status).toBe(400);
    expect(sent.error).toMatchObject({ field, message });
    expect(suite.station.context.repos.tracks.get(id)).toMatchObject({ introSec: 10, nextStartSec: 170 });
  });

  it('«Reanalizar» queues the selected songs for the analysis again; only for an admin', async () => {
    const id = analysedSong('Para reanalizar', { introSec: null, nextStartSec: null });
    const { tracks } = suite.station.context.repos;
    expect(tracks.listUnanalyzed().map((t) => t.id)).not.toContain(id);
    const anonymous = await apiClient(suite.station).send('tracks.reanalyse', { body: { ids: [id] } });
    expect(anonymous.status).toBe(401);
    const api = apiClient(suite.station, await suite.station.login());
    expect(await api.call('tracks.reanalyse', { body: { ids: [id] } })).toEqual({ queued: 1 });
    expect(tracks.listUnanalyzed().map((t) => t.id)).toContain(id);
    const gone = await api.send('tracks.reanalyse', { body: { ids: [id, 999_999] } });
    expect(gone.status).toBe(404);
  });
});
