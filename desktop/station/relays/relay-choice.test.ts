import { describe, expect, it } from 'vitest';
import { type RelayCandidate, relaysWithRoom } from './relay-choice';
import { sameTitle } from './relay-status';

const relay = (
  listenUrl: string,
  listeners: number,
  maxListeners: number | null,
  extra: Partial<RelayCandidate> = {},
) => ({
  listenUrl,
  listeners,
  maxListeners,
  healthy: true,
  contentType: 'audio/mpeg',
  ...extra,
});

describe('which relay takes a new listener', () => {
  it('goes by the room left where the limit is known, then by the fewest listeners where it is not', () => {
    const order = relaysWithRoom(
      [relay('a', 90, 100), relay('b', 10, 50), relay('c', 3, null), relay('d', 1, null), relay('e', 100, 100)],
      'mp3',
    ).map((r) => r.listenUrl);
    expect(order).toEqual(['b', 'a', 'd', 'c']);
  });

  it('leaves out unhealthy relays and those carrying another format', () => {
    const order = relaysWithRoom(
      [
        relay('down', 0, 100, { healthy: false }),
        relay('ogg', 0, 100, { contentType: 'application/ogg' }),
        relay('aac', 0, 100, { contentType: 'audio/aacp' }),
        relay('mp3', 50, 100),
      ],
      'mp3',
    ).map((r) => r.listenUrl);
    expect(order).toEqual(['mp3']);
    expect(relaysWithRoom([relay('ogg', 0, null, { contentType: 'application/ogg' })], 'opus')).toHaveLength(1);
  });
});

describe('whether a relay carries the station title', () => {
  it('accepts the title as Icecast 2.4 shows a UTF-8 in-band title it read as ISO-8859-1', () => {
    expect(sameTitle('Los Túneles - Tramontana', 'Los Túneles - Tramontana')).toBe(true);
    expect(sameTitle('Los TÃºneles - Tramontana', 'Los Túneles - Tramontana')).toBe(true);
    expect(sameTitle('Otra emisora', 'Los Túneles - Tramontana')).toBe(false);
    expect(sameTitle(null, 'Los Túneles - Tramontana')).toBe(false);
  });
});
