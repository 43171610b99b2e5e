import type { OffAirFeed } from '../air-chain/offair-feed';
import type { StudioMic } from '../live/studio-input/studio-mic';
import type { AirTextFeeds } from './air-text-feeds';

// How the engine's start, stop and disposal take along the parts beside the playout: the desk's microphone and the
// feeds that follow the air (RDS, DAB+, the off-air monitor).

export interface LifeAndFollows {
  life: { running(): boolean; start(): Promise<void>; stop(): Promise<void> };
  follows: { dispose(): void };
}

/** The studio desk's input is captured while the station is on air (start to stop), like the outputs. */
export function withMic(
  life: LifeAndFollows['life'],
  follows: LifeAndFollows['follows'],
  mic: StudioMic,
): LifeAndFollows {
  return {
    life: {
      running: life.running,
      async start() {
        await life.start();
        mic.start();
      },
      async stop() {
        await mic.stop();
        await life.stop();
      },
    },
    follows: {
      dispose() {
        follows.dispose();
        mic.dispose();
      },
    },
  };
}

/** The feeds beside the outputs: RDS and DAB+ texts are fed, and the off-air monitor listens, while on air. */
export function withFeeds({ life, follows }: LifeAndFollows, feeds: { texts: AirTextFeeds; offAir: OffAirFeed }) {
  const { texts, offAir } = feeds;
  return {
    rds: texts.rds,
    dab: texts.dab,
    offAir,
    life: {
      running: life.running,
      async start() {
        await life.start();
        texts.start();
        offAir.start();
      },
      async stop() {
        texts.stop();
        await offAir.stop();
        await life.stop();
      },
    },
    follows: {
      dispose() {
        follows.dispose();
        texts.dispose();
        offAir.dispose();
      },
    },
  };
}
