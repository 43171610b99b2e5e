import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingsRepo } from '../repos/admin/settings';

const SECRET_SETTING = 'advertiser_link_secret';

/** The key the links are signed with, made on first use; rotating it (deleting the setting) revokes every link. */
function secret(settings: SettingsRepo): Buffer {
  let hex = settings.read(SECRET_SETTING);
  if (!hex) {
    hex = randomBytes(32).toString('hex');
    settings.write(SECRET_SETTING, hex);
  }
  return Buffer.from(hex, 'hex');
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<campaign>.<expiry in unix seconds>.<HMAC-SHA256>`: readable by nobody's database, forgeable by nobody. */
export function signAdvertiserToken(settings: SettingsRepo, campaignId: number, expiresAt: number): string {
  const payload = `${campaignId}.${Math.floor(expiresAt / 1000)}`;
  return `${payload}.${mac(secret(settings), payload)}`;
}

export type TokenCheck = { campaignId: number; expiresAt: number } | 'invalid' | 'expired';

export function checkAdvertiserToken(settings: SettingsRepo, token: string, now: number): TokenCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expected = Buffer.from(mac(secret(settings), `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const expiresAt = Number(match[2]) * 1000;
  if (expiresAt <= now) return 'expired';
  return { campaignId: Number(match[1]), expiresAt };
}
