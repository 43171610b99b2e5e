import { describe, expect, it } from 'vitest';
import { inside } from './flat-shapes';
import { pictureArgs, pictureGraph } from './image-args';
import { PALETTES } from './palettes';

describe('pictureArgs', () => {
  it('renders one frame of a flat illustration to a JPEG, painted at half size', () => {
    const args = pictureArgs(
      { scene: 'boat', palette: PALETTES.day, hull: [200, 70, 50], boatX: 0.5, sails: 1 },
      { width: 500, height: 500 },
      '/tmp/c.jpg',
    );
    expect(args.slice(0, 9)).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'nullsrc=s=250x250',
    ]);
    expect(args[9]).toBe('-vf');
    expect(args[10]).toMatch(/^format=rgb24,geq=r='.*':g='.*':b='.*',scale=500:500:flags=bicubic$/);
    expect(args.slice(11)).toEqual(['-frames:v', '1', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', '/tmp/c.jpg']);
  });
});

describe('pictureGraph', () => {
  it('paints layers back to front: the last layer is the outermost if()', () => {
    const { filters } = pictureGraph(
      { scene: 'microphone', palette: PALETTES.studio, waves: 1 },
      { width: 400, height: 400 },
    );
    // Background (the studio wall) innermost, the grille's bar of accent colour on top.
    expect(filters).toMatch(/geq=r='if\(between\(X,W\*0\.36,W\*0\.48\)\*between\(Y,H\*0\.49,H\*0\.51\),240,/);
    expect(filters).toMatch(/,250\)+':g=/);
  });
});

describe('flat shapes', () => {
  it('builds each shape as a geq condition', () => {
    expect(inside({ rect: [0, 0.5, 1, 1] })).toBe('between(X,W*0,W*1)*between(Y,H*0.5,H*1)');
    expect(inside({ circle: [0.5, 0.5, 0.1] })).toBe('lt(hypot(X-W*0.5,Y-H*0.5),W*0.1)');
    expect(inside({ ring: [0.5, 0.5, 0.2, 0.02], rightHalf: true })).toBe(
      'lt(abs(hypot(X-W*0.5,Y-H*0.5)-W*0.2),W*0.01)*gt(X,W*0.5)',
    );
  });

  it('tests triangles the same whichever way their corners are listed', () => {
    const a = inside({
      triangle: [
        [0, 1],
        [0.5, 0],
        [1, 1],
      ],
    });
    const b = inside({
      triangle: [
        [0, 1],
        [1, 1],
        [0.5, 0],
      ],
    });
    expect(a).toBe(b);
  });
});
