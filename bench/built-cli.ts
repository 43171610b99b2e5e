import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePorts } from '../desktop/station/config/ports';

/** The built headless station (`npm run build`; EMISORA_OUT for another build folder). */
export const builtCli = path.resolve(process.env.EMISORA_OUT ?? 'out', 'main/cli.js');

export interface SpawnedCli {
  child: ChildProcess;
  url: string;
  /** The HTTP, RTMP and FLV ports it was given: pass them back to start it again at the same address. */
  ports: readonly [number, number, number];
}

/** Starts the built CLI on free ports of 127.0.0.1 with `dataDir`; the caller waits for what it measures. */
export async function spawnBuiltCli(options: {
  dataDir: string;
  demo?: boolean;
  env?: Record<string, string>;
  nodeArgs?: readonly string[];
  stdio?: StdioOptions;
  ports?: readonly [number, number, number];
}): Promise<SpawnedCli> {
  if (!fs.existsSync(builtCli)) throw new Error(`${builtCli} missing: run npm run build first`);
  const [port, rtmp, flv] = options.ports ?? ((await freePorts(3)) as [number, number, number]);
  const ports = ['--port', String(port), '--rtmp-port', String(rtmp), '--flv-port', String(flv)];
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      builtCli,
      '--host',
      '127.0.0.1',
      ...ports,
      '--data',
      options.dataDir,
      ...(options.demo === false ? ['--no-demo'] : []),
    ],
    { stdio: options.stdio ?? 'ignore', env: { ...process.env, EMISORA_LOG_LEVEL: 'warn', ...options.env } },
  );
  return { child, url: `http://127.0.0.1:${port}`, ports: [port, rtmp, flv] };
}
