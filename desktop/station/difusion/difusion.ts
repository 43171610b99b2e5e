import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import {
  DEFAULT_TEMPLATES,
  type DifusionEvent,
  renderTemplate,
  type TargetState,
  type TargetTestResult,
  type TemplateValues,
} from '../../../shared/schemas/difusion/difusion';
import type { BroadcastEvents } from '../broadcast/engine/broadcast';
import type { Logger } from '../core/log';
import type { BroadcastTargetsRepo, TargetConfig } from '../repos/difusion/broadcast-targets';
import type { AddressPolicy } from '../uploads/address-policy';
import { createDeliveryQueue, type DeliveryQueue } from './delivery-queue';
import { watchOnAir } from './on-air-watch';
import { sendOutbound } from './outbound';
import { type ApiBases, type Post, requestFor } from './target-requests';
import { type Clock, isoNow } from '../core/clock';

export interface DifusionOptions {
  repo: BroadcastTargetsRepo;
  events: EventEmitter<BroadcastEvents>;
  /** The programme on air now (its title), or null outside every slot. */
  programmeNow(): string | null;
  station: string;
  bases: ApiBases;
  policy: AddressPolicy;
  log: Logger;
  signal: AbortSignal;
  clock: Clock;
  /** Tests shorten these. */
  retries?: number;
  retryBaseMs?: number;
  capacity?: number;
  showCheckMs?: number;
}

const EMPTY_STATE: TargetState = { queued: 0, sent: 0, failed: 0, dropped: 0, lastSentAt: null, lastError: null };
const SAMPLE: TemplateValues = { artist: 'Artista de prueba', title: 'Canción de prueba', dedication: 'Para Marta' };

/**
 * "Difusión": posts what goes on air to each enabled target that chose the event, through one queue per
 * target (rate limit, retries with backoff, bounded). Hearing an event only renders text and appends to queues:
 * the engine's emit returns before any network call starts.
 */
export function createDifusion(options: DifusionOptions) {
  const { repo, log } = options;
  // Each post keeps one idempotency key across its retries.
  const queues = new Map<number, DeliveryQueue<{ post: Post; key: string }>>();

  const send = (target: TargetConfig, post: Post, key: string = randomUUID()) =>
    sendOutbound(requestFor(target, post, options.bases, key), options.policy, options.signal);

  function queueOf(id: number) {
    let queue = queues.get(id);
    if (queue) return queue;
    queue = createDeliveryQueue<{ post: Post; key: string }>({
      // Read at each attempt: an edited token or address applies to what is already queued.
      async send({ post, key }) {
        // Disabled or deleted since the post was queued: dropped without a word to the service.
        const target = repo.get(id);
        if (!target?.enabled) return 'skipped';
        await send(target, post, key);
        return 'sent';
      },
      minIntervalMs: () => (repo.get(id)?.minIntervalSeconds ?? 0) * 1000,
      capacity: options.capacity ?? 10,
      retries: options.retries ?? 5,
      retryBaseMs: options.retryBaseMs ?? 2_000,
      signal: options.signal,
      clock: options.clock,
      onRetry: (error, attempt) =>
        log.warn('a Difusión post failed; retrying', { target: id, attempt, error: error.message }),
      onGiveUp: (error) => log.warn('a Difusión post was given up', { target: id, error: error.message }),
    });
    queues.set(id, queue);
    return queue;
  }

  function postFor(target: TargetConfig, event: DifusionEvent | 'test', values: TemplateValues): Post {
    // "Enviar prueba" shows the text of the target's first event, as it will read.
    const shown = event === 'test' ? (target.events[0] ?? 'song') : event;
    const text = renderTemplate(target.templates[shown]?.trim() || DEFAULT_TEMPLATES[shown], values);
    return {
      event,
      text,
      artist: values.artist ?? '',
      title: values.title ?? '',
      show: values.show ?? '',
      station: options.station,
      dedication: values.dedication ?? null,
      at: isoNow(options.clock),
    };
  }

  function announce(event: DifusionEvent, given: TemplateValues): void {
    const values = { station: options.station, show: options.programmeNow() ?? options.station, ...given };
    for (const target of repo.list()) {
      if (!target.enabled || !target.events.includes(event)) continue;
      queueOf(target.id).push({ post: postFor(target, event, values), key: randomUUID() });
    }
  }

  const watch = watchOnAir({
    events: options.events,
    programmeNow: options.programmeNow,
    announce: (event, values) => {
      try {
        announce(event, values);
      } catch (error) {
        // Never back into the engine: a broken target costs its post, not the air.
        log.error('Difusión could not queue a post', { event, error: (error as Error).message });
      }
    },
    showCheckMs: options.showCheckMs ?? 15_000,
  });

  options.signal.addEventListener('abort', () => watch.stop(), { once: true });

  return {
    /** "Enviar prueba": one attempt now, outside the queue and its rate limit, with sample values. */
    async test(target: TargetConfig): Promise<TargetTestResult> {
      const values = { ...SAMPLE, station: options.station, show: options.programmeNow() ?? options.station };
      try {
        await send(target, postFor(target, 'test', values));
        return { ok: true, message: 'Enviado: el destino aceptó la prueba.' };
      } catch (error) {
        return { ok: false, message: `No se pudo enviar: ${(error as Error).message}.` };
      }
    },
    state: (id: number): TargetState => queues.get(id)?.state() ?? EMPTY_STATE,
    forget: (id: number) => queues.delete(id),
    idle: () => Promise.all([...queues.values()].map((q) => q.idle())).then(() => undefined),
    stop: () => watch.stop(),
  };
}
export type Difusion = ReturnType<typeof createDifusion>;
