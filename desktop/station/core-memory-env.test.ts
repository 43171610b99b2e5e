import { describe, expect, it } from 'vitest';
import { withCoreMemoryEnv, withCoreNodeFlags } from './core-memory-env';

describe('the core allocator environment', () => {
  it('adds the allocator settings and keeps an operator’s own value', () => {
    const env = withCoreMemoryEnv({ MALLOC_ARENA_MAX: '4', PATH: '/usr/bin' });
    expect(env).toEqual({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      PATH: '/usr/bin',
    });
  });

  it('adds the core’s Node flags unless the same flag is given', () => {
    expect(withCoreNodeFlags(['--import', 'tsx'])).toEqual([
      '--import',
      'tsx',
      '--max-semi-space-size=1',
      '--optimize-for-size',
    ]);
    expect(withCoreNodeFlags(['--max-semi-space-size=4', '--optimize-for-size'])).toEqual([
      '--max-semi-space-size=4',
      '--optimize-for-size',
    ]);
  });
});
