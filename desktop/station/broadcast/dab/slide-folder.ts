import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeSlide } from './dab-slide-image';
import type { SlidePicture } from './dab-sources';
import { replaceFile } from './replace-file';

// The station's own slides; anything else in the folder is the operator's and stays.
const OURS = /^emisora-slide-[0-9a-f]+\.jpg$/;

export interface WrittenSlide {
  dir: string;
  file: string;
  picture: SlidePicture;
  bytes: number;
}

/**
 * The slides folder ODR-PadEnc reads: it holds one slide of ours, the current one. A new picture is made into a
 * slide, moved in whole under a new name (ODR-PadEnc tells slides apart by file name), and then the previous one
 * is removed, so the carousel never runs out and never shows what is no longer on air.
 */
export function createSlideFolder(ffmpegPath: string) {
  let current: WrittenSlide | null = null;

  async function removeOthers(dir: string, keep: string) {
    for (const name of await fs.readdir(dir)) {
      if (OURS.test(name) && name !== keep) await fs.rm(path.join(dir, name), { force: true });
    }
  }

  return {
    current: () => current,
    /** Puts the picture's slide in `dir` unless it is there already; returns what the folder holds. */
    async show(dir: string, picture: SlidePicture): Promise<{ slide: WrittenSlide; fresh: boolean }> {
      if (current && current.dir === dir && current.picture.file === picture.file)
        return { slide: current, fresh: false };
      const slide = await makeSlide(ffmpegPath, picture.file);
      // A name never used before: ODR-PadEnc and receivers know a slide by its name, and would keep an old picture.
      const file = `emisora-slide-${randomBytes(8).toString('hex')}.jpg`;
      // The temporary file is written beside the folder: inside it, ODR-PadEnc would send it as a slide.
      await replaceFile(path.join(dir, file), slide, path.dirname(path.resolve(dir)));
      current = { dir, file, picture, bytes: slide.length };
      await removeOthers(dir, file);
      return { slide: current, fresh: true };
    },
    /** The slideshow stops: our slide leaves the folder. */
    async clear() {
      if (current) await removeOthers(current.dir, '');
      current = null;
    },
  };
}
