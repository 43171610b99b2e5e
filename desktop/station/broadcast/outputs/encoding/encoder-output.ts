import type { ChildProcess } from 'node:child_process';
import { BYTES_PER_SECOND } from '../../bus/pcm';
import type { Runner, Supervised } from '../../../ffmpeg/runner';
import type { Output, OutputState } from '../../bus/output';

// An encoder that stops reading (hung, or restarting) must not make the bus buffer without bound.
const MAX_STDIN_BACKLOG = 2 * BYTES_PER_SECOND;

export interface EncoderOutput extends Output {
  restarts(): number;
  pid(): number | null;
}

/** An ffmpeg encoder fed bus PCM on stdin, supervised (restarted with backoff) while started. */
export function createEncoderOutput(
  runner: Runner,
  spec: { name: string; command: string; args: readonly string[]; onStart(child: ChildProcess): void },
): EncoderOutput {
  let supervised: Supervised | null = null;
  let restarts = 0;
  return {
    name: spec.name,
    start() {
      if (supervised) return;
      supervised = runner.supervise(
        { name: spec.name, command: spec.command, args: spec.args, stdin: true },
        spec.onStart,
      );
    },
    write(frame) {
      const stdin = supervised?.current()?.stdin;
      if (stdin?.writable && stdin.writableLength < MAX_STDIN_BACKLOG) stdin.write(frame);
    },
    async stop() {
      const stopping = supervised;
      supervised = null;
      if (!stopping) return;
      restarts += stopping.restarts();
      await stopping.stop();
    },
    state: (): OutputState => (supervised ? 'running' : 'stopped'),
    restarts: () => restarts + (supervised?.restarts() ?? 0),
    pid: () => supervised?.current()?.pid ?? null,
  };
}

/**
 * Runs an output only while something consumes it: the first acquire() starts it, and it stops `lingerMs`
 * after the last release() (a player that reconnects at once finds it still running).
 */
export function onDemand(output: Output, lingerMs: number) {
  let consumers = 0;
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    acquire(): () => void {
      const acquiredIn = generation;
      consumers++;
      clearTimeout(timer);
      timer = undefined;
      output.start();
      let released = false;
      return () => {
        if (released || acquiredIn !== generation) return;
        released = true;
        consumers--;
        if (consumers > 0) return;
        timer = setTimeout(() => {
          timer = undefined;
          if (consumers === 0) void output.stop();
        }, lingerMs);
        timer.unref();
      };
    },
    consumers: () => consumers,
    /** Stops now, whoever still consumes it (the station goes off air). */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      consumers = 0;
      generation++;
      await output.stop();
    },
  };
}
export type OnDemand = ReturnType<typeof onDemand>;
