/**
 * Flat-colour shapes as ffmpeg geq conditions, so the demo's illustrations stay generated (no image files): a
 * scene is a list of layers, painted back to front, each one flat colour. Coordinates are fractions of the
 * picture (x of its width, y of its height); radii are fractions of the width, so circles stay round.
 */

export type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

export type Shape =
  | { rect: readonly [number, number, number, number] }
  | { circle: readonly [number, number, number] }
  | { ellipse: readonly [number, number, number, number] }
  | { triangle: readonly [Point, Point, Point] }
  /** A ring (circle outline) of the given thickness, optionally only right of its centre (sound waves). */
  | { ring: readonly [number, number, number, number]; rightHalf?: boolean };

export type Layer = Shape & { color: Rgb };

const n = (value: number): string => String(Math.round(value * 10000) / 10000);
const x = (f: number) => `W*${n(f)}`;
const y = (f: number) => `H*${n(f)}`;

/** The geq condition (non-zero inside) for one shape. */
export function inside(shape: Shape): string {
  if ('rect' in shape) {
    const [x0, y0, x1, y1] = shape.rect;
    return `between(X,${x(x0)},${x(x1)})*between(Y,${y(y0)},${y(y1)})`;
  }
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return `lt(hypot(X-${x(cx)},Y-${y(cy)}),${x(r)})`;
  }
  if ('ellipse' in shape) {
    const [cx, cy, rx, ry] = shape.ellipse;
    return `lt(pow((X-${x(cx)})/(${x(rx)}),2)+pow((Y-${y(cy)})/(${y(ry)}),2),1)`;
  }
  if ('ring' in shape) {
    const [cx, cy, r, t] = shape.ring;
    const band = `lt(abs(hypot(X-${x(cx)},Y-${y(cy)})-${x(r)}),${x(t / 2)})`;
    return shape.rightHalf ? `${band}*gt(X,${x(cx)})` : band;
  }
  // With the corners ordered so the signed area is positive, a point is inside when every edge function is <= 0.
  const [a, b, c] = shape.triangle;
  const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const [p, q, r] = area >= 0 ? [a, b, c] : [a, c, b];
  const edge = (s: Point, e: Point) =>
    `lte((X-${x(s[0])})*(${y(e[1])}-${y(s[1])})-(Y-${y(s[1])})*(${x(e[0])}-${x(s[0])}),0)`;
  return `${edge(p, q)}*${edge(q, r)}*${edge(r, p)}`;
}

/** One geq expression per colour channel: the topmost layer a pixel falls in gives its colour. */
export function flatGeq(background: Rgb, layers: readonly Layer[]): string {
  const channel = (c: 0 | 1 | 2) =>
    layers.reduce((below, layer) => `if(${inside(layer)},${layer.color[c]},${below})`, String(background[c]));
  return `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`;
}
