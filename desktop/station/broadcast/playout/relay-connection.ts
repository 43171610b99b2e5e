import type http from 'node:http';
import type { LookupFunction } from 'node:net';
import { resolveTarget } from '../../health/webhook';
import { loadMetadataReader, type MetadataReaderClass } from '../codecs/metadata-reader';
import type { AddressPolicy } from '../../uploads/address-policy';

// Redirects a relay follows (a network's load balancer sends listeners to one of its servers); each hop is checked.
const MAX_REDIRECTS = 3;
// Headers must come this fast; the body's pace is watched by the relay source (a stall or silence fails it).
const CONNECT_TIMEOUT_MS = 10_000;

export interface RelayConnectionHandlers {
  /** Audio bytes, ICY metadata taken out; false asks to wait for `resume()` (the decoder is full). */
  onAudio(chunk: Buffer): boolean;
  /** The remote's StreamTitle (ICY) or Ogg title changed. */
  onTitle(title: string): void;
  /** The connection is over (refused, failed, or the remote ended it); said once. */
  onEnd(reason: string): void;
}

/**
 * One listening connection to a remote stream, as a player makes it: `Icy-MetaData: 1`, the metadata taken out of
 * the audio with icecast-metadata-js. Every hop's host is resolved and checked against the URL-import address
 * policy, and the socket connects to the checked addresses only (no second lookup that could rebind to the LAN).
 */
export function openRelayConnection(url: string, policy: AddressPolicy, handlers: RelayConnectionHandlers) {
  let ended = false;
  let request: http.ClientRequest | null = null;
  let response: http.IncomingMessage | null = null;

  const end = (reason: string) => {
    if (ended) return;
    ended = true;
    request?.destroy();
    handlers.onEnd(reason);
  };

  let IcecastMetadataReader: MetadataReaderClass;

  async function connect(target: string, hops: number) {
    IcecastMetadataReader = await loadMetadataReader();
    const resolved = await resolveTarget(target, policy).catch(() => null);
    if (ended) return;
    if (!resolved || 'refused' in resolved) return end(resolved ? `refused (${resolved.refused})` : 'no address');
    const { addresses, client } = resolved;
    const pinned: LookupFunction = (_name, options, callback) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    request = client.get(
      resolved.url,
      { agent: false, lookup: pinned, headers: { 'Icy-MetaData': '1', 'User-Agent': 'Emisora relay' } },
      (res) => onResponse(res, target, hops),
    );
    request.setTimeout(CONNECT_TIMEOUT_MS, () => end('no answer'));
    request.on('error', (error) => end(error.message));
  }

  function onResponse(res: http.IncomingMessage, target: string, hops: number) {
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location && hops < MAX_REDIRECTS) {
      res.resume();
      request?.destroy();
      void connect(new URL(res.headers.location, target).toString(), hops + 1);
      return;
    }
    if (status !== 200) {
      res.resume();
      return end(`the remote answered ${status}`);
    }
    request?.setTimeout(0);
    response = res;
    const metaint = Number(res.headers['icy-metaint']) || undefined;
    const ogg = /ogg/i.test(String(res.headers['content-type'] ?? ''));
    const reader = new IcecastMetadataReader({
      metadataTypes: ogg ? ['ogg'] : metaint ? ['icy'] : [],
      icyMetaInt: metaint,
      onStream: ({ stream }) => {
        if (!handlers.onAudio(Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength))) res.pause();
      },
      onMetadata: ({ metadata }) => {
        const title = metadata.StreamTitle ?? [metadata.ARTIST, metadata.TITLE].filter(Boolean).join(' - ');
        if (title) handlers.onTitle(title);
      },
    });
    res.on('data', (chunk: Buffer) => reader.readAll(chunk));
    res.on('end', () => end('the remote ended the stream'));
    res.on('error', (error) => end(error.message));
    res.on('close', () => end('the connection closed'));
  }

  void connect(url, 0);

  return {
    /** The decoder drained: read on. */
    resume() {
      response?.resume();
    },
    close() {
      ended = true;
      request?.destroy();
      response?.destroy();
    },
  };
}
