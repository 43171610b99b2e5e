import { z } from 'zod';

/**
 * The air output through the studio window (for Windows and macOS, which have no ALSA): the desktop window plays the bus on
 * one of the PC's sound cards with Chromium's `AudioContext.setSinkId`. Its WebSocket, relative to the site.
 */
export const AIR_WINDOW_PATH = '/api/streaming/air-window';

/**
 * "Salida al emisor" names this kind with the prefix: `ventana:<deviceId>` (Chromium's `audiooutput` deviceId,
 * `ventana:default` for the system's default card). Anything else is an ALSA device name, as `--air-output` is.
 */
export const AIR_WINDOW_PREFIX = 'ventana:';

/** The window's deviceId when the device names the window kind, else null (an ALSA device, or none). */
export function windowSinkOf(device: string | null | undefined): string | null {
  if (!device?.startsWith(AIR_WINDOW_PREFIX)) return null;
  return device.slice(AIR_WINDOW_PREFIX.length) || 'default';
}

/** How a screen names the air output's device: the ALSA name, or the window's card by the label it reported. */
export function airDeviceText(device: string, windowDevices: readonly WindowDevice[]): string {
  const sink = windowSinkOf(device);
  if (sink === null) return device;
  const label = windowDevices.find((card) => card.deviceId === sink)?.label ?? sink;
  return `ventana del estudio, ${label}`;
}

export const windowDeviceSchema = z.object({ deviceId: z.string().max(200), label: z.string().max(200) });
export type WindowDevice = z.infer<typeof windowDeviceSchema>;

/** What the station tells a window: the card to play the PCM frames on, or null (only report the devices). */
export const airWindowCommandSchema = z.object({ type: z.literal('sink'), deviceId: z.string().nullable() });
export type AirWindowCommand = z.infer<typeof airWindowCommandSchema>;

/**
 * What a window reports (JSON text frames; the PCM comes the other way as binary frames of s16le stereo 44.1 kHz):
 * `idle` while not asked to play, `playing` on the sink, `failed` with a Spanish reason. `peakDbfs` is measured in
 * the window (an analyser after the ring buffer): what the card is really given.
 */
export const airWindowReportSchema = z.object({
  type: z.literal('report'),
  state: z.enum(['idle', 'playing', 'failed']),
  reason: z.string().max(300).nullable(),
  sinkId: z.string().max(200).nullable(),
  peakDbfs: z.number().nullable(),
  devices: z.array(windowDeviceSchema).max(64),
});
export type AirWindowReport = z.infer<typeof airWindowReportSchema>;
