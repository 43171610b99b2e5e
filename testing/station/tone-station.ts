import { addToneTrack, waitFor } from './test-audio';
import type { StartOptions } from '../../desktop/station/start-station';
import type { StationConfig } from '../../desktop/station/config/config';
import { startTestStation, type TestStation } from './test-station';

/**
 * A real station whose library is tone tracks (`Tono <f>` by `Artista <i>`, one per frequency), returned once
 * rotation is on air: the starting point of the engine tests, which tell tracks apart by their tone.
 */
export async function startToneStation(
  frequencies: readonly number[],
  toneSeconds: number,
  config: Partial<StationConfig> = {},
  options: StartOptions = {},
): Promise<TestStation> {
  const station = await startTestStation(config, options);
  for (const [i, frequency] of frequencies.entries())
    await addToneTrack(station.context, {
      title: `Tono ${frequency}`,
      artist: `Artista ${i}`,
      frequency,
      toneSeconds,
      silence: 0,
    });
  await station.ready;
  await waitFor('rotation on air', () => station.context.broadcast.nowPlaying().current?.source === 'rotation', 15_000);
  return station;
}
