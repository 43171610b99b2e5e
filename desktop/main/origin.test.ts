import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, originOf, SETUP_ORIGIN, windowOrigin } from './origin';

const OURS = ['http://127.0.0.1:8080', SETUP_ORIGIN];

describe('exact origins', () => {
  it('accepts our pages', () => {
    expect(isAllowedOrigin('http://127.0.0.1:8080/studio', OURS)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', OURS)).toBe(true);
    expect(isAllowedOrigin('emisora://app/setup', OURS)).toBe(true);
  });

  it('refuses what a prefix check let through', () => {
    // startsWith('http://127.0.0.1:8080') accepted all of these.
    expect(isAllowedOrigin('http://127.0.0.1:8080@evil.example/', OURS)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:80800/studio', OURS)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:8080.evil.example/', OURS)).toBe(false);
    expect(isAllowedOrigin('emisora://app.evil/setup', OURS)).toBe(false);
  });

  it('keeps localhost and 127.0.0.1 apart: the window uses 127.0.0.1 only', () => {
    expect(isAllowedOrigin('http://localhost:8080/studio', OURS)).toBe(false);
    expect(windowOrigin('http://localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(windowOrigin('http://0.0.0.0:9000')).toBe('http://127.0.0.1:9000');
  });

  it('refuses other schemes and garbage', () => {
    expect(isAllowedOrigin('https://127.0.0.1:8080/studio', OURS)).toBe(false);
    expect(isAllowedOrigin('file:///etc/passwd', OURS)).toBe(false);
    expect(isAllowedOrigin('not a url', OURS)).toBe(false);
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});
