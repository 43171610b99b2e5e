import {
  type LockGraces,
  type LockOccurrence,
  nextOccurrenceOf,
  occurrenceFor,
  occurrenceKey,
  REFUSALS,
} from './live-lock';

/**
 * One arbiter for every live input (RTMP, Icecast and Shoutcast sources, the browser studio, the studio desk), and
 * one rule for two sources that meet: who is on air keeps the air, and a second source is refused at once with the
 * reason, as Icecast answers "mountpoint in use". The station key and admins may connect at any hour, a presenter
 * only inside an occurrence of one of their shows: from the grace before its start they wait in standby (the next
 * show's presenter while the current one is on air), from its start they may air, and at its end plus the overrun
 * grace they are faded out. The one exception to "who is on air keeps it" is that boundary: a presenter past their
 * show's end hands the air to the next show's presenter waiting in standby.
 */
export type LiveVia = 'rtmp' | 'icecast' | 'browser' | 'studio';
export type LiveMode = 'air' | 'standby';

/** What a transport does when the arbiter moves its connection (crossfade: the air passes from another source). */
export interface LiveControl {
  air(crossfade: boolean): void;
  standby(): void;
  /** Fade out and disconnect; the reason is for the presenter (said in the audit log too). */
  kick(reason: string): void;
}

export interface AdmitRequest {
  /** null: the station's stream key, the admins' "live at any hour". */
  userId: number | null;
  via: LiveVia;
  at: number;
  control?: LiveControl;
}

export type Admission =
  | { ok: true; mode: LiveMode; until: number | null; showName?: string; connectionId: number }
  | { ok: false; status: 401 | 403; reason: string };

export interface LiveConnection {
  id: number;
  userId: number | null;
  /** The account's name, or "clave de emisión" for the station key. */
  who: string;
  via: LiveVia;
  rank: 'admin' | 'presenter';
  mode: LiveMode;
  connectedAt: number;
  until: number | null;
  showName: string | null;
  showId: number | null;
  occurrenceStart: number | null;
}

export interface LiveAdmissionDeps {
  /** The shows' occurrences between two instants (programming/schedule/live-occurrences.ts), or anything alike. */
  occurrencesBetween(fromMs: number, toMs: number): readonly LockOccurrence[];
  graces(): LockGraces;
  timeZone: string;
  userOf(id: number): { id: number; username: string; role: 'admin' | 'presenter' } | undefined;
  audit(actor: { id: number; username: string } | null, action: string, detail: string): void;
  /** Every change of who is connected or on air: the dashboard's live panel. */
  onChange?(connections: readonly LiveConnection[]): void;
}

const STATION_KEY = 'clave de emisión';
const WEEK_MS = 7 * 86_400_000;
const KICK_END = 'Fin de tu espacio en la parrilla: la conexión se ha cerrado.';
const KICK_NEXT = (name: string) => `Empieza «${name}»: tu conexión se ha cerrado.`;

interface Entry extends LiveConnection {
  occurrence: LockOccurrence | null;
  control?: LiveControl;
}

/** Whether `entry` may be heard at `at`: an admin at any hour, a presenter from their occurrence's start. */
const mayAir = (entry: Entry, at: number) =>
  entry.rank === 'admin' || (entry.occurrence !== null && at >= entry.occurrence.startAt);

/** A presenter on air past their show's end whose air the next show's presenter takes. */
const overtakes = (next: Entry | undefined, onAir: Entry, at: number) =>
  Boolean(
    next?.occurrence &&
      onAir.occurrence &&
      next.occurrence.startAt > onAir.occurrence.startAt &&
      at >= onAir.occurrence.endAt,
  );

const firstCome = (a: Entry, b: Entry) => a.connectedAt - b.connectedAt || a.id - b.id;

/** Who has the air at `at`: whoever has it keeps it but at a show's boundary; a free air goes to the first come. */
function chooseAir(all: readonly Entry[], at: number): Entry | undefined {
  const onAir = all.find((e) => e.mode === 'air');
  const next = all
    .filter((e) => e !== onAir && e.occurrence && mayAir(e, at))
    .sort((a, b) => b.occurrence!.startAt - a.occurrence!.startAt || firstCome(a, b))[0];
  if (onAir) return overtakes(next, onAir, at) ? next : onAir;
  return all.filter((e) => mayAir(e, at)).sort(firstCome)[0];
}

const VIA_NAMES: Record<LiveVia, string> = {
  rtmp: 'RTMP',
  icecast: 'Icecast',
  browser: 'el estudio web',
  studio: 'la mesa del estudio',
};

/** The connection a newcomer meets, said to it: on air, or already waiting for the same show. */
function busyReason(holder: Entry, waiting: boolean): string {
  const who = `${holder.who}, por ${VIA_NAMES[holder.via]}`;
  return waiting
    ? `Ya hay una fuente esperando para «${holder.showName}» (${who}): solo se admite una a la vez.`
    : `Ya hay una fuente en antena (${who}): solo se admite una a la vez. Conecta cuando termine.`;
}

/** Why a newcomer may not connect: it would not get the air now, and is not early for a show nobody awaits. */
function busyRefusal(others: readonly Entry[], entry: Entry, at: number): string | null {
  const { occurrence } = entry;
  const air = chooseAir([...others, entry], at);
  const sameShow =
    occurrence && others.find((e) => e.occurrence && occurrenceKey(e.occurrence) === occurrenceKey(occurrence));
  if (air === entry || (!sameShow && occurrence && at < occurrence.startAt)) return null;
  const holder = sameShow ?? air ?? others[0]!;
  return busyReason(holder, holder.mode !== 'air');
}

/** The presenter's occurrence at `at`, or why they may not connect now. */
function slotOf(deps: LiveAdmissionDeps, userId: number, at: number, kicked: ReadonlyMap<string, number>) {
  const graces = deps.graces();
  const occurrences = deps.occurrencesBetween(at - graces.overrunMs - 86_400_000, at + WEEK_MS);
  const mine = occurrenceFor(occurrences, userId, at, graces);
  if (!mine) return { refusal: REFUSALS.outsideSlot(nextOccurrenceOf(occurrences, userId, at), graces, deps.timeZone) };
  if (kicked.has(`${userId} ${occurrenceKey(mine)}`)) return { refusal: REFUSALS.kicked(mine) };
  return { occurrence: mine, until: mine.endAt + graces.overrunMs };
}

function newEntry(
  id: number,
  request: AdmitRequest,
  who: string,
  occurrence: LockOccurrence | null,
  until: number | null,
): Entry {
  return {
    id,
    userId: request.userId,
    who,
    via: request.via,
    rank: occurrence ? 'presenter' : 'admin',
    mode: 'standby',
    connectedAt: request.at,
    until,
    showName: occurrence?.showName ?? null,
    showId: occurrence?.showId ?? null,
    occurrenceStart: occurrence?.startAt ?? null,
    occurrence,
    control: request.control,
  };
}

const actorOf = (entry: { userId: number | null; who: string }) =>
  entry.userId === null ? null : { id: entry.userId, username: entry.who };

export function createLiveAdmission(deps: LiveAdmissionDeps) {
  const connections = new Map<number, Entry>();
  // "userId occurrence-key" of presenters faded out of a slot: their encoder's reconnects are refused until it ends.
  const kicked = new Map<string, number>();
  let nextId = 1;

  const publish = () => deps.onChange?.(snapshot());
  const snapshot = (): LiveConnection[] =>
    [...connections.values()].map(({ occurrence: _o, control: _c, ...rest }) => ({ ...rest }));

  function refuse(actor: { id: number; username: string } | null, via: LiveVia, status: 401 | 403, reason: string) {
    deps.audit(actor, 'live.refuse', `Conexión en directo rechazada (${via}): ${reason}`);
    return { ok: false as const, status, reason };
  }

  function kick(entry: Entry, reason: string, at: number) {
    connections.delete(entry.id);
    if (entry.occurrence && entry.userId !== null) {
      const window = deps.graces();
      kicked.set(`${entry.userId} ${occurrenceKey(entry.occurrence)}`, entry.occurrence.endAt + window.overrunMs);
    }
    for (const [key, until] of kicked) if (until <= at) kicked.delete(key);
    deps.audit(actorOf(entry), 'live.kick', `${entry.who} desconectado (${entry.via}): ${reason}`);
    entry.control?.kick(reason);
  }

  /** Applies the rules at `at`: ends expired slots, hands over at boundaries, puts everyone else in standby. */
  function arbitrate(at: number): void {
    let changed = false;
    for (const entry of [...connections.values()]) {
      if (entry.until !== null && at >= entry.until) {
        kick(entry, KICK_END, at);
        changed = true;
      }
    }
    const air = chooseAir([...connections.values()], at);
    const previous = [...connections.values()].find((e) => e.mode === 'air');
    for (const entry of [...connections.values()]) {
      if (entry === air) continue;
      // An overrunning presenter whose slot another presenter's has followed leaves as the next one comes in.
      const overtaken =
        air?.occurrence &&
        entry.occurrence &&
        entry.occurrence.startAt < air.occurrence.startAt &&
        at >= entry.occurrence.endAt;
      if (overtaken) {
        kick(entry, KICK_NEXT(air.occurrence!.showName), at);
        changed = true;
      } else if (entry.mode !== 'standby') {
        entry.mode = 'standby';
        deps.audit(actorOf(entry), 'live.standby', `${entry.who} en espera (${entry.via})`);
        entry.control?.standby();
        changed = true;
      }
    }
    if (air && air.mode !== 'air') {
      air.mode = 'air';
      const show = air.showName ? ` con «${air.showName}»` : '';
      deps.audit(actorOf(air), 'live.air', `${air.who} en antena${show} (${air.via})`);
      air.control?.air(previous !== undefined && previous !== air);
      changed = true;
    }
    if (changed) publish();
  }

  function admit(request: AdmitRequest): Admission {
    const { userId, via, at } = request;
    const user = userId === null ? null : deps.userOf(userId);
    if (userId !== null && !user) return refuse(null, via, 401, REFUSALS.unknown);
    const actor = user ? { id: user.id, username: user.username } : null;
    const slot = user?.role === 'presenter' ? slotOf(deps, user.id, at, kicked) : null;
    if (slot?.refusal !== undefined) return refuse(actor, via, 403, slot.refusal);
    const occurrence = slot?.occurrence ?? null;
    const until = slot?.until ?? null;
    const entry = newEntry(nextId++, request, user?.username ?? STATION_KEY, occurrence, until);
    const busy = busyRefusal([...connections.values()], entry, at);
    if (busy) return refuse(actor, via, 403, busy);
    connections.set(entry.id, entry);
    const show = occurrence ? ` para «${occurrence.showName}»` : '';
    deps.audit(actor, 'live.connect', `${entry.who} conectado (${via})${show}`);
    arbitrate(at);
    publish();
    const admitted = connections.get(entry.id);
    // Arbitrating cannot drop the newcomer (its window holds `at`), but say so plainly if it ever did.
    if (!admitted) return refuse(actor, via, 403, REFUSALS.kicked(occurrence!));
    return {
      ok: true,
      mode: admitted.mode,
      until,
      connectionId: entry.id,
      ...(occurrence ? { showName: occurrence.showName } : {}),
    };
  }

  return {
    admit,
    /** The transport's connection ended (the encoder left, or the transport dropped it). */
    release(connectionId: number, at: number) {
      const entry = connections.get(connectionId);
      if (!entry) return;
      connections.delete(connectionId);
      deps.audit(actorOf(entry), 'live.disconnect', `${entry.who} se ha desconectado (${entry.via})`);
      arbitrate(at);
      publish();
    },
    /** Called by the engine's clock (every second is plenty): slot starts, ends and handovers happen here. */
    tick: (at: number) => arbitrate(at),
    /** An admin ends a connection by hand; a presenter's reconnects in the rest of that slot are refused. */
    kick(connectionId: number, reason: string, at: number) {
      const entry = connections.get(connectionId);
      if (!entry) return false;
      kick(entry, reason, at);
      arbitrate(at);
      publish();
      return true;
    },
    connections: snapshot,
  };
}
