import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DifusionEvent, TemplateValues } from '../../../shared/schemas/difusion/difusion';
import type { NowPlayingItem } from '../../../shared/schemas/broadcast/streaming';
import type { BroadcastEvents, BroadcastStatus } from '../broadcast/engine/broadcast';
import { watchOnAir } from './on-air-watch';

const item = (title: string, source: NowPlayingItem['source'], startedAt: string): NowPlayingItem => ({
  ...{ trackId: 1, title, artist: 'Sílvia Pérez Cruz', album: null, coverImageUrl: null },
  ...{ startedAt, duration: 180, source },
});
const playing = (current: NowPlayingItem | null, listeners = 3, serverRunning = true) => ({
  ...{ current, next: null, history: [], listeners, serverRunning, isLive: false },
});
const status = (isLive: boolean) => ({ isLive }) as BroadcastStatus;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function watch(programme: () => string | null = () => null) {
  const events = new EventEmitter<BroadcastEvents>();
  const announced: Array<[DifusionEvent, TemplateValues]> = [];
  const watcher = watchOnAir({
    events,
    programmeNow: programme,
    announce: (event, values) => announced.push([event, values]),
    showCheckMs: 20,
  });
  stop = watcher.stop;
  return { events, announced };
}

describe('what Difusión hears from the engine', () => {
  it('a new song once, not a listener count update, a jingle, a spot or a stopped engine', () => {
    const { events, announced } = watch();
    events.emit('nowPlaying', playing(item('Corrandes', 'rotation', 't1')));
    events.emit('nowPlaying', playing(item('Corrandes', 'rotation', 't1'), 40));
    events.emit('nowPlaying', playing(item('Cuña del horno', 'spot', 't2')));
    events.emit('nowPlaying', playing(item('Indicativo', 'jingle', 't3')));
    events.emit('nowPlaying', playing(item('Mañana', 'playlist', 't4'), 3, false));
    events.emit('nowPlaying', playing(item('Mañana', 'playlist', 't5')));
    expect(announced).toEqual([
      ['song', { title: 'Corrandes', artist: 'Sílvia Pérez Cruz' }],
      ['song', { title: 'Mañana', artist: 'Sílvia Pérez Cruz' }],
    ]);
  });

  it('live on and off at their changes, not the state found at start', () => {
    const { events, announced } = watch();
    events.emit('status', status(false));
    events.emit('status', status(false));
    events.emit('status', status(true));
    events.emit('status', status(true));
    events.emit('status', status(false));
    expect(announced.map(([event]) => event)).toEqual(['liveStart', 'liveEnd']);
  });

  it("a programme's start, read on a timer; the one on air at start is not announced", async () => {
    let programme: string | null = 'Despertar en la Frontera';
    const { announced } = watch(() => programme);
    programme = 'Memoria de Portbou';
    await vi.waitFor(() => expect(announced).toEqual([['show', { show: 'Memoria de Portbou' }]]));
  });

  it("a listener's request with its approved dedication", () => {
    const { events, announced } = watch();
    events.emit('requestAired', {
      requestId: 4,
      trackId: 9,
      title: 'Alfonsina',
      artist: 'Mercedes Sosa',
      dedication: 'Per a la iaia',
    });
    expect(announced).toEqual([
      ['request', { title: 'Alfonsina', artist: 'Mercedes Sosa', dedication: 'Per a la iaia' }],
    ]);
  });
});
