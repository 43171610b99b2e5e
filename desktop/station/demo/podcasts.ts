import fs from 'node:fs';
import type { PodcastInput } from '../../../shared/schemas/archive/podcasts';
import type { StationContext } from '../core/context';
import { runFfmpeg } from '../ffmpeg/run';
import { episodeFromUpload } from '../podcasts/episodes';
import { slugify } from '../repos/archive/podcasts';
import { stationOrigin } from '../config/hosts';
import { feedPath, podcastGuid } from '../podcasts/feed';
import type { Picture, Size } from './image-args';
import { PALETTES } from './palettes';
import { renderPicture } from './seed-media';

type Ctx = Pick<StationContext, 'repos' | 'media' | 'ffmpegPath' | 'config' | 'db' | 'log' | 'clock'>;

const EPISODE_SECONDS = 20;

/** The six podcasts the public site has always named (spec §3), each with a short first episode. */
/** The demo's feeds pass Apple's checks: a square cover in its 1400–3000 px range and an owner's address. */
const DEMO_PODCAST_COVER: Size = { width: 1400, height: 1400 };
const OWNER_EMAIL = 'podcasts@radioportbou.example';

export const DEMO_PODCASTS: ReadonlyArray<PodcastInput & { episode: string; tone: number; cover: Picture }> = [
  {
    title: 'Historias de la frontera',
    author: 'Marta Vidal',
    description: 'Relatos de quienes cruzaron la frontera por Portbou.',
    category: 'History',
    language: 'es',
    episode: 'La estación internacional',
    tone: 196,
    cover: { scene: 'train', palette: PALETTES.sepia, body: [120, 60, 40], coaches: 2 },
    ownerEmail: OWNER_EMAIL,
  },
  {
    title: 'Pasajes: Walter Benjamin',
    author: 'Jordi Puig',
    description: 'El filósofo, su último viaje y el memorial.',
    category: 'History',
    language: 'es',
    episode: 'El último viaje',
    tone: 220,
    cover: { scene: 'coast', palette: PALETTES.dusk, sunX: 0.3, lighthouse: false },
    ownerEmail: OWNER_EMAIL,
  },
  {
    title: 'Los astilleros de la bahía',
    author: 'Anna Soler',
    description: 'Barcos, familias y oficios del astillero.',
    category: 'Society & Culture',
    language: 'es',
    episode: 'Calafates y carpinteros de ribera',
    tone: 247,
    cover: { scene: 'boat', palette: PALETTES.sepia, hull: [90, 60, 40], boatX: 0.45, sails: 1 },
    ownerEmail: OWNER_EMAIL,
  },
  {
    title: 'Costa Brava a pie',
    author: 'Pere Roca',
    description: 'Caminos de ronda y calas escondidas.',
    category: 'Leisure',
    language: 'es',
    episode: 'De Portbou a Colera',
    tone: 262,
    cover: { scene: 'coast', palette: PALETTES.day, sunX: 0.8, lighthouse: true },
    ownerEmail: OWNER_EMAIL,
  },
  {
    title: 'Sesiones locales',
    author: 'Laia Ferrer',
    description: 'Música en directo de artistas de la comarca.',
    category: 'Music',
    language: 'es',
    episode: 'Primera sesión',
    tone: 294,
    cover: { scene: 'microphone', palette: PALETTES.studio, waves: 3 },
    ownerEmail: OWNER_EMAIL,
  },
  {
    title: 'Fiesta mayor',
    author: 'Carles Mas',
    description: 'Crónica de las fiestas del pueblo.',
    category: 'Society & Culture',
    language: 'es',
    episode: 'La sardana de la plaza',
    tone: 330,
    cover: { scene: 'boat', palette: PALETTES.night, hull: [200, 70, 50], boatX: 0.6, sails: 2 },
    ownerEmail: OWNER_EMAIL,
  },
];

/** A soft two-note chord with fades: a short stand-in for a recorded programme. */
function demoEpisodeArgs(tone: number, file: string): string[] {
  const chord = `aevalsrc=0.18*sin(2*PI*${tone}*t)+0.12*sin(2*PI*${tone * 1.5}*t):s=44100:d=${EPISODE_SECONDS}`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${chord},afade=t=in:d=2,afade=t=out:st=${EPISODE_SECONDS - 3}:d=3`,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    file,
  ];
}

/** Creates the missing demo podcasts, each with its first episode (made like an uploaded file). */
export async function seedDemoPodcast(ctx: Ctx, demo: (typeof DEMO_PODCASTS)[number], signal?: AbortSignal) {
  const { episode, tone, cover, ...input } = demo;
  const guidOf = (slug: string) => podcastGuid(`${stationOrigin(ctx.config)}${feedPath(slug)}`);
  const podcast = ctx.repos.podcasts.bySlug(slugify(input.title)) ?? ctx.repos.podcasts.create(input, guidOf);
  if (!podcast.coverFile)
    ctx.repos.podcasts.setCover(podcast.id, await renderPicture(ctx, 'covers', cover, DEMO_PODCAST_COVER));
  if (ctx.repos.podcasts.episodes(podcast.id).length > 0) return;
  const file = ctx.media.tempPath('.mp3');
  try {
    await runFfmpeg(ctx.ffmpegPath, demoEpisodeArgs(tone, file), { signal });
    await episodeFromUpload(ctx, podcast, file, {
      title: episode,
      description: `${input.description} Primer episodio.`,
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}
