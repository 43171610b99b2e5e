import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { restartablePort } from './restartable-port';

export const ICECAST_BIN = '/usr/bin/icecast2';

export interface TestIcecast {
  port: number;
  url: string;
  sourcePassword: string;
  adminPassword: string;
  /** Stops the server (the port stays reserved for restart()). */
  kill(): Promise<void>;
  /** Starts it again on the same port, with the same configuration. */
  restart(): Promise<void>;
  /** Stops it and removes its temp dir. */
  stop(): Promise<void>;
  /** The server's process id (null while stopped). */
  pid(): number | null;
  /** /status-json.xsl sources, always as an array (empty while Icecast's JSON is unreadable). */
  sources(): Promise<Array<Record<string, unknown>>>;
}

/** A `<relay>`: this Icecast pulls `url` (a station mount) and serves it at `localMount`, with its ICY titles. */
export interface IcecastRelay {
  url: string;
  localMount: string;
}

function relayBlock({ url, localMount }: IcecastRelay): string {
  const { hostname, port, pathname } = new URL(url);
  return `<relay><server>${hostname}</server><port>${port || 80}</port><mount>${pathname}</mount>
    <local-mount>${localMount}</local-mount><on-demand>0</on-demand><relay-shoutcast-metadata>1</relay-shoutcast-metadata></relay>`;
}

/** A mount whose listeners Icecast moves to `fallback` when its source goes, and back when it returns (override). */
export interface IcecastFallback {
  mount: string;
  fallback: string;
}

/** The `<mount>` block docs/operator-guide.md gives a station with a standby PC (its "Standby PC" section). */
export const fallbackBlock = ({ mount, fallback }: IcecastFallback) =>
  `<mount><mount-name>${mount}</mount-name><fallback-mount>${fallback}</fallback-mount><fallback-override>1</fallback-override></mount>`;

function config(
  dir: string,
  port: number,
  sourcePassword: string,
  adminPassword: string,
  clients: number,
  relays: readonly IcecastRelay[],
  utf8Mounts: readonly string[],
  fallbacks: readonly IcecastFallback[],
): string {
  return `<icecast>
  <limits><clients>${clients}</clients><sources>8</sources><queue-size>1048576</queue-size><burst-size>65536</burst-size>
    <source-timeout>10</source-timeout><client-timeout>30</client-timeout><header-timeout>15</header-timeout></limits>
  <authentication><source-password>${sourcePassword}</source-password><admin-user>admin</admin-user>
    <admin-password>${adminPassword}</admin-password></authentication>
  <hostname>127.0.0.1</hostname>
  <!-- A relay whose connection failed (a slow start on a loaded machine) is tried again after this many seconds;
       Icecast's default is 120. -->
  <master-update-interval>5</master-update-interval>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  <paths><basedir>/usr/share/icecast2</basedir><logdir>${dir}/log</logdir><pidfile>${dir}/icecast.pid</pidfile>
    <webroot>/usr/share/icecast2/web</webroot><adminroot>/usr/share/icecast2/admin</adminroot></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  <security><chroot>0</chroot>${process.getuid?.() === 0 ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : ''}</security>
  ${relays.map(relayBlock).join('\n  ')}
  ${utf8Mounts.map((m) => `<mount><mount-name>${m}</mount-name><charset>UTF-8</charset></mount>`).join('\n  ')}
  ${fallbacks.map(fallbackBlock).join('\n  ')}
</icecast>
`;
}

async function waitForPort(port: number, up: boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open === up) return;
    if (Date.now() > until) throw new Error(`icecast port ${port} did not ${up ? 'open' : 'close'}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

class IcecastNotUp extends Error {}

const readPid = (file: string): number | null => {
  try {
    return Number(fs.readFileSync(file, 'utf8').trim()) || null;
  } catch {
    return null;
  }
};

/** Debian's icecast2 on a free 127.0.0.1 port with a generated configuration in a temp dir. */
export async function startIcecast(
  options: {
    clients?: number;
    relays?: readonly IcecastRelay[];
    /** Mounts configured `<charset>UTF-8</charset>` (Icecast reads their sources' headers as UTF-8). */
    utf8Mounts?: readonly string[];
    fallbacks?: readonly IcecastFallback[];
  } = {},
): Promise<TestIcecast> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-icecast-'));
  fs.mkdirSync(path.join(dir, 'log'));
  // Icecast drops root to nobody: its log folder must stay writable after that.
  fs.chmodSync(dir, 0o777);
  fs.chmodSync(path.join(dir, 'log'), 0o777);
  const sourcePassword = 'source-secret-1';
  const adminPassword = 'admin-secret-1';
  const file = path.join(dir, 'icecast.xml');
  const pidFile = path.join(dir, 'icecast.pid');
  const writeConfig = (port: number) =>
    fs.writeFileSync(
      file,
      config(
        dir,
        port,
        sourcePassword,
        adminPassword,
        options.clients ?? 100,
        options.relays ?? [],
        options.utf8Mounts ?? [],
        options.fallbacks ?? [],
      ),
    );
  let port = 0;
  let child: ChildProcess | null = null;

  /**
   * Up once the port answers and Icecast has written its pid file (it does after binding). An open port alone can
   * be someone else's: a free port can be taken between choosing it and Icecast binding it (another test, or a
   * second copy of the suite), and then Icecast exits while the port answers.
   */
  async function launch() {
    const started = spawn(ICECAST_BIN, ['-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    // Icecast says why a start failed on stderr (a port taken, a bad configuration) before its log file opens.
    let stderr = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    const exited = new Promise<false>((resolve) => started.once('close', () => resolve(false)));
    const up = (async () => {
      await waitForPort(port, true);
      const until = Date.now() + 10_000;
      while (readPid(pidFile) !== started.pid) {
        if (Date.now() > until || started.exitCode !== null) return false;
        await new Promise((r) => setTimeout(r, 50));
      }
      return true;
    })().catch(() => false);
    if (!(await Promise.race([up, exited])) || started.exitCode !== null) {
      started.kill('SIGKILL');
      child = null;
      throw new IcecastNotUp(
        `icecast did not start on port ${port}: ${stderr.trim().split('\n').slice(-2).join(' | ')}`,
      );
    }
  }
  async function kill() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 3_000).unref();
    });
    await waitForPort(port, false);
  }
  for (let attempt = 1; ; attempt++) {
    port = await restartablePort();
    writeConfig(port);
    try {
      await launch();
      break;
    } catch (error) {
      if (!(error instanceof IcecastNotUp) || attempt === 3) throw error;
    }
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    sourcePassword,
    adminPassword,
    kill,
    async restart() {
      for (let attempt = 1; ; attempt++) {
        try {
          return await launch();
        } catch (error) {
          if (!(error instanceof IcecastNotUp) || attempt === 3) throw error;
        }
      }
    },
    pid: () => child?.pid ?? null,
    async stop() {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async sources() {
      const res = await fetch(`${url}/status-json.xsl`);
      let body: { icestats: { source?: unknown } };
      try {
        body = JSON.parse(await res.text());
      } catch {
        // Icecast 2.4's status-json.xsl can emit invalid JSON while a source is half set up: ask again later.
        return [];
      }
      const source = body.icestats.source;
      return (source === undefined ? [] : Array.isArray(source) ? source : [source]) as Array<Record<string, unknown>>;
    },
  };
}
