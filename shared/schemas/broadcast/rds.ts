import { z } from 'zod';

/**
 * Where the RDS encoder listens: `tcp://host:port`, `udp://host:port`, `file:///path` (rewritten for encoders that
 * poll a file) or `serial:///dev/ttyX?baud=9600`. The same text is accepted by `--rds`, EMISORA_RDS and the admin form.
 */
export type RdsTarget =
  | { kind: 'tcp' | 'udp'; host: string; port: number }
  | { kind: 'file'; path: string }
  | { kind: 'serial'; path: string; baud: number };

const BAUDS = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200];

// Parsed by hand: shared/ has neither Node's nor the DOM's URL.
const NETWORK = /^(tcp|udp):\/\/(\[[0-9a-fA-F:.]+\]|[^:/?#\s[\]]+):(\d{1,5})\/?$/;
const FILE = /^file:\/\/(\/[^?#]+)$/;
const SERIAL = /^serial:\/\/(\/[^?#]+)(?:\?baud=(\d+))?$/;

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

export function parseRdsTarget(text: string): RdsTarget | null {
  const network = NETWORK.exec(text);
  if (network) {
    const port = Number(network[3]);
    if (port < 1 || port > 65535) return null;
    return { kind: network[1] as 'tcp' | 'udp', host: network[2]!.replace(/^\[|\]$/g, ''), port };
  }
  const file = FILE.exec(text);
  if (file) {
    const path = decoded(file[1]!);
    return path && path.length > 1 ? { kind: 'file', path } : null;
  }
  const serial = SERIAL.exec(text);
  if (serial) {
    const path = decoded(serial[1]!);
    const baud = Number(serial[2] ?? 9600);
    return path && path.length > 1 && BAUDS.includes(baud) ? { kind: 'serial', path, baud } : null;
  }
  return null;
}

export const RDS_TARGET_MESSAGE =
  'Indica tcp://equipo:puerto, udp://equipo:puerto, file:///ruta o serial:///dev/ttyS0?baud=9600';

/** The station's RDS settings (admin "RDS y RadioText"); the target may also come from `--rds`. */
export const rdsSettingsSchema = z.object({
  /** '' = no encoder. */
  target: z
    .string()
    .trim()
    .refine((t) => t === '' || parseRdsTarget(t) !== null, RDS_TARGET_MESSAGE),
  /** Programme Service name: 8 characters on the radio's display; longer texts scroll when `psScroll`. */
  ps: z.string().trim().min(1, 'Escribe el nombre corto (PS)').max(64, 'Como máximo 64 caracteres'),
  psScroll: z.boolean(),
  /** RadioText for music: {artist} and {title} are replaced. */
  musicTemplate: z.string().trim().min(1, 'Escribe la plantilla').max(128, 'Como máximo 128 caracteres'),
  /** RadioText while a live show is on air: {show} is its name. */
  liveTemplate: z.string().trim().min(1, 'Escribe la plantilla').max(128, 'Como máximo 128 caracteres'),
  /** RadioText during ad breaks (nothing of the spot's own title reaches the radio). */
  breakText: z.string().trim().min(1, 'Escribe el texto').max(64, 'Como máximo 64 caracteres'),
  /** Encoders forget text after a power cut: the current text is sent again this often. */
  resendSeconds: z.number().int().min(5, 'Entre 5 y 3600 segundos').max(3600, 'Entre 5 y 3600 segundos'),
  /** 'rt': RT= / PS= / RTP= (the contract's default); 'text': the compatibility names TEXT= / DPS=. */
  commandSet: z.enum(['rt', 'text']),
  /** Send RT+ tags (artist, title) as RTP= where the encoder takes them. */
  rtPlus: z.boolean(),
});
export type RdsSettings = z.infer<typeof rdsSettingsSchema>;

export const RDS_DEFAULTS: RdsSettings = {
  target: '',
  ps: 'PORTBOU',
  psScroll: false,
  musicTemplate: '{artist} - {title}',
  liveTemplate: '{show}',
  breakText: 'Publicidad',
  resendSeconds: 30,
  commandSet: 'rt',
  rtPlus: true,
};

/** What the studio shows of the encoder link. */
export const rdsStateSchema = z.object({
  target: z.string().nullable(),
  /** 'off': no target; 'connecting': waiting to (re)connect; 'ok': the last send went through; 'error': it failed. */
  status: z.enum(['off', 'connecting', 'ok', 'error']),
  radioText: z.string().nullable(),
  ps: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type RdsState = z.infer<typeof rdsStateSchema>;

/** GET/PUT /api/admin/rds: the stored settings, the target `--rds` fixes (it wins over the stored one), the link. */
export const rdsViewSchema = z.object({
  settings: rdsSettingsSchema,
  fixedTarget: z.string().nullable(),
  state: rdsStateSchema,
});
export type RdsView = z.infer<typeof rdsViewSchema>;
