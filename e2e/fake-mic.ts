import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, type Locator } from '@playwright/test';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';

/** The fake microphone: a steady 1 kHz tone, so every take has sound in it. */
function micWav(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-voice-')), 'mic.wav');
  const tone = 'aevalsrc=0.4*sin(2*PI*1000*t):s=48000:d=5';
  execFileSync(resolveFfmpegPath(process.env.FFMPEG_PATH), [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    tone,
    '-ac',
    '1',
    file,
  ]);
  return file;
}

/** A Chromium whose getUserMedia is granted without asking and hears the fake microphone's tone. */
export function browserWithFakeMic(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${micWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * In the link recorder's dialog: records some seconds of the fake microphone (until the talk-over cue has counted
 * down at least twice), stops, and answers the take's length as the dialog states it.
 */
export async function recordTake(dialog: Locator): Promise<number> {
  await dialog.getByRole('button', { name: 'Grabar', exact: true }).click();
  const cue = dialog.getByRole('status');
  await expect(cue).toContainText('Grabando…');
  const first = await cue.textContent();
  await expect(cue).not.toHaveText(first!, { timeout: 10_000 });
  const second = await cue.textContent();
  await expect(cue).not.toHaveText(second!, { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Parar' }).click();
  await expect(dialog.getByText(/^Toma de \d+\.\d s/)).toBeVisible();
  const taken = Number(/Toma de (\d+\.\d) s/.exec((await dialog.getByText(/^Toma de/).textContent())!)![1]);
  expect(taken).toBeGreaterThan(1);
  return taken;
}
