import type { Logger } from '../../../core/log';
import type { PushConfig, StreamOutputsRepo } from '../../../repos/broadcast/stream-outputs';
import type { EncoderPool } from '../encoding/encoder-pool';
import { createIcecastPush, type IcecastPush, type PushStatus } from './icecast-push';
import type { StationIdentity } from './ice-headers';
import type { Clock } from '../../../core/clock';

/**
 * The configured Icecast pushes while the station is on air: one source client per enabled row, each
 * subscribed to the shared encoder of its format and bitrate (so its encoder runs because of it).
 */
export function createPushes(deps: {
  pool: EncoderPool;
  repo: StreamOutputsRepo;
  log: Logger;
  station: () => StationIdentity;
  title: () => string;
  clock: Clock;
  /** Where each push goes (a standby's own mount, standby/takeover/standby-pushes.ts); null leaves it out. */
  pushTarget?: ((push: PushConfig) => PushConfig | null) | null;
}) {
  const pushes = new Map<number, IcecastPush>();
  let running = false;

  const same = (a: PushConfig, b: PushConfig) => JSON.stringify(a) === JSON.stringify(b);

  /** Brings the running pushes in line with the table: new ones start, changed ones restart, removed ones stop. */
  function sync() {
    const enabled = running ? deps.repo.list().filter((c) => c.enabled) : [];
    const target = deps.pushTarget;
    const wanted = target ? enabled.flatMap((c) => target(c) ?? []) : enabled;
    const ids = new Set(wanted.map((c) => c.id));
    for (const [id, push] of pushes)
      if (!ids.has(id)) {
        push.stop();
        pushes.delete(id);
      }
    for (const config of wanted) {
      const existing = pushes.get(config.id);
      if (existing && same(existing.config, config)) continue;
      existing?.stop();
      const push = createIcecastPush(config, deps);
      pushes.set(config.id, push);
      push.start();
    }
  }

  return {
    start() {
      running = true;
      sync();
    },
    changed: sync,
    setTitle(title: string) {
      for (const push of pushes.values()) push.setTitle(title);
    },
    status(config: PushConfig): PushStatus {
      const push = pushes.get(config.id);
      if (push) return push.status();
      return { state: config.enabled ? 'stopped' : 'disabled', lastError: null, bytesSent: 0, connectedSince: null };
    },
    stop() {
      running = false;
      sync();
    },
  };
}
