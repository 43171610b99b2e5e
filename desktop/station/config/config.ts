import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseRdsTarget } from '../../../shared/schemas/rds';
import { PROGRAMMING } from '../../../shared/station-rules';
import { isTimeZone } from '../../../shared/station-time';
import { isCidr } from '../uploads/address-policy';

/** Configuration of one station process: parsed once, then passed down. */
export interface StationConfig {
  host: string;
  port: number;
  rtmpPort: number;
  flvPort: number;
  /** Icecast source clients' own port (Shoutcast v1 on the next one); unset: sources use the main port only. */
  sourcePort?: number;
  dataDir: string;
  demo: boolean;
  adminPassword: string | undefined;
  ffmpegPath: string | undefined;
  publicUrl: string | undefined;
  /** Directory of the built web app (index.html and assets). */
  webRoot: string | undefined;
  /** resources/ (station-ID loop, logo) as the desktop app unpacked it; unset: found by walking up from the code. */
  resourcesDir?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** IANA time zone of the station: every schedule time is in it. Optional so hand-built configs keep compiling (default Europe/Madrid). */
  timezone?: string;
  /** Music provider's Web API base the public site calls (tests point it at a local fake). Optional so hand-built configs keep compiling. */
  spotifyApiBase?: string;
  /** A backup archive to verify and swap in as the data dir before the station opens it. */
  restore?: string;
  /** Encrypts every backup (age, scrypt) and opens encrypted ones on restore; environment only, never logged. */
  backupPassphrase?: string;
  /** Reverse proxies whose X-Forwarded-For is believed (Express `trust proxy`): addresses/subnets or a hop count. None by default. */
  trustProxy?: string | number;
  /** Private networks (CIDR) an admin may import tracks from by URL, e.g. the station's NAS; none by default. */
  importAllow?: string[];
  /** The RDS encoder (tcp://, udp://, file:///, serial:///dev/ttyX?baud=9600): fixed here, the admin form shows it. */
  rds?: string;
  /** radio-browser.info's API base for the "Directorios" submission (tests point it at a local receiver). */
  radioBrowserApi?: string;
  /** Telegram's Bot API and TuneIn AIR's bases for "Difusión" (tests point them at local receivers). */
  telegramApi?: string;
  tuneinApi?: string;
  /** The sound device feeding the transmitter (on Linux an ALSA name); the admin's setting overrides it. */
  airOutput?: string;
  /** The studio desk's input device (ALSA), a live source. */
  studioInput?: string;
  /** What the transmitter radiates: an ALSA capture device, or a command writing s16le 44.1 kHz stereo to stdout. */
  offairInput?: string;
}

export const DEFAULT_SPOTIFY_API_BASE = 'https://api.spotify.com/v1';
/** radio-browser's round-robin name for its API servers (its docs: any of them takes a submission). */
export const DEFAULT_RADIO_BROWSER_API = 'https://all.api.radio-browser.info';
export const DEFAULT_TELEGRAM_API = 'https://api.telegram.org';
// TuneIn documents AIR at plain http (what every client uses); an operator may set https with --tunein-api.
export const DEFAULT_TUNEIN_API = 'http://air.radiotime.com';

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

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

const apiBase = <F extends string, E extends string>(flag: F, env: E, fallback: string) => ({
  flag,
  env,
  fallback,
  schema: z
    .url({ protocol: /^https?$/, error: `${flag} must be an http(s) URL` })
    .transform((url) => url.replace(/\/+$/, '')),
});

/** Each setting: flag name, env var, default, parser. */
const SETTINGS = {
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
  timezone: {
    flag: 'timezone',
    env: 'EMISORA_TIMEZONE',
    fallback: PROGRAMMING.defaultTimezone,
    schema: z.string().refine(isTimeZone, 'timezone must be an IANA time zone name such as Europe/Madrid'),
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
  airOutput: device('air-output', 'EMISORA_AIR_OUTPUT'),
  studioInput: device('studio-input', 'EMISORA_STUDIO_INPUT'),
  offairInput: device('offair-input', 'EMISORA_OFFAIR_INPUT'),
  restore: {
    flag: 'restore',
    env: 'EMISORA_RESTORE',
    fallback: undefined,
    schema: z.string().min(1, 'restore must name a backup archive').optional(),
  },
} as const;

type SettingName = keyof typeof SETTINGS;

/** The station's own command-line flags, each taking a value (the desktop app tells them from Chromium's switches). */
export const VALUE_FLAGS: readonly string[] = Object.values(SETTINGS).map((s) => s.flag);
/** The station's flags that take no value. */
export const BOOLEAN_FLAGS: readonly string[] = ['no-demo'];

export interface ConfigSources {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Default data dir when no flag or env sets one (Electron passes its userData folder). */
  defaultDataDir?: string;
  webRoot?: string;
}

/** Defaults → environment → flags. Throws ConfigError naming the first bad setting. */
export function loadConfig({ argv, env, defaultDataDir, webRoot }: ConfigSources): StationConfig {
  let flags: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(Object.values(SETTINGS).map((s) => [s.flag, { type: 'string' as const }]));
    flags = parseArgs({
      args: [...argv],
      options: { ...options, 'no-demo': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new ConfigError('arguments', (error as Error).message);
  }
  const raw = (name: SettingName): string | undefined => {
    const s = SETTINGS[name];
    const flag = flags[s.flag];
    if (typeof flag === 'string') return flag;
    const fromEnv = env[s.env];
    if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
    if (name === 'dataDir' && defaultDataDir) return defaultDataDir;
    return s.fallback;
  };
  const parse = <N extends SettingName>(name: N): z.output<(typeof SETTINGS)[N]['schema']> => {
    const s = SETTINGS[name];
    const result = s.schema.safeParse(raw(name));
    if (!result.success) {
      const source = typeof flags[s.flag] === 'string' ? `--${s.flag}` : env[s.env] ? s.env : `--${s.flag}`;
      throw new ConfigError(
        source,
        `${source}: ${result.error.issues[0]?.message ?? 'invalid value'} (got "${raw(name)}")`,
      );
    }
    return result.data as z.output<(typeof SETTINGS)[N]['schema']>;
  };
  const noDemoEnv = env.EMISORA_NO_DEMO;
  return {
    host: parse('host'),
    port: parse('port'),
    rtmpPort: parse('rtmpPort'),
    flvPort: parse('flvPort'),
    sourcePort: parse('sourcePort'),
    dataDir: parse('dataDir'),
    publicUrl: parse('publicUrl'),
    logLevel: parse('logLevel'),
    spotifyApiBase: parse('spotifyApiBase'),
    timezone: parse('timezone'),
    restore: parse('restore'),
    trustProxy: parse('trustProxy'),
    importAllow: parse('importAllow'),
    rds: parse('rds'),
    radioBrowserApi: parse('radioBrowserApi'),
    telegramApi: parse('telegramApi'),
    tuneinApi: parse('tuneinApi'),
    airOutput: parse('airOutput'),
    studioInput: parse('studioInput'),
    offairInput: parse('offairInput'),
    demo: !(flags['no-demo'] === true || noDemoEnv === '1' || noDemoEnv === 'true'),
    adminPassword: env.EMISORA_ADMIN_PASSWORD || undefined,
    ffmpegPath: env.FFMPEG_PATH || undefined,
    backupPassphrase: backupPassphrase(env.EMISORA_BACKUP_PASSPHRASE),
    webRoot,
    resourcesDir: env.EMISORA_RESOURCES || undefined,
  };
}

// age's advice for a passphrase that has to resist offline guessing: at least 8-10 random characters.
const MIN_PASSPHRASE = 12;

/** Environment only: a flag would show the passphrase to every user of the machine in the process list. */
function backupPassphrase(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if ([...value].length < MIN_PASSPHRASE)
    throw new ConfigError(
      'EMISORA_BACKUP_PASSPHRASE',
      `EMISORA_BACKUP_PASSPHRASE: use at least ${MIN_PASSPHRASE} characters (a few random words), it protects the backups' secrets`,
    );
  return value;
}

/** The config as it may be logged: secrets masked. */
export function describeConfig(config: StationConfig): Record<string, unknown> {
  return {
    ...config,
    adminPassword: config.adminPassword ? '********' : undefined,
    backupPassphrase: config.backupPassphrase ? '********' : undefined,
  };
}

export const USAGE = `Usage: npm start -- [options]
  --host HOST        EMISORA_HOST       interface to listen on (default 0.0.0.0)
  --port N           EMISORA_PORT       web, API and /stream port (default 8080)
  --rtmp-port N      EMISORA_RTMP_PORT  RTMP ingest for OBS (default 1935)
  --flv-port N       EMISORA_FLV_PORT   HTTP-FLV output (default 8000)
  --source-port N    EMISORA_SOURCE_PORT Icecast source clients (default 8001; Shoutcast v1 on the next port)
  --data DIR         EMISORA_DATA_DIR   data directory (default ./data)
  --public-url URL   EMISORA_PUBLIC_URL public address used in playlists and links
  --log-level LEVEL  EMISORA_LOG_LEVEL  debug | info | warn | error (default info)
  --timezone ZONE    EMISORA_TIMEZONE   IANA time zone of every schedule time (default Europe/Madrid)
  --spotify-api-base URL  EMISORA_SPOTIFY_API_BASE  music provider Web API (default https://api.spotify.com/v1)
  --no-demo          EMISORA_NO_DEMO=1  do not seed the demo station on first run
  --trust-proxy LIST  EMISORA_TRUST_PROXY  reverse proxies to believe X-Forwarded-For from: addresses, subnets, loopback, or a hop count (default none)
  --import-allow LIST  EMISORA_IMPORT_ALLOW  private networks (CIDR) URL imports may reach, e.g. the studio NAS (default none)
  --rds TARGET       EMISORA_RDS        RDS encoder: tcp://host:port, udp://host:port, file:///path, serial:///dev/ttyS0?baud=9600
  --radio-browser-api URL  EMISORA_RADIO_BROWSER_API  directory submissions (default https://all.api.radio-browser.info)
  --telegram-api URL / --tunein-api URL  EMISORA_TELEGRAM_API / EMISORA_TUNEIN_API  Difusión's API bases (defaults: the services')
  --air-output DEVICE  EMISORA_AIR_OUTPUT  sound device feeding the transmitter, e.g. plughw:CARD=USB,DEV=0 (ALSA)
  --studio-input DEVICE  EMISORA_STUDIO_INPUT  the studio desk's input device (ALSA), a live source
  --offair-input DEVICE_OR_COMMAND  EMISORA_OFFAIR_INPUT  off-air monitor: ALSA capture device, or a command writing PCM
  --restore FILE     EMISORA_RESTORE    replace the data dir with a backup (.tar.gz) at start-up; the old data is kept aside
Environment only: EMISORA_ADMIN_PASSWORD (first run), FFMPEG_PATH (ffmpeg binary), EMISORA_RESOURCES (resources folder),
  EMISORA_BACKUP_PASSPHRASE (encrypts every backup with age, and opens encrypted ones with --restore)`;
