import type { Palette } from './flat-scenes';

/** The demo's flat-colour palettes: the bay by day, at dusk and at night, the border's trains, the studio. */
export const PALETTES = {
  day: { sky: [120, 190, 230], accent: [250, 180, 60], land: [70, 130, 90], sea: [30, 100, 160], ink: [40, 40, 55] },
  dusk: { sky: [240, 150, 110], accent: [255, 220, 120], land: [120, 70, 90], sea: [70, 60, 120], ink: [45, 30, 50] },
  night: { sky: [20, 30, 70], accent: [240, 235, 200], land: [40, 50, 80], sea: [15, 40, 90], ink: [10, 10, 25] },
  mist: { sky: [200, 215, 225], accent: [235, 120, 90], land: [110, 140, 130], sea: [70, 120, 150], ink: [50, 55, 65] },
  studio: { sky: [250, 230, 200], accent: [240, 150, 40], land: [60, 60, 70], sea: [60, 60, 70], ink: [30, 30, 40] },
  studioNight: {
    sky: [35, 40, 75],
    accent: [240, 90, 110],
    land: [210, 210, 220],
    sea: [60, 60, 70],
    ink: [230, 230, 240],
  },
  sepia: { sky: [225, 205, 170], accent: [190, 120, 60], land: [150, 120, 90], sea: [110, 95, 80], ink: [60, 45, 35] },
  blueprint: {
    sky: [30, 70, 130],
    accent: [235, 240, 250],
    land: [60, 100, 160],
    sea: [20, 55, 110],
    ink: [235, 240, 250],
  },
} as const satisfies Record<string, Palette>;
