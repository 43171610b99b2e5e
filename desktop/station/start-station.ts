import { acceptBrowserStudio } from './http/browser-studio-upgrade';
import { divertSources } from './broadcast/live/source-clients/source-ports';
import { createStreamDoor } from './broadcast/mounts/stream-door';
import { createStationServer } from './http/middleware/slow-clients';
import { boundPort, closeServer, listenOrUndo, undoStart } from './station-listen';
import { STATION } from '../../shared/station/station-facts';
import { createEngine } from './broadcast/engine/engine';
import type { Broadcast } from './broadcast/engine/broadcast';
import { recordRestore, restoreAtStart } from './backup/restore-at-start';
import { stationZoneOf } from './config/station-timezone';
import { ConfigError, describeConfig, type StationConfig } from './config/config';
import { assertDataDirUsable } from './config/data-dir';
import { assertPortFree } from './config/ports';
import type { CoreRestartReason, StationContext } from './core/context';
import { createLiveArbiter, type OccurrencesBetween } from './broadcast/live/admission/live-arbiter';
import { liveOccurrences } from './programming/schedule/live-occurrences';
import { openDatabaseAfterCrash } from './reports/as-run-recovery';
import type { Db } from './db/database';
import { ensureAdmin } from './auth/first-admin';
import { liveCredentialsOf } from './auth/live-credentials';
import { createAlerts } from './health/alerts';
import { createListenerStats } from './health/listener-stats';
import { createHealthSettings } from './health/settings';
import { startHealthMonitor } from './health/monitor';
import { createWebhook } from './health/webhook';
import { resolveFfmpegPath } from './ffmpeg/path';
import { createApp } from './http/app';
import { API_GROUPS } from './http/api-groups';
import { createStationEvents } from './events/station-events';
import { createPlannerData } from './programming/planner/planner-data';
import { stationTimeZone } from '../../shared/station/station-time';
import { createLogger, type Logger } from './core/log';
import { createMediaStore } from './media/store';
import { createImportJobs } from './library/import-jobs';
import { type Inbox, startInbox } from './library/inbox';
import { createRepos } from './repos/index';
import { createRelayMonitor } from './relays/relay-monitor';
import { type DifusionTuning, startDifusion } from './difusion/start-difusion';
import { type AddressPolicy, publicAndNetworks } from './uploads/address-policy';
import { seedDemoIfFirstRun } from './demo/seed';
import { type Clock, clockStartingAt, isoNow, systemClock } from './core/clock';
import { keepLogPlan } from './programming/log/keep-plan';
import { createSyndication } from './syndication/syndication';
import { createStandby, type StandbyOptions } from './standby/standby';
import { createStandbyAir, startTakeover } from './standby/takeover/takeover';

export interface StationHandle {
  /** Base URL of the web server, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  context: StationContext;
  /** Resolves when first-run seeding (if any) is finished. */
  ready: Promise<void>;
  /** The watched <data>/inbox folder. */
  inbox: Inbox;
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Builds the broadcast engine; defaults to the real one (createEngine). */
  createBroadcast?: (ctx: Omit<StationContext, 'broadcast' | 'relays'>) => Broadcast;
  /** Called with the generated admin password on first run (the CLI prints it once). */
  onAdminPassword?: (password: string) => void;
  /** Which addresses URL imports may reach (default: the public internet only). */
  downloadAddressPolicy?: AddressPolicy;
  /** How often the relays' status pages are read (default RELAY_POLL_MS, 30 s); tests shorten it. */
  relayPollMs?: number;
  /** The shows' occurrences the live lock reads; tests hand in plain data. */
  occurrencesBetween?: OccurrencesBetween;
  /** Difusión's retry and queue tuning; tests shorten the waits. */
  difusion?: DifusionTuning;
  /** Stops this station and starts it again (core-restart.ts); unset, nothing can restart it. */
  restart?: (reason: CoreRestartReason) => void;
  /** The station's time; else the system's, or one started at --clock-start (tests, demonstrations). */
  clock?: Clock;
  /** How often the syndicated shows' service looks (default SYNDICATION_TICK_MS, a minute); tests shorten it. */
  syndicationTickMs?: number;
  /** A standby's polling of its studio and the hours it aired (standby/standby.ts); tests shorten the polling. */
  standby?: StandbyOptions;
}

const PORT_SETTINGS = [
  ['port', '--port'],
  ['rtmpPort', '--rtmp-port'],
  ['flvPort', '--flv-port'],
] as const;

async function preflight(config: StationConfig): Promise<string> {
  const seen = new Map<number, string>();
  for (const [key, flag] of PORT_SETTINGS) {
    const port = config[key];
    const other = seen.get(port);
    if (other) throw new ConfigError(flag, `${flag}: port ${port} is already used by ${other}`);
    seen.set(port, flag);
    try {
      await assertPortFree(config.host, port);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ConfigError(
        flag,
        `${flag}: cannot listen on ${config.host}:${port} (${code === 'EADDRINUSE' ? 'port in use' : (code ?? 'error')})`,
      );
    }
  }
  return assertDataDirUsable(config.dataDir);
}

/** The technician's alerts, each start and end also sent to the alert webhook when one is set. */
function alertsWithWebhook(deps: {
  db: Db;
  log: Logger;
  clock: Clock;
  healthSettings: ReturnType<typeof createHealthSettings>;
  policy: AddressPolicy;
  shutdown: AbortController;
}) {
  const log = deps.log.child('alerts');
  const webhook = createWebhook({
    log,
    url: () => deps.healthSettings.read().alertWebhookUrl,
    policy: deps.policy,
    signal: deps.shutdown.signal,
  });
  return createAlerts({
    db: deps.db,
    log,
    clock: deps.clock,
    onChange: (event, alert) =>
      void webhook.send({ event: event === 'start' ? 'alert.start' : 'alert.end', station: STATION.name, alert }),
  });
}

/** Starts one station: database, media, broadcast, HTTP. Throws ConfigError before creating anything. */
export async function startStation(config: StationConfig, options: StartOptions = {}): Promise<StationHandle> {
  const clock = options.clock ?? (config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart));
  const log = options.log ?? createLogger(config.logLevel, undefined, undefined, clock);
  const dataDir = await preflight(config);
  log.info('starting', describeConfig({ ...config, dataDir }));
  const restored = await restoreAtStart(config, dataDir, log, clock);

  const db = openDatabaseAfterCrash(dataDir, log);
  // The repositories publish what they commit on these events (events/change-publisher.ts).
  const events = createStationEvents(log.child('events'));
  const repos = createRepos(db, events, clock);
  const media = createMediaStore(dataDir);
  media.clearTemp();
  repos.settings.streaming(); // creates the stream key on first run
  // And the live credentials' secret: never made during a source login, which may meet a full disk.
  liveCredentialsOf({ config: { dataDir }, repos });
  // The zone every time is read in: the operator's flag, else the admin's choice in Configuración (config/station-timezone.ts).
  const stationConfig = { ...config, dataDir, ...stationZoneOf(config, repos.settings) };
  recordRestore(repos, restored, stationConfig.timezone);
  const plannerData = createPlannerData(db, repos, () => stationTimeZone(stationConfig));
  const shutdown = new AbortController();
  const downloadAddressPolicy = options.downloadAddressPolicy ?? publicAndNetworks(config.importAllow ?? []);
  const healthSettings = createHealthSettings(repos.settings);
  const alerts = alertsWithWebhook({ db, log, clock, healthSettings, shutdown, policy: downloadAddressPolicy });
  const ffmpegPath = resolveFfmpegPath(config.ffmpegPath);
  const listenerStats = createListenerStats({ db, log: log.child('audience'), now: clock.now });
  listenerStats.startSampling();
  const base = {
    config: stationConfig,
    log,
    clock,
    db,
    repos,
    events,
    plannerData,
    media,
    ffmpegPath,
    imports: createImportJobs({ repos, media, log, clock, config: stationConfig, ffmpegPath }),
    seeding: { active: false },
    shutdown: shutdown.signal,
    downloadAddressPolicy,
    alerts,
    healthSettings,
    listenerStats,
    live: createLiveArbiter({
      ...{ repos, config: stationConfig },
      occurrencesBetween: liveOccurrences(options, plannerData),
    }),
    ...{ restartCore: options.restart, startedAt: isoNow(clock), standbyAir: createStandbyAir(config) },
  };
  const broadcast = options.createBroadcast ? options.createBroadcast(base) : createEngine(base);
  const relays = relayMonitorFor(base, broadcast, options.relayPollMs);
  broadcast.events.on('nowPlaying', () => relays.noteTitle());
  broadcast.events.on('nowPlaying', keepLogPlan({ ...base, broadcast }));
  const difusion = startDifusion({ ...base, broadcast }, options.difusion);
  const standby = createStandby(base, options.standby);
  const context: StationContext = { ...base, broadcast, relays, difusion, standby };
  await ensureAdmin(context, options.onAdminPassword);
  const app = createApp(context, API_GROUPS);
  const server = createStationServer(app, clock);
  const door = createStreamDoor(context, app.get('trust proxy fn'));
  const diverted = divertSources(server, () => broadcast.sourceInput?.() ?? null, door);
  acceptBrowserStudio(server, context);
  await listenOrUndo(server, config, () => undoStart({ shutdown, listenerStats, broadcast, db }));
  const port = boundPort(server, config.port);
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  log.info(`listening on ${url}`);
  const inbox = startInbox(context);
  const monitor = startHealthMonitor(context);
  startTakeover(context); // a standby's watch over its studio, until the shutdown
  relays.start();
  context.imports.start();
  const syndication = createSyndication(context);
  syndication.start(options.syndicationTickMs);
  standby.start();

  // On air at once: the station ID airs (once an hour) while the first-run demo is seeded behind it, and the planner picks
  // up each demo track as it lands (the library's change events), so a newcomer pressing play hears the station.
  const onAir = broadcast.start().catch((error: unknown) => {
    log.error('broadcast start failed', { error: (error as Error).message });
  });
  const ready = (async () => {
    try {
      if (config.demo) await seedDemoIfFirstRun(context, { signal: context.shutdown });
    } catch (error) {
      log.error('start-up work failed', { error: (error as Error).message });
    }
    await onAir;
  })();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      log.info('stopping');
      shutdown.abort();
      await ready.catch(() => {});
      await standby.stop();
      monitor.stop();
      await syndication.stop();
      await relays.stop();
      await inbox.close();
      await context.imports.close();
      await broadcast.close();
      listenerStats.stop();
      await closeServer(server, diverted);
      db.close();
      log.info('stopped');
    })();
    return stopping;
  };

  return { url, port, context, ready, inbox, stop };
}

/** The relays' status pages, read every `intervalMs`, compared with the title on air. */
function relayMonitorFor(
  base: Pick<StationContext, 'repos' | 'alerts' | 'log' | 'clock' | 'downloadAddressPolicy'>,
  broadcast: Broadcast,
  intervalMs: number | undefined,
) {
  return createRelayMonitor({
    repo: base.repos.relays,
    alerts: base.alerts,
    log: base.log.child('relays'),
    title: () => (broadcast.status().serverRunning ? (broadcast.streamTitle?.() ?? null) : null),
    intervalMs,
    now: base.clock.now,
    policy: base.downloadAddressPolicy,
  });
}
