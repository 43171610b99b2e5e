import { describe, expect, it } from 'vitest';
import { pictureArgs, pictureGraph } from './image-args';

const wide = { width: 1200, height: 800 };

describe('pictureArgs', () => {
  it('renders one frame of a fractal to a JPEG', () => {
    expect(
      pictureArgs(
        { kind: 'fractal', x: -0.7436, y: 0.1318, scale: 0.02, hue: 200, saturation: 1.2 },
        { width: 500, height: 500 },
        '/tmp/c.jpg',
      ),
    ).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'mandelbrot=s=500x500:start_x=-0.7436:start_y=0.1318:start_scale=0.02:maxiter=200:outer=normalized_iteration_count:inner=period',
      '-vf',
      'hue=h=200:s=1.2',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '/tmp/c.jpg',
    ]);
  });
});

describe('pictureGraph', () => {
  it('draws automata at a quarter size, tints them and scales up sharply', () => {
    expect(
      pictureGraph({ kind: 'automaton', rule: 30, seed: 4, ink: [240, 200, 120], paper: [20, 40, 80] }, wide),
    ).toEqual({
      source: 'cellauto=rule=30:s=300x200:full=1:random_fill_ratio=0.5:seed=4',
      filters:
        "format=rgb24,lutrgb=r='20+(240-20)*val/255':g='40+(200-40)*val/255':b='80+(120-80)*val/255',scale=1200:800:flags=neighbor",
    });
  });

  it('lets the game of life evolve for some generations before taking the frame', () => {
    expect(
      pictureGraph(
        { kind: 'life', seed: 3, generation: 30, alive: [255, 209, 102], dead: [7, 59, 76], mould: [17, 138, 178] },
        wide,
      ),
    ).toEqual({
      source: 'life=s=300x200:mold=10:ratio=0.3:seed=3:life_color=0xffd166:death_color=0x073b4c:mold_color=0x118ab2',
      filters: 'trim=start_frame=30,scale=1200:800:flags=neighbor',
    });
  });

  it('draws a blueprint hull as one grey mask, coloured afterwards', () => {
    expect(
      pictureGraph({ kind: 'hull', hullX: 0.5, hullWidth: 0.6, masts: 1, crane: false, style: 'blueprint' }, wide),
    ).toEqual({
      source: 'nullsrc=s=600x400',
      filters:
        "format=gray,geq=lum='if(gt(lt(abs(pow((X-W*0.5)/(W*0.3),2)+pow((Y-H*0.5)/(H*0.22),2)-1),0.02)*gte(Y,H*0.5)" +
        "+lt(abs(Y-H*0.5),2)*lt(abs(X-W*0.5),W*0.3)+lt(abs(X-(W*0.5+W*0.3*0)),3)*between(Y,H*0.12,H*0.5),0),255,0)'," +
        "format=rgb24,lutrgb=r='18+(235-18)*val/255':g='52+(240-52)*val/255':b='110+(250-110)*val/255'," +
        'drawgrid=w=30:h=30:t=1:c=white@0.25,scale=1200:800:flags=bicubic',
    });
  });

  it('ages sepia pictures with grain and a vignette', () => {
    const { filters } = pictureGraph(
      { kind: 'hull', hullX: 0.5, hullWidth: 0.6, masts: 0, crane: true, style: 'sepia' },
      wide,
    );
    expect(filters).toMatch(
      /^format=gray,geq=lum='.*',format=rgb24,colorchannelmixer=\.393:\.769:\.189:0:\.349:\.686:\.168:0:\.272:\.534:\.131,/,
    );
    expect(filters.endsWith(',scale=1200:800:flags=bicubic,noise=alls=18:allf=u,vignette=PI/4')).toBe(true);
  });

  it('paints seascapes and portraits with one geq expression per colour channel', () => {
    const sea = pictureGraph(
      { kind: 'seascape', sky: [1, 2, 3], horizon: [4, 5, 6], sea: [7, 8, 9], sunX: 0.7, sunY: 0.5, waves: 1 },
      wide,
    );
    expect(sea.source).toBe('nullsrc=s=600x400');
    expect(sea.filters).toMatch(
      /^format=rgb24,geq=r='if\(lt\(Y,H\*0\.62\),if\(lt\(hypot\(X-W\*0\.7,Y-H\*0\.5\),W\*0\.07\),255,1\+\(4-1\)\*Y\/\(H\*0\.62\)\),7\*/,
    );
    const face = pictureGraph(
      {
        kind: 'portrait',
        background: [1, 2, 3],
        skin: [4, 5, 6],
        hair: [7, 8, 9],
        shirt: [10, 11, 12],
        headShift: 0,
        longHair: false,
      },
      { width: 400, height: 400 },
    );
    expect(face.source).toBe('nullsrc=s=200x200');
    expect(face.filters).toMatch(
      /^format=rgb24,geq=r='if\(.*,7,if\(.*,4,if\(.*,10,1\*\(1\.1-0\.3\*Y\/H\)\)\)\)':g='.*':b='.*',scale=400:400:flags=bicubic,vignette=PI\/5$/,
    );
  });
});
