import { describe, expect, it } from 'vitest';
import { type AdmitRequest, createLiveAdmission, type LiveControl } from './live-admission';
import { DEFAULT_LOCK_GRACES, type LockOccurrence } from './live-lock';

const MIN = 60_000;
// Saturday 6 June 2026, 16:00 in Madrid (UTC+2).
const T0 = Date.UTC(2026, 5, 6, 14, 0);
const ADMIN = 1;
const ANA = 2;
const BEA = 3;
const CARLOS = 4;

const memoria: LockOccurrence = {
  showId: 10,
  showName: 'Memoria de Portbou',
  startAt: T0,
  endAt: T0 + 120 * MIN,
  presenterIds: [ANA, BEA],
};
const despues: LockOccurrence = {
  showId: 11,
  showName: 'Frontera Sonora',
  startAt: T0 + 120 * MIN,
  endAt: T0 + 180 * MIN,
  presenterIds: [CARLOS],
};

function setup(occurrences: LockOccurrence[] = [memoria, despues]) {
  const audit: Array<{ who: string | null; action: string; detail: string }> = [];
  const events: string[] = [];
  const users = new Map([
    [ADMIN, { id: ADMIN, username: 'coordinacion', role: 'admin' as const }],
    [ANA, { id: ANA, username: 'ana', role: 'presenter' as const }],
    [BEA, { id: BEA, username: 'bea', role: 'presenter' as const }],
    [CARLOS, { id: CARLOS, username: 'carlos', role: 'presenter' as const }],
  ]);
  const arbiter = createLiveAdmission({
    occurrencesBetween: (from, to) => occurrences.filter((o) => o.endAt > from && o.startAt < to),
    graces: () => DEFAULT_LOCK_GRACES,
    timeZone: 'Europe/Madrid',
    userOf: (id) => users.get(id),
    audit: (actor, action, detail) => audit.push({ who: actor?.username ?? null, action, detail }),
  });
  const control = (name: string): LiveControl => ({
    air: (crossfade) => events.push(`${name} air${crossfade ? ' crossfade' : ''}`),
    standby: () => events.push(`${name} standby`),
    kick: (reason) => events.push(`${name} kick: ${reason}`),
  });
  const admit = (name: string, request: Omit<AdmitRequest, 'control'>) =>
    arbiter.admit({ ...request, control: control(name) });
  return { arbiter, audit, events, admit };
}

describe('live admission: the schedule lock', () => {
  it('accepts a presenter in the grace before their show in standby, airs them at the start, kicks after end + overrun', () => {
    const { arbiter, admit, events, audit } = setup();
    const answer = admit('ana', { userId: ANA, via: 'rtmp', at: T0 - 9 * MIN });
    expect(answer).toEqual({
      ok: true,
      mode: 'standby',
      until: T0 + 122 * MIN,
      showName: 'Memoria de Portbou',
      connectionId: expect.any(Number),
    });
    arbiter.tick(T0 - 1);
    expect(events).toEqual([]);
    arbiter.tick(T0);
    expect(events).toEqual(['ana air']);
    arbiter.tick(T0 + 121 * MIN);
    expect(arbiter.connections()).toMatchObject([{ who: 'ana', mode: 'air' }]);
    arbiter.tick(T0 + 122 * MIN);
    expect(events.at(-1)).toBe('ana kick: Fin de tu espacio en la parrilla: la conexión se ha cerrado.');
    expect(arbiter.connections()).toEqual([]);
    expect(audit.map((e) => e.action)).toEqual(['live.connect', 'live.air', 'live.kick']);
  });

  it('refuses a presenter at another hour, saying when they may connect, and logs the refusal', () => {
    const { admit, audit } = setup();
    const answer = admit('ana', { userId: ANA, via: 'icecast', at: T0 - 11 * MIN });
    expect(answer).toEqual({
      ok: false,
      status: 403,
      reason:
        'Fuera de tu horario: puedes conectar desde sábado, 6 de junio, 15:50, 10 min antes de «Memoria de Portbou».',
    });
    expect(admit('carlos', { userId: CARLOS, via: 'rtmp', at: T0 + 60 * MIN })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(audit[0]).toMatchObject({ who: 'ana', action: 'live.refuse' });
    expect(audit[0]!.detail).toContain('(icecast)');
  });

  it('refuses a reconnect in the rest of a slot it was faded out of, and an unknown account with 401', () => {
    const { arbiter, admit } = setup();
    const first = admit('ana', { userId: ANA, via: 'rtmp', at: T0 + 5 * MIN });
    expect(first).toMatchObject({ ok: true, mode: 'air' });
    arbiter.kick(first.ok ? first.connectionId : -1, 'Expulsada por la coordinación', T0 + 10 * MIN);
    expect(admit('ana', { userId: ANA, via: 'rtmp', at: T0 + 11 * MIN })).toEqual({
      ok: false,
      status: 403,
      reason: 'Tu espacio de «Memoria de Portbou» ya terminó: no se puede volver a conectar hasta tu próximo programa.',
    });
    expect(admit('x', { userId: 99, via: 'rtmp', at: T0 })).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses the station key and an admin at once while a presenter is on air, saying who has it', () => {
    const { arbiter, admit, events, audit } = setup();
    const ana = admit('ana', { userId: ANA, via: 'icecast', at: T0 + MIN });
    expect(admit('clave', { userId: null, via: 'rtmp', at: T0 + 2 * MIN })).toEqual({
      ok: false,
      status: 403,
      reason: 'Ya hay una fuente en antena (ana, por Icecast): solo se admite una a la vez. Conecta cuando termine.',
    });
    expect(admit('coord', { userId: ADMIN, via: 'icecast', at: T0 + 2 * MIN })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(events).toEqual(['ana air']);
    expect(audit.at(-1)).toMatchObject({ who: 'coordinacion', action: 'live.refuse' });
    expect(arbiter.connections()).toMatchObject([{ who: 'ana', mode: 'air' }]);
    // The air is free again: the key's source goes on air at any hour.
    arbiter.release(ana.ok ? ana.connectionId : -1, T0 + 3 * MIN);
    expect(admit('clave', { userId: null, via: 'rtmp', at: T0 + 3 * MIN })).toMatchObject({ ok: true, mode: 'air' });
    expect(admit('coord', { userId: ADMIN, via: 'browser', at: T0 - 300 * MIN })).toMatchObject({ ok: false });
  });

  it("an admin on air keeps it through a presenter's start; the presenter waits and takes over when it leaves", () => {
    const { arbiter, admit, events } = setup();
    const key = admit('clave', { userId: null, via: 'rtmp', at: T0 - 20 * MIN });
    expect(admit('ana', { userId: ANA, via: 'icecast', at: T0 - 5 * MIN })).toMatchObject({
      ok: true,
      mode: 'standby',
    });
    arbiter.tick(T0 + MIN);
    expect(events).toEqual(['clave air']);
    arbiter.release(key.ok ? key.connectionId : -1, T0 + 2 * MIN);
    expect(events).toEqual(['clave air', 'ana air']);
  });

  it('two presenters of one show: the first to connect waits and airs, the second is refused at once', () => {
    const { arbiter, admit, events } = setup();
    const ana = admit('ana', { userId: ANA, via: 'rtmp', at: T0 - 5 * MIN });
    expect(admit('bea', { userId: BEA, via: 'browser', at: T0 - 2 * MIN })).toEqual({
      ok: false,
      status: 403,
      reason: 'Ya hay una fuente esperando para «Memoria de Portbou» (ana, por RTMP): solo se admite una a la vez.',
    });
    arbiter.tick(T0);
    expect(events).toEqual(['ana air']);
    expect(admit('bea', { userId: BEA, via: 'icecast', at: T0 + MIN })).toMatchObject({ ok: false, status: 403 });
    arbiter.release(ana.ok ? ana.connectionId : -1, T0 + 30 * MIN);
    expect(admit('bea', { userId: BEA, via: 'icecast', at: T0 + 31 * MIN })).toMatchObject({ ok: true, mode: 'air' });
  });

  it('the next presenter waiting in standby takes over at the boundary from one who overruns, with a crossfade', () => {
    const { arbiter, admit, events } = setup();
    admit('ana', { userId: ANA, via: 'rtmp', at: T0 });
    expect(admit('carlos', { userId: CARLOS, via: 'icecast', at: T0 + 112 * MIN })).toMatchObject({ mode: 'standby' });
    arbiter.tick(T0 + 120 * MIN - 1);
    expect(events).toEqual(['ana air']);
    arbiter.tick(T0 + 120 * MIN);
    expect(events).toEqual([
      'ana air',
      'ana kick: Empieza «Frontera Sonora»: tu conexión se ha cerrado.',
      'carlos air crossfade',
    ]);
    // Ana's encoder reconnects by itself: her slot is over.
    expect(admit('ana', { userId: ANA, via: 'rtmp', at: T0 + 121 * MIN })).toMatchObject({ ok: false, status: 403 });
  });

  it('a presenter alone after their end keeps the air through the overrun grace', () => {
    const { arbiter, admit, events } = setup([memoria]);
    admit('ana', { userId: ANA, via: 'rtmp', at: T0 });
    arbiter.tick(T0 + 121 * MIN);
    expect(events).toEqual(['ana air']);
    expect(arbiter.connections()[0]).toMatchObject({ mode: 'air', until: T0 + 122 * MIN });
  });
});
