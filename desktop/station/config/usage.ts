import { USAGE_TAKEOVER } from '../standby/takeover/takeover-config';

/** What `--help` prints: each flag of settings.ts with its environment variable and default; keep the two in step. */
export const USAGE = `Usage: npm start -- [options]
  --host HOST        EMISORA_HOST       interface to listen on (default 0.0.0.0)
  --port N           EMISORA_PORT       web, API and /stream port (default 8080)
  --rtmp-port N      EMISORA_RTMP_PORT  RTMP ingest for OBS (default 1935)
  --flv-port N       EMISORA_FLV_PORT   HTTP-FLV output (default 8000)
  --source-port N    EMISORA_SOURCE_PORT Icecast source clients (default 8001; Shoutcast v1 on the next port)
  --data DIR         EMISORA_DATA_DIR   data directory (default ./data)
  --public-url URL   EMISORA_PUBLIC_URL public address used in playlists and links
  --log-level LEVEL  EMISORA_LOG_LEVEL  debug | info | warn | error (default info)
  --timezone ZONE    EMISORA_TIMEZONE   IANA time zone of every schedule time; given, it wins over Configuración's
                                        (default: the zone chosen in Configuración, else Europe/Madrid)
  --spotify-api-base URL  EMISORA_SPOTIFY_API_BASE  music provider Web API (default https://api.spotify.com/v1)
  --no-demo          EMISORA_NO_DEMO=1  do not seed the demo station on first run
  --trust-proxy LIST  EMISORA_TRUST_PROXY  reverse proxies to believe X-Forwarded-For from: addresses, subnets, loopback, or a hop count (default none)
  --import-allow LIST  EMISORA_IMPORT_ALLOW  private networks (CIDR) URL imports may reach, e.g. the studio NAS (default none)
  --rds TARGET       EMISORA_RDS        RDS encoder: tcp://host:port, udp://host:port, file:///path, serial:///dev/ttyS0?baud=9600
  --dls FILE         EMISORA_DLS        DAB+: the DLS text file ODR-PadEnc reads (-t), with DL Plus tags
  --slides DIR       EMISORA_SLIDES     DAB+: the folder ODR-PadEnc reads slides from (-d); holds the current slide
  --radio-browser-api URL  EMISORA_RADIO_BROWSER_API  directory submissions (default https://all.api.radio-browser.info)
  --telegram-api URL / --tunein-api URL  EMISORA_TELEGRAM_API / EMISORA_TUNEIN_API  Difusión's API bases (defaults: the services')
  --air-output DEVICE  EMISORA_AIR_OUTPUT  sound device feeding the transmitter, e.g. plughw:CARD=USB,DEV=0 (ALSA)
  --studio-input DEVICE  EMISORA_STUDIO_INPUT  the studio desk's input device (ALSA), a live source
  --offair-input DEVICE_OR_COMMAND  EMISORA_OFFAIR_INPUT  off-air monitor: ALSA capture device, or a command writing PCM
  --follow URL       EMISORA_FOLLOW     run as the standby of the studio station at URL (its token: EMISORA_FOLLOW_TOKEN)
  --follow-token-file FILE  EMISORA_FOLLOW_TOKEN_FILE  the follower token, read from a file instead
  --restore FILE     EMISORA_RESTORE    replace the data dir with a backup (.tar.gz) at start-up; the old data is kept aside
${USAGE_TAKEOVER}
Environment only: EMISORA_ADMIN_PASSWORD (first run), FFMPEG_PATH (ffmpeg binary), EMISORA_RESOURCES (resources folder),
  EMISORA_BACKUP_PASSPHRASE (encrypts every backup with age, and opens encrypted ones with --restore),
  EMISORA_SUPERVISE=1 (a second process restarts the station after a crash; without it, a service manager does)`;
