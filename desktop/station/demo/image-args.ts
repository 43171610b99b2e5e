import { type Scene, sceneLayers } from './flat-scenes';
import { flatGeq } from './flat-shapes';

/**
 * Generated pictures for the demo: flat-colour illustrations (coast, trains, boats, microphones, portraits),
 * each one frame of an ffmpeg lavfi source painted by one geq expression per colour channel, saved as JPEG.
 */
export type Picture = Scene;

export interface Size {
  width: number;
  height: number;
}

/** The lavfi source and the filter chain that turn a picture recipe into one frame. */
export function pictureGraph(picture: Picture, size: Size): { source: string; filters: string } {
  // geq is the slow part (every layer is tested at every pixel): paint at most 400 px wide, at least at half
  // size, and scale up; flat shapes survive that with slightly softened edges.
  const factor = Math.max(2, Math.ceil(Math.max(size.width, size.height) / 400));
  const half = `${Math.round(size.width / factor)}x${Math.round(size.height / factor)}`;
  const { background, layers } = sceneLayers(picture);
  return {
    source: `nullsrc=s=${half}`,
    filters: `format=rgb24,${flatGeq(background, layers)},scale=${size.width}:${size.height}:flags=bicubic`,
  };
}

/** Arguments that render a picture to a JPEG file. */
export function pictureArgs(picture: Picture, size: Size, outFile: string): string[] {
  const { source, filters } = pictureGraph(picture, size);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    '-vf',
    filters,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    outFile,
  ];
}
