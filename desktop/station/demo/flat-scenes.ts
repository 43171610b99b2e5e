import type { Layer, Rgb } from './flat-shapes';

/** The five flat colours of an illustration. */
export interface Palette {
  sky: Rgb;
  /** Sun, sail, light: the warm accent. */
  accent: Rgb;
  land: Rgb;
  sea: Rgb;
  /** Dark details: rails, windows, the microphone's grille. */
  ink: Rgb;
}

export type Scene =
  | { scene: 'coast'; palette: Palette; sunX: number; lighthouse: boolean }
  | { scene: 'train'; palette: Palette; body: Rgb; coaches: number }
  | { scene: 'boat'; palette: Palette; hull: Rgb; boatX: number; sails: 1 | 2 }
  | { scene: 'microphone'; palette: Palette; waves: number }
  | {
      scene: 'portrait';
      background: Rgb;
      skin: Rgb;
      hair: Rgb;
      shirt: Rgb;
      headShift: number;
      longHair: boolean;
    };

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** Hills behind the bay: two overlapping triangles in the land colour and a lighter one in front. */
const hills = (p: Palette, horizon: number): Layer[] => [
  {
    triangle: [
      [-0.1, horizon],
      [0.3, horizon - 0.32],
      [0.7, horizon],
    ],
    color: mix(p.land, p.sky, 0.35),
  },
  {
    triangle: [
      [0.35, horizon],
      [0.78, horizon - 0.26],
      [1.15, horizon],
    ],
    color: mix(p.land, p.sky, 0.2),
  },
  {
    triangle: [
      [-0.05, horizon],
      [0.12, horizon - 0.18],
      [0.42, horizon],
    ],
    color: p.land,
  },
];

/** Flat wave stripes on the sea. */
const waves = (p: Palette, from: number): Layer[] =>
  [0.1, 0.45, 0.75, 0.25, 0.6].map((wx, i) => ({
    rect: [wx, from + 0.06 + i * 0.055, wx + 0.14, from + 0.068 + i * 0.055] as const,
    color: mix(p.sea, [255, 255, 255], 0.35),
  }));

function coast(s: Extract<Scene, { scene: 'coast' }>): Layer[] {
  const p = s.palette;
  const horizon = 0.62;
  const lighthouse: Layer[] = s.lighthouse
    ? [
        { rect: [0.8, horizon - 0.24, 0.84, horizon], color: [245, 245, 240] },
        { rect: [0.8, horizon - 0.18, 0.84, horizon - 0.14], color: p.ink },
        { rect: [0.8, horizon - 0.08, 0.84, horizon - 0.04], color: p.ink },
        {
          triangle: [
            [0.79, horizon - 0.24],
            [0.82, horizon - 0.3],
            [0.85, horizon - 0.24],
          ],
          color: p.ink,
        },
        { circle: [0.82, horizon - 0.27, 0.012], color: p.accent },
      ]
    : [];
  return [
    { circle: [s.sunX, 0.28, 0.08], color: p.accent },
    ...hills(p, horizon),
    { rect: [0, horizon, 1, 1], color: p.sea },
    ...waves(p, horizon),
    {
      triangle: [
        [0.62, 1],
        [1.05, horizon - 0.02],
        [1.05, 1],
      ],
      color: mix(p.land, p.ink, 0.3),
    },
    ...lighthouse,
  ];
}

function train(s: Extract<Scene, { scene: 'train' }>): Layer[] {
  const p = s.palette;
  const rail = 0.78;
  const coach = (i: number): Layer[] => {
    const x0 = 0.08 + i * 0.3;
    const x1 = x0 + 0.27;
    const windows = [0.04, 0.1, 0.16].map((dx) => ({
      rect: [x0 + dx, rail - 0.2, x0 + dx + 0.045, rail - 0.13] as const,
      color: mix(p.sky, [255, 255, 255], 0.5),
    }));
    return [
      { rect: [x0, rail - 0.24, x1, rail - 0.04], color: i === 0 ? s.body : mix(s.body, p.accent, 0.25) },
      { rect: [x0, rail - 0.09, x1, rail - 0.065], color: p.accent },
      ...windows,
      { circle: [x0 + 0.05, rail - 0.025, 0.025], color: p.ink },
      { circle: [x1 - 0.05, rail - 0.025, 0.025], color: p.ink },
    ];
  };
  return [
    { circle: [0.82, 0.2, 0.06], color: p.accent },
    ...hills(p, 0.62),
    { rect: [0, 0.62, 1, 1], color: mix(p.land, p.accent, 0.15) },
    { rect: [0, rail, 1, rail + 0.02], color: p.ink },
    ...Array.from({ length: 12 }, (_, i) => ({
      rect: [i * 0.09, rail + 0.02, i * 0.09 + 0.03, rail + 0.05] as const,
      color: mix(p.ink, p.land, 0.4),
    })),
    ...Array.from({ length: Math.max(1, Math.min(3, s.coaches)) }, (_, i) => coach(i)).flat(),
    // The engine's nose and lamp, at the front of the first coach.
    {
      triangle: [
        [0.08, rail - 0.24],
        [0.02, rail - 0.04],
        [0.08, rail - 0.04],
      ],
      color: s.body,
    },
    { circle: [0.055, rail - 0.08, 0.012], color: p.accent },
  ];
}

function boat(s: Extract<Scene, { scene: 'boat' }>): Layer[] {
  const p = s.palette;
  const horizon = 0.6;
  const cx = s.boatX;
  const deck = 0.68;
  const sails: Layer[] = [
    {
      triangle: [
        [cx + 0.01, deck - 0.42],
        [cx + 0.01, deck - 0.04],
        [cx + 0.2, deck - 0.04],
      ],
      color: p.accent,
    },
    ...(s.sails === 2
      ? [
          {
            triangle: [
              [cx - 0.01, deck - 0.36],
              [cx - 0.01, deck - 0.04],
              [cx - 0.17, deck - 0.04],
            ],
            color: mix(p.accent, [255, 255, 255], 0.5),
          } as Layer,
        ]
      : []),
  ];
  return [
    { circle: [0.18, 0.22, 0.07], color: mix(p.accent, [255, 255, 255], 0.3) },
    ...hills(p, horizon).slice(0, 2),
    { rect: [0, horizon, 1, 1], color: p.sea },
    ...waves(p, horizon + 0.1),
    { rect: [cx - 0.008, deck - 0.44, cx + 0.008, deck], color: p.ink },
    ...sails,
    // Hull: a band with sloping bow and stern.
    { rect: [cx - 0.2, deck, cx + 0.2, deck + 0.08], color: s.hull },
    {
      triangle: [
        [cx + 0.2, deck],
        [cx + 0.28, deck],
        [cx + 0.2, deck + 0.08],
      ],
      color: s.hull,
    },
    {
      triangle: [
        [cx - 0.2, deck],
        [cx - 0.26, deck],
        [cx - 0.2, deck + 0.08],
      ],
      color: s.hull,
    },
    { rect: [cx - 0.2, deck + 0.015, cx + 0.22, deck + 0.03], color: [245, 245, 240] },
  ];
}

function microphone(s: Extract<Scene, { scene: 'microphone' }>): Layer[] {
  const p = s.palette;
  const cx = 0.42;
  const arcs = Array.from({ length: Math.max(1, Math.min(3, s.waves)) }, (_, i) => ({
    ring: [cx, 0.32, 0.16 + i * 0.065, 0.016] as const,
    rightHalf: true,
    color: i % 2 === 0 ? p.accent : mix(p.accent, p.sky, 0.4),
  }));
  return [
    ...arcs,
    { rect: [cx - 0.012, 0.5, cx + 0.012, 0.84], color: p.ink },
    { ellipse: [cx, 0.86, 0.13, 0.04], color: p.ink },
    { rect: [cx - 0.06, 0.42, cx + 0.06, 0.56], color: p.land },
    { ellipse: [cx, 0.3, 0.1, 0.2], color: mix(p.land, [255, 255, 255], 0.6) },
    ...[0.2, 0.26, 0.32, 0.38].map((gy) => ({
      rect: [cx - 0.085, gy, cx + 0.085, gy + 0.012] as const,
      color: mix(p.land, p.ink, 0.2),
    })),
    { rect: [cx - 0.06, 0.49, cx + 0.06, 0.51], color: p.accent },
  ];
}

/** A flat avatar: shoulders, neck, face with eyes and a smile, and hair (a cap, or falling behind the head). */
function portrait(s: Extract<Scene, { scene: 'portrait' }>): Layer[] {
  const hx = 0.5 + s.headShift;
  const dark: Rgb = [40, 35, 40];
  const hairBehind: Layer[] = s.longHair ? [{ ellipse: [hx, 0.46, 0.22, 0.28], color: s.hair }] : [];
  return [
    ...hairBehind,
    { ellipse: [0.5, 1.02, 0.38, 0.34], color: s.shirt },
    { rect: [hx - 0.06, 0.52, hx + 0.06, 0.7], color: mix(s.skin, dark, 0.12) },
    { ellipse: [hx, 0.42, 0.16, 0.2], color: s.skin },
    { ellipse: [hx, 0.29, 0.17, 0.1], color: s.hair },
    { circle: [hx - 0.06, 0.42, 0.016], color: dark },
    { circle: [hx + 0.06, 0.42, 0.016], color: dark },
    // The smile: the lower half of a thin ring.
    {
      ring: [hx, 0.47, 0.06, 0.014],
      color: mix(s.skin, dark, 0.55),
    },
    { rect: [hx - 0.08, 0.4, hx + 0.08, 0.495], color: s.skin },
    { circle: [hx - 0.06, 0.42, 0.016], color: dark },
    { circle: [hx + 0.06, 0.42, 0.016], color: dark },
  ];
}

/** Background colour and layers (back to front) of a scene. */
export function sceneLayers(s: Scene): { background: Rgb; layers: Layer[] } {
  switch (s.scene) {
    case 'coast':
      return { background: s.palette.sky, layers: coast(s) };
    case 'train':
      return { background: s.palette.sky, layers: train(s) };
    case 'boat':
      return { background: s.palette.sky, layers: boat(s) };
    case 'microphone':
      return { background: s.palette.sky, layers: microphone(s) };
    case 'portrait':
      return { background: s.background, layers: portrait(s) };
  }
}
