import { z } from 'zod';
import { parseRdsTarget } from '../../../shared/schemas/broadcast/rds';
import { isTimeZone } from '../../../shared/station/station-time';
import { isCidr } from '../uploads/address-policy';
import { TAKEOVER_SETTINGS } from '../standby/takeover/takeover-config';

export const DEFAULT_SPOTIFY_API_BASE = 'https://api.spotify.com/v1';
/** radio-browser's round-robin name for its API servers (its docs: any of them takes a submission). */
export const DEFAULT_RADIO_BROWSER_API = 'https://all.api.radio-browser.info';
export const DEFAULT_TELEGRAM_API = 'https://api.telegram.org';
// TuneIn documents AIR at plain http (what every client uses); an operator may set https with --tunein-api.
export const DEFAULT_TUNEIN_API = 'http://air.radiotime.com';

const port = (setting: string) =>
  z
    .string()
    .regex(/^\d+$/, `${setting} must be a whole number between 1 and 65535`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, `${setting} must be a whole number between 1 and 65535`);

// Express's `trust proxy`: a hop count, or addresses/subnets and its names for ranges. Never `true` (trust anyone).
const HOPS = /^[1-9]\d*$/;
const proxyEntry = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);
const proxyEntries = (list: string) => list.split(',').map((entry) => entry.trim());
const trustProxySchema = z
  .string()
  .refine(
    (value) => HOPS.test(value) || proxyEntries(value).every((entry) => proxyEntry.safeParse(entry).success),
    'trust-proxy must be a hop count or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal',
  )
  .transform((value) => (HOPS.test(value) ? Number(value) : proxyEntries(value).join(',')));

const device = <F extends string, E extends string>(flag: F, env: E) => ({
  flag,
  env,
  fallback: undefined,
  schema: z.string().trim().min(1, `${flag} must name a device`).optional(),
});

/** A path another program reads (ODR-PadEnc's files): absolute, so it does not depend on where the station started. */
const absoluteFile = <F extends string, E extends string>(flag: F, env: E, message: string) => ({
  flag,
  env,
  fallback: undefined,
  schema: z
    .string()
    .trim()
    .refine((p) => p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p), message)
    .optional(),
});

const apiBase = <F extends string, E extends string>(flag: F, env: E, fallback: string) => ({
  flag,
  env,
  fallback,
  schema: z
    .url({ protocol: /^https?$/, error: `${flag} must be an http(s) URL` })
    .transform((url) => url.replace(/\/+$/, '')),
});

/** Each setting: flag name, env var, default, parser (defaults → environment → flags, in loadConfig). */
export const SETTINGS = {
  host: { flag: 'host', env: 'EMISORA_HOST', fallback: '0.0.0.0', schema: z.string().min(1, 'host must not be empty') },
  port: { flag: 'port', env: 'EMISORA_PORT', fallback: '8080', schema: port('port') },
  rtmpPort: { flag: 'rtmp-port', env: 'EMISORA_RTMP_PORT', fallback: '1935', schema: port('rtmp-port') },
  flvPort: { flag: 'flv-port', env: 'EMISORA_FLV_PORT', fallback: '8000', schema: port('flv-port') },
  sourcePort: { flag: 'source-port', env: 'EMISORA_SOURCE_PORT', fallback: '8001', schema: port('source-port') },
  dataDir: {
    flag: 'data',
    env: 'EMISORA_DATA_DIR',
    fallback: './data',
    schema: z.string().min(1, 'data must not be empty'),
  },
  publicUrl: {
    flag: 'public-url',
    env: 'EMISORA_PUBLIC_URL',
    fallback: undefined,
    schema: z.url('public-url must be an http(s) URL').optional(),
  },
  logLevel: {
    flag: 'log-level',
    env: 'EMISORA_LOG_LEVEL',
    fallback: 'info',
    schema: z.enum(['debug', 'info', 'warn', 'error']),
  },
  // No fallback here: unset, the zone an admin chose in Configuración applies, else PROGRAMMING.defaultTimezone.
  timezone: {
    flag: 'timezone',
    env: 'EMISORA_TIMEZONE',
    fallback: undefined,
    schema: z.string().refine(isTimeZone, 'timezone must be an IANA time zone name such as Europe/Madrid').optional(),
  },
  spotifyApiBase: {
    flag: 'spotify-api-base',
    env: 'EMISORA_SPOTIFY_API_BASE',
    fallback: DEFAULT_SPOTIFY_API_BASE,
    schema: z
      .url({ protocol: /^https?$/, error: 'spotify-api-base must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  },
  trustProxy: {
    flag: 'trust-proxy',
    env: 'EMISORA_TRUST_PROXY',
    fallback: undefined,
    schema: trustProxySchema.optional(),
  },
  importAllow: {
    flag: 'import-allow',
    env: 'EMISORA_IMPORT_ALLOW',
    fallback: undefined,
    schema: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((cidr) => cidr.trim())
          .filter(Boolean),
      )
      .refine(
        (cidrs) => cidrs.every(isCidr),
        'import-allow must be a comma-separated list of networks such as 192.168.1.0/24',
      )
      .optional(),
  },
  radioBrowserApi: {
    flag: 'radio-browser-api',
    env: 'EMISORA_RADIO_BROWSER_API',
    fallback: DEFAULT_RADIO_BROWSER_API,
    schema: z
      .url({ protocol: /^https?$/, error: 'radio-browser-api must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, '')),
  },
  telegramApi: apiBase('telegram-api', 'EMISORA_TELEGRAM_API', DEFAULT_TELEGRAM_API),
  tuneinApi: apiBase('tunein-api', 'EMISORA_TUNEIN_API', DEFAULT_TUNEIN_API),
  rds: {
    flag: 'rds',
    env: 'EMISORA_RDS',
    fallback: undefined,
    schema: z
      .string()
      .refine(
        (target) => parseRdsTarget(target) !== null,
        'rds must be tcp://host:port, udp://host:port, file:///path or serial:///dev/ttyX?baud=9600',
      )
      .optional(),
  },
  dls: absoluteFile('dls', 'EMISORA_DLS', 'dls must be the absolute path of the DLS text file ODR-PadEnc reads'),
  slides: absoluteFile(
    'slides',
    'EMISORA_SLIDES',
    'slides must be the absolute path of the folder ODR-PadEnc reads slides from',
  ),
  dabAudio: absoluteFile(
    'dab-audio',
    'EMISORA_DAB_AUDIO',
    'dab-audio must be the absolute path of the named pipe ODR-AudioEnc reads (-i)',
  ),
  airOutput: device('air-output', 'EMISORA_AIR_OUTPUT'),
  studioInput: device('studio-input', 'EMISORA_STUDIO_INPUT'),
  offairInput: device('offair-input', 'EMISORA_OFFAIR_INPUT'),
  follow: {
    flag: 'follow',
    env: 'EMISORA_FOLLOW',
    fallback: undefined,
    schema: z
      .url({ protocol: /^https?$/, error: "follow must be the studio station's http(s) address" })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  },
  followTokenFile: {
    flag: 'follow-token-file',
    env: 'EMISORA_FOLLOW_TOKEN_FILE',
    fallback: undefined,
    schema: z.string().min(1, 'follow-token-file must name a file').optional(),
  },
  restore: {
    flag: 'restore',
    env: 'EMISORA_RESTORE',
    fallback: undefined,
    schema: z.string().min(1, 'restore must name a backup archive').optional(),
  },
  ...TAKEOVER_SETTINGS,
} as const;

export type SettingName = keyof typeof SETTINGS;

/** The station's own command-line flags, each taking a value (the desktop app tells them from Chromium's switches). */
export const VALUE_FLAGS: readonly string[] = Object.values(SETTINGS).map((s) => s.flag);
/** The station's flags that take no value. */
export const BOOLEAN_FLAGS: readonly string[] = ['no-demo'];
