import type { Logger } from '../../../core/log';
import { type Ingest, type IngestOptions, startIngest } from './ingest';

/**
 * The live input's server (RTMP and HTTP-FLV, ingest.ts) as the engine holds it: started with the air, and when it
 * cannot start (a port taken), the rotation goes on without it and the status says 'error'.
 */
export function createLiveIngest(options: Omit<IngestOptions, 'log'>, log: Logger) {
  let ingest: Ingest | null = null;
  let failed = false;

  return {
    async start(): Promise<void> {
      try {
        ingest = await startIngest({ ...options, log: log.child('ingest') });
        failed = false;
      } catch (error) {
        failed = true;
        log.error('live ingest could not start; rotation continues without it', { error: (error as Error).message });
      }
    },
    async stop(): Promise<void> {
      await ingest?.stop();
      ingest = null;
    },
    /** Whether it runs, and whether its last start failed. */
    info: () => ({ up: ingest !== null, failed }),
    /** The FLV output the encoders feed, while the server runs. */
    openOutput: () => (ingest ? ingest.openOutput : null),
    running: () => ingest !== null,
    /** Tells the publisher why it may not publish (an RTMP status it shows), then closes its connection. */
    refusePublisher(reason: string) {
      ingest?.refusePublisher(reason);
    },
    /** Closes the publisher's connection, if one is publishing; true when it did. */
    dropPublisher(): boolean {
      if (!ingest?.publisher()) return false;
      ingest.dropPublisher();
      return true;
    },
  };
}
export type LiveIngest = ReturnType<typeof createLiveIngest>;
