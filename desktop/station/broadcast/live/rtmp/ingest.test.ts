import { describe, expect, it } from 'vitest';
import { judgePublish, maskKey } from './publish-rules';

const base = {
  app: 'live',
  name: 'Abcdefgh12345678',
  internal: false,
  streamKey: 'Abcdefgh12345678',
  isEnabled: true,
  livePublisher: false,
};

describe('who may publish', () => {
  it('accepts the key on the live app while enabled and idle', () => {
    expect(judgePublish(base)).toBe('accept');
  });
  it('refuses every other case with its reason', () => {
    expect(judgePublish({ ...base, app: 'other' })).toBe('wrong-app');
    expect(judgePublish({ ...base, name: 'Abcdefgh12345679' })).toBe('wrong-key');
    expect(judgePublish({ ...base, isEnabled: false })).toBe('disabled');
    expect(judgePublish({ ...base, livePublisher: true })).toBe('busy');
    expect(judgePublish({ ...base, name: 'emisora' })).toBe('own-output');
  });
  it('lets only our own in-process encoder publish the output name', () => {
    expect(judgePublish({ ...base, name: 'emisora', internal: true })).toBe('internal');
  });
  it('masks the key wherever it appears', () => {
    expect(maskKey('push /live/Abcdefgh12345678 error', 'Abcdefgh12345678')).toBe('push /live/**************** error');
  });
});
