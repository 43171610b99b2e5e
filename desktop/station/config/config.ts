import { parseArgs } from 'node:util';
import type { z } from 'zod';
import fs from 'node:fs';
import { type SettingName, SETTINGS } from './settings';
import type { TakeoverConfig } from '../standby/takeover/takeover-config';

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
  /** resources/ (the station ID, logo) as the desktop app unpacked it; unset: found by walking up from the code. */
  resourcesDir?: string;
  /**
   * The instant (ms) the station's clock reads at start, from EMISORA_CLOCK_START (ISO 8601), which only a station in
   * test mode (EMISORA_TEST_MODE=1) accepts: the end-to-end tests start it on a chosen day and hour.
   */
  clockStart?: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /**
   * IANA time zone of the station: every schedule time is in it. The operator's --timezone/EMISORA_TIMEZONE when
   * given (then `timezoneFixedBy` names it and the admin cannot change it), else what an admin chose in
   * Configuración (startStation reads it from the database), else Europe/Madrid.
   */
  timezone?: string;
  /** The flag or variable that fixed the time zone, when the operator gave one. */
  timezoneFixedBy?: string;
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
  /** ODR-PadEnc's DLS text file and slides folder (DAB+): fixed here, the admin form shows them. */
  dls?: string;
  slides?: string;
  /** The named pipe the bus goes to for ODR-AudioEnc (DAB+), at 48 kHz s16le stereo. */
  dabAudio?: string;
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
  /**
   * Parse every JSON answer of an API route with its table's response schema and fail the request on a mismatch.
   * Test stations set it; unset, it follows NODE_ENV (on in development and test, off for a station on air).
   */
  checkResponses?: boolean;
  /** The studio this station is the standby of (--follow, with its follower token); null or unset: it is a studio. */
  follow?: { url: string; token: string } | null;
  /** How a standby watches the studio and takes the air; unset: the defaults (standby/takeover/). */
  takeover?: TakeoverConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

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
  /** Where an operator gave a setting: its flag, its variable, or nowhere (undefined). */
  const givenBy = (name: SettingName): string | undefined => {
    const s = SETTINGS[name];
    if (typeof flags[s.flag] === 'string') return `--${s.flag}`;
    return env[s.env] ? s.env : undefined;
  };
  const noDemoEnv = env.EMISORA_NO_DEMO;
  const follow = followOf(parse('follow'), parse('followTokenFile'), env);
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
    timezoneFixedBy: givenBy('timezone'),
    restore: parse('restore'),
    trustProxy: parse('trustProxy'),
    importAllow: parse('importAllow'),
    rds: parse('rds'),
    dls: parse('dls'),
    slides: parse('slides'),
    dabAudio: parse('dabAudio'),
    radioBrowserApi: parse('radioBrowserApi'),
    telegramApi: parse('telegramApi'),
    tuneinApi: parse('tuneinApi'),
    airOutput: parse('airOutput'),
    studioInput: parse('studioInput'),
    offairInput: parse('offairInput'),
    // A standby's data is the studio's: a demo seeded into it would be overwritten, or worse, copied nowhere.
    demo: !(follow || flags['no-demo'] === true || noDemoEnv === '1' || noDemoEnv === 'true'),
    follow,
    takeover: {
      takeoverAfterMs: parse('takeoverAfter'),
      handBackAfterMs: parse('handBackAfter'),
      studioMount: parse('studioMount'),
      standbyMount: parse('standbyMount'),
      standbyAir: parse('standbyAir'),
    },
    adminPassword: env.EMISORA_ADMIN_PASSWORD || undefined,
    ffmpegPath: env.FFMPEG_PATH || undefined,
    backupPassphrase: backupPassphrase(env.EMISORA_BACKUP_PASSPHRASE),
    webRoot,
    resourcesDir: env.EMISORA_RESOURCES || undefined,
    clockStart: clockStart(env),
  };
}

/**
 * A station whose clock starts at another instant airs the wrong shows and dates its logs wrongly: refused unless the
 * process says it is a test (a variable no service definition sets by accident), never silently ignored.
 */
function clockStart(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const value = env.EMISORA_CLOCK_START;
  if (!value) return undefined;
  if (env.EMISORA_TEST_MODE !== '1')
    throw new ConfigError('EMISORA_CLOCK_START', 'EMISORA_CLOCK_START is for tests only: set EMISORA_TEST_MODE=1 too');
  const at = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at))
    throw new ConfigError(
      'EMISORA_CLOCK_START',
      `EMISORA_CLOCK_START: an ISO 8601 instant, e.g. 2026-11-29T23:59:00Z (got "${value}")`,
    );
  return at;
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

/**
 * The studio a standby follows and its follower token. The token comes from the environment or a file, never from a
 * flag: a flag would show it to every user of the machine in the process list.
 */
export function followOf(
  url: string | undefined,
  tokenFile: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): { url: string; token: string } | null {
  if (!url) {
    if (tokenFile || env.EMISORA_FOLLOW_TOKEN)
      throw new ConfigError('--follow', '--follow: a follower token was given but no studio to follow (--follow URL)');
    return null;
  }
  let token = env.EMISORA_FOLLOW_TOKEN?.trim();
  if (tokenFile) {
    try {
      token = fs.readFileSync(tokenFile, 'utf8').trim();
    } catch (error) {
      throw new ConfigError(
        '--follow-token-file',
        `--follow-token-file: cannot read ${tokenFile} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  if (!token)
    throw new ConfigError(
      '--follow',
      "--follow: set EMISORA_FOLLOW_TOKEN (or --follow-token-file) to the token created in the studio's admin (Configuración → Estaciones de reserva)",
    );
  return { url, token };
}

/** The config as it may be logged: secrets masked. */
export function describeConfig(config: StationConfig): Record<string, unknown> {
  return {
    ...config,
    adminPassword: config.adminPassword ? '********' : undefined,
    backupPassphrase: config.backupPassphrase ? '********' : undefined,
    follow: config.follow ? { url: config.follow.url, token: '********' } : config.follow,
  };
}
