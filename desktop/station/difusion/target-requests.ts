import type { DifusionEvent } from '../../../shared/schemas/difusion/difusion';
import type { TargetConfig } from '../repos/difusion/broadcast-targets';
import type { OutboundRequest } from './outbound';

/** One post for a target: the rendered text, and the event's values for the targets that take fields. */
export interface Post {
  event: DifusionEvent | 'test';
  text: string;
  artist: string;
  title: string;
  show: string;
  station: string;
  dedication: string | null;
  at: string;
}

/** The API bases a test (or an operator behind a proxy) may change: --telegram-api, --tunein-api. */
export interface ApiBases {
  telegram: string;
  tunein: string;
}

// Each service's own limit on a message's length (Mastodon's default instance limit, Discord's, Telegram's).
const LIMITS = { mastodon: 500, discord: 2000, telegram: 4096 } as const;
const cut = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/** The request each target's API documents for a post. */
export function requestFor(target: TargetConfig, post: Post, bases: ApiBases, idempotencyKey: string): OutboundRequest {
  switch (target.kind) {
    case 'mastodon':
      return {
        method: 'POST',
        url: `${target.instanceUrl}/api/v1/statuses`,
        // A retry after a lost answer must not post the status twice (Mastodon keeps the key for an hour).
        headers: { Authorization: `Bearer ${target.secret}`, 'Idempotency-Key': idempotencyKey },
        json: { status: cut(post.text, LIMITS.mastodon) },
      };
    case 'discord':
      return { method: 'POST', url: target.secret, json: { content: cut(post.text, LIMITS.discord) } };
    case 'telegram':
      return {
        method: 'POST',
        url: `${bases.telegram}/bot${target.secret}/sendMessage`,
        json: { chat_id: target.chatId, text: cut(post.text, LIMITS.telegram) },
      };
    case 'tunein': {
      const query = new URLSearchParams({
        partnerId: target.partnerId ?? '',
        partnerKey: target.secret,
        id: target.stationId ?? '',
        title: post.title,
        artist: post.artist,
      });
      return { method: 'GET', url: `${bases.tunein}/Playing.ashx?${query}` };
    }
    case 'webhook':
      return { method: 'POST', url: target.secret, json: post };
  }
}

/** The address a target's posts go to, for the address policy's check at save (the secret included when it is one). */
export function addressOf(target: Pick<TargetConfig, 'kind' | 'instanceUrl' | 'secret'>, bases: ApiBases): string {
  switch (target.kind) {
    case 'mastodon':
      return target.instanceUrl ?? '';
    case 'telegram':
      return bases.telegram;
    case 'tunein':
      return bases.tunein;
    default:
      return target.secret;
  }
}
