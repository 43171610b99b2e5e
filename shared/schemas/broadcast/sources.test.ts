import { describe, expect, it } from 'vitest';
import { sourceCreateSchema, sourceUpdateSchema } from './sources';

const url = (value: string) => sourceCreateSchema.safeParse({ name: 'Fuente', url: value });

describe('source URLs', () => {
  // Literal URL: a source's address as an admin types it (a path on the station), data for the schema, not a call.
  it.each(['/stream', '/api/streaming/player', 'https://radio.example.org/live.mp3', 'http://192.0.2.10:8000/stream'])(
    'accepts %j',
    (value) => {
      expect(url(value).success).toBe(true);
    },
  );

  // A browser reads '//host/x' (and '/\host/x') as another site: the player would pull audio from there.
  it.each([
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'javascript:alert(1)',
    'ftp://evil.example/x',
    'data:audio/mpeg,xx',
    'evil.example/x',
  ])('refuses %j', (value) => {
    expect(url(value).success).toBe(false);
    expect(sourceUpdateSchema.safeParse({ url: value }).success).toBe(false);
  });
});
