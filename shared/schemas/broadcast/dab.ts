import { z } from 'zod';
import { STATION } from '../../station/station-facts';

/** The longest Dynamic Label a DAB+ receiver shows: 128 characters of the EBU Latin set (one byte each). */
export const DLS_LENGTH = 128;
/** What DAB+ slideshow receivers show best (the Simple Profile's size and byte limit). */
export const SLIDE = { width: 320, height: 240, maxBytes: 50 * 1024 } as const;

const absolutePath = (what: string) =>
  z
    .string()
    .trim()
    .max(1024, `${what}: como máximo 1024 caracteres`)
    .refine((p) => p === '' || p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p), `${what}: escribe una ruta absoluta`);

/**
 * The DAB+ programme-associated data the station writes for ODR-PadEnc (admin "DAB+"): where its DLS text file and
 * slides folder are (each may be fixed by `--dls` / `--slides`), and the texts between songs.
 */
export const dabSettingsSchema = z.object({
  /** '' = no DLS file. */
  dlsFile: absolutePath('El fichero DLS'),
  /** '' = no slideshow. */
  slidesDir: absolutePath('La carpeta de diapositivas'),
  /** Shown between items (jingles, the station ID) and when nothing else is known. */
  stationText: z
    .string()
    .trim()
    .min(1, 'Escribe el texto de la emisora')
    .max(DLS_LENGTH, `Como máximo ${DLS_LENGTH} caracteres`),
  /** Shown during ad breaks (nothing of a spot's own title reaches the radio). */
  breakText: z.string().trim().min(1, 'Escribe el texto').max(DLS_LENGTH, `Como máximo ${DLS_LENGTH} caracteres`),
  /** Add Dynamic Label Plus tags (item title and artist, programme and host) for receivers that store or show them. */
  dlPlus: z.boolean(),
});
export type DabSettings = z.infer<typeof dabSettingsSchema>;

export const DAB_DEFAULTS: DabSettings = {
  dlsFile: '',
  slidesDir: '',
  stationText: `${STATION.name} ${STATION.frequencyMHz} FM`,
  breakText: 'Publicidad',
  dlPlus: true,
};

/** One DL Plus tag: its content type (ETSI TS 102 980), where it starts in the text and how long it is. */
export const dlPlusTagSchema = z.object({ type: z.number().int(), start: z.number().int(), length: z.number().int() });
export type DlPlusTag = z.infer<typeof dlPlusTagSchema>;

/** What the studio shows of the two files: what was written last, when, and the last error. */
export const dabStateSchema = z.object({
  dls: z.object({
    path: z.string().nullable(),
    text: z.string().nullable(),
    tags: z.array(dlPlusTagSchema),
    writtenAt: z.string().nullable(),
    error: z.string().nullable(),
  }),
  slide: z.object({
    dir: z.string().nullable(),
    /** The slide file's name in the folder, null when none is there. */
    file: z.string().nullable(),
    /** What the picture is: the song's cover, the show's image or the station's logo. */
    source: z.enum(['cover', 'show', 'logo']).nullable(),
    bytes: z.number().int().nullable(),
    writtenAt: z.string().nullable(),
    error: z.string().nullable(),
  }),
  /** The bus to ODR-AudioEnc through the named pipe `--dab-audio` names; off without one. */
  audio: z.object({
    path: z.string().nullable(),
    state: z.enum(['off', 'starting', 'playing', 'failing']),
    alert: z.string().nullable(),
  }),
});
export type DabState = z.infer<typeof dabStateSchema>;

/** GET/PUT /api/admin/dab: the stored settings, the paths `--dls`/`--slides` fix (they win), and what was sent. */
export const dabViewSchema = z.object({
  settings: dabSettingsSchema,
  fixed: z.object({
    dlsFile: z.string().nullable(),
    slidesDir: z.string().nullable(),
    /** The pipe ODR-AudioEnc reads the bus from (`--dab-audio`): set at start only. */
    dabAudio: z.string().nullable(),
  }),
  state: dabStateSchema,
});
export type DabView = z.infer<typeof dabViewSchema>;
