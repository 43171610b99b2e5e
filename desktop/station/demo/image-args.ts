/**
 * Generated pictures for the demo: every picture is one frame of an ffmpeg lavfi source
 * (fractals, cellular automata, per-pixel geq paintings) with colour filters, saved as JPEG.
 */

export type Rgb = readonly [number, number, number];

export type Picture =
  | { kind: 'fractal'; x: number; y: number; scale: number; hue: number; saturation: number }
  | { kind: 'automaton'; rule: number; seed: number; ink: Rgb; paper: Rgb }
  | { kind: 'life'; seed: number; generation: number; alive: Rgb; dead: Rgb; mould: Rgb }
  | { kind: 'seascape'; sky: Rgb; horizon: Rgb; sea: Rgb; sunX: number; sunY: number; waves: number }
  | { kind: 'hull'; hullX: number; hullWidth: number; masts: number; crane: boolean; style: 'sepia' | 'blueprint' }
  | { kind: 'portrait'; background: Rgb; skin: Rgb; hair: Rgb; shirt: Rgb; headShift: number; longHair: boolean };

export interface Size {
  width: number;
  height: number;
}

const hex = ([r, g, b]: Rgb): string => `0x${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const n = (value: number): string => String(Math.round(value * 10000) / 10000);

/** geq needs one expression per colour channel. */
const channels = (toExpr: (channel: 0 | 1 | 2) => string): string =>
  `geq=r='${toExpr(0)}':g='${toExpr(1)}':b='${toExpr(2)}'`;

/** Sky-to-horizon gradient, a sun disc and a sea of interfering sine waves below 62 % height. */
function seascape(p: Extract<Picture, { kind: 'seascape' }>): string {
  const horizon = 'H*0.62';
  return channels((c) => {
    const sky = `${p.sky[c]}+(${p.horizon[c]}-${p.sky[c]})*Y/(${horizon})`;
    const sun = `lt(hypot(X-W*${n(p.sunX)},Y-H*${n(p.sunY)}),W*0.07)`;
    const swell = `sin(X/${n(37 / p.waves)}+6*sin(Y/${n(19 / p.waves)}))*sin(Y/11)`;
    const sea = `${p.sea[c]}*(0.75+0.25*${swell})+${p.horizon[c]}*0.25*exp(-(Y-${horizon})/40)`;
    return `if(lt(Y,${horizon}),if(${sun},255,${sky}),${sea})`;
  });
}

/**
 * A hull side on the slipway: a half-ellipse below the deck line, masts as thin posts and an
 * optional crane; drawn in sepia like an old photograph or as white lines on blueprint blue.
 */
function hull(p: Extract<Picture, { kind: 'hull' }>): string {
  const cx = `W*${n(p.hullX)}`;
  const half = `W*${n(p.hullWidth / 2)}`;
  const deck = 'H*0.5';
  const inHull = `lt(pow((X-${cx})/(${half}),2)+pow((Y-${deck})/(H*0.22),2),1)*gte(Y,${deck})`;
  const masts = Array.from({ length: p.masts }, (_, i) => {
    const mx = `${cx}+${half}*${n((i + 1) / (p.masts + 1) - 0.5)}`;
    return `lt(abs(X-(${mx})),3)*between(Y,H*0.12,${deck})`;
  });
  const crane = p.crane ? ['lt(abs(X-W*0.12),6)*gt(Y,H*0.08)', 'lt(abs(Y-H*0.1),5)*between(X,W*0.12,W*0.45)'] : [];
  const shape = [inHull, ...masts, ...crane].join('+');
  // One grey-level expression instead of three colour ones: geq is the slow part here.
  if (p.style === 'blueprint') {
    const outline = `lt(abs(pow((X-${cx})/(${half}),2)+pow((Y-${deck})/(H*0.22),2)-1),0.02)*gte(Y,${deck})`;
    const lines = [outline, `lt(abs(Y-${deck}),2)*lt(abs(X-${cx}),${half})`, ...masts, ...crane].join('+');
    return `format=gray,geq=lum='if(gt(${lines},0),255,0)',format=rgb24,${inkOnPaper([235, 240, 250], [18, 52, 110])},drawgrid=w=30:h=30:t=1:c=white@0.25`;
  }
  const water = 'gt(Y,H*0.72)';
  const grey = `if(gt(${shape},0),40,if(${water},100+20*sin(X/9+Y/3),205-Y*0.15))`;
  // The classic sepia matrix, applied to the grey picture.
  return `format=gray,geq=lum='${grey}',format=rgb24,colorchannelmixer=.393:.769:.189:0:.349:.686:.168:0:.272:.534:.131`;
}

/** Head and shoulders: ellipses for head, body and hair (a cap, or falling behind the head). */
function portrait(p: Extract<Picture, { kind: 'portrait' }>): string {
  const hx = `W*${n(0.5 + p.headShift)}`;
  const head = `lt(pow((X-${hx})/(W*0.16),2)+pow((Y-H*0.4)/(H*0.2),2),1)`;
  const cap = `lt(pow((X-${hx})/(W*0.18),2)+pow((Y-H*0.33)/(H*0.17),2),1)*lt(Y,H*0.36)`;
  const hair = p.longHair
    ? `${cap}+lt(pow((X-${hx})/(W*0.2),2)+pow((Y-H*0.42)/(H*0.25),2),1)*lt(Y,H*0.64)*(1-${head})`
    : cap;
  const body = `lt(pow((X-W*0.5)/(W*0.36),2)+pow((Y-H*1.02)/(H*0.36),2),1)`;
  const neck = `lt(abs(X-${hx}),W*0.06)*between(Y,H*0.55,H*0.7)`;
  return channels(
    (c) =>
      `if(${hair},${p.hair[c]},if(${head}+${neck},${p.skin[c]},if(${body},${p.shirt[c]},${p.background[c]}*(1.1-0.3*Y/H))))`,
  );
}

/** The lavfi source and the filter chain that turn a picture recipe into one frame. */
export function pictureGraph(picture: Picture, size: Size): { source: string; filters: string } {
  const s = `${size.width}x${size.height}`;
  // Automata and life are drawn at a quarter size and scaled up sharply, like pixel art.
  const small = `${Math.round(size.width / 4)}x${Math.round(size.height / 4)}`;
  const sharpUp = `scale=${size.width}:${size.height}:flags=neighbor`;
  // geq paintings are smooth shapes: drawing them at half size and scaling up costs a quarter.
  const half = `${Math.round(size.width / 2)}x${Math.round(size.height / 2)}`;
  const smoothUp = `scale=${size.width}:${size.height}:flags=bicubic`;
  switch (picture.kind) {
    case 'fractal':
      return {
        source: `mandelbrot=s=${s}:start_x=${n(picture.x)}:start_y=${n(picture.y)}:start_scale=${n(picture.scale)}:maxiter=200:outer=normalized_iteration_count:inner=period`,
        filters: `hue=h=${picture.hue}:s=${n(picture.saturation)}`,
      };
    case 'automaton':
      return {
        source: `cellauto=rule=${picture.rule}:s=${small}:full=1:random_fill_ratio=0.5:seed=${picture.seed}`,
        filters: `format=rgb24,${inkOnPaper(picture.ink, picture.paper)},${sharpUp}`,
      };
    case 'life':
      return {
        source: `life=s=${small}:mold=10:ratio=0.3:seed=${picture.seed}:life_color=${hex(picture.alive)}:death_color=${hex(picture.dead)}:mold_color=${hex(picture.mould)}`,
        filters: `trim=start_frame=${picture.generation},${sharpUp}`,
      };
    case 'seascape':
      return { source: `nullsrc=s=${half}`, filters: `format=rgb24,${seascape(picture)},${smoothUp}` };
    case 'hull':
      return picture.style === 'sepia'
        ? { source: `nullsrc=s=${half}`, filters: `${hull(picture)},${smoothUp},noise=alls=18:allf=u,vignette=PI/4` }
        : { source: `nullsrc=s=${half}`, filters: `${hull(picture)},${smoothUp}` };
    case 'portrait':
      return { source: `nullsrc=s=${half}`, filters: `format=rgb24,${portrait(picture)},${smoothUp},vignette=PI/5` };
  }
}

/** Maps white to ink and black to paper. */
function inkOnPaper(ink: Rgb, paper: Rgb): string {
  const lut = (c: 0 | 1 | 2) => `${paper[c]}+(${ink[c]}-${paper[c]})*val/255`;
  return `lutrgb=r='${lut(0)}':g='${lut(1)}':b='${lut(2)}'`;
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
