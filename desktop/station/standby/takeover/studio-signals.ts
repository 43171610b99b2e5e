import { healthStatusSchema } from '../../../../shared/schemas/admin/health';
import { requestText } from '../../health/webhook';
import { RelayMountMissing, readRelayStatus } from '../../relays/relay-status';
import type { OffAirStatus } from '../../../../shared/schemas/off-air/off-air';
import type { AddressPolicy } from '../../uploads/address-policy';
import type { StudioSignals } from './takeover-rules';

// A reading a second: a studio that takes longer than this to say it is on air is, for the standby, not answering.
const READ_TIMEOUT_MS = 2_000;
// The operator named the studio and the mount on the command line: they are reached wherever they are (the studio's
// LAN included), unlike the URLs an admin types into forms.
const OPERATOR_NAMED: AddressPolicy = () => true;

/** The studio's health endpoint says it is on air (200, onAir: true); unreachable, failing or off air: false. */
export async function readStudioHealth(studioUrl: string): Promise<boolean> {
  try {
    const text = await requestText(new URL('/api/health', studioUrl).href, OPERATOR_NAMED, {
      method: 'GET',
      headers: { 'User-Agent': 'Emisora standby' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      timeoutMs: READ_TIMEOUT_MS,
      maxBytes: 64 * 1024,
    });
    const health = healthStatusSchema.safeParse(JSON.parse(text));
    return health.success && health.data.onAir;
  } catch {
    return false;
  }
}

/**
 * Whether the Icecast mount the studio pushes to has a source: true or false when Icecast's status page says so,
 * null when it cannot be read (Icecast down or its JSON half-written): then the mount tells nothing either way.
 */
export async function readStudioMount(mountUrl: string): Promise<boolean | null> {
  const { origin, pathname } = new URL(mountUrl);
  const server = { id: 0, name: 'studio', url: origin, mount: pathname, maxListeners: null };
  try {
    const mount = await readRelayStatus(
      { ...server, adminUser: null, adminPassword: null },
      READ_TIMEOUT_MS,
      OPERATOR_NAMED,
    );
    // A mount configured in icecast.xml (its fallback) stays listed when its source goes, with no stream start.
    return mount.mountStartedAt !== null;
  } catch (error) {
    return error instanceof RelayMountMissing ? false : null;
  }
}

/**
 * What this machine's off-air input says of the transmitter: silent (false), carrying sound (true), or nothing
 * (no input, still warming up).
 */
export function offAirSignal(status: OffAirStatus | undefined): boolean | null {
  if (!status?.input) return null;
  if (status.state === 'silent') return false;
  return status.state === 'ok' || status.state === 'mismatch' || status.state === 'degraded' ? true : null;
}

/** One reading of every signal that is set up. */
export async function readStudioSignals(options: {
  studioUrl: string | null;
  studioMount: string | undefined;
  offAir: () => OffAirStatus | undefined;
}): Promise<StudioSignals> {
  const [health, mount] = await Promise.all([
    options.studioUrl ? readStudioHealth(options.studioUrl) : null,
    options.studioMount ? readStudioMount(options.studioMount) : null,
  ]);
  return { health, mount, offAir: offAirSignal(options.offAir()) };
}
