/**
 * The largest RTMP message accepted from a connection that is not an accepted publisher. Before publishing,
 * a client only sends commands (connect, createStream, publish/play: a few hundred bytes); the 16 MiB a chunk
 * header may announce is for a publisher's video keyframes, and only one holding the stream key gets that.
 */
export const RTMP_MESSAGE_BEFORE_PUBLISH = 64 * 1024;

/**
 * Chunk streams one connection may open. OBS, ffmpeg and librtmp use fewer than eight (control, commands,
 * audio, video, data); node-media-server keeps a packet, and a buffer sized from its header, for every one.
 */
export const RTMP_MAX_CHUNK_STREAMS = 16;

/** The parts of node-media-server 4.4's RTMP parser (protocol/rtmp.js) the limits hook into. */
export interface NmsRtmpParser {
  parserData(buffer: Buffer): string | null;
  packetParse(): void;
  packetAlloc(): void;
  parserPacket: { header: { length: number } };
  inPackets: Map<number, unknown>;
}

/** Fails the start, loudly, if node-media-server's parser no longer has the steps the limits wrap. */
export function assertLimitableRtmp(Rtmp: { prototype: object }) {
  const proto = Rtmp.prototype as Partial<NmsRtmpParser>;
  for (const step of ['parserData', 'packetParse', 'packetAlloc'] as const)
    if (typeof proto[step] !== 'function')
      throw new Error(`node-media-server changed: its RTMP parser has no ${step}, so its memory cannot be bounded`);
}

/** Thrown inside the parser to abandon the rest of a buffer at once; never leaves limitRtmpParser. */
class LimitExceeded extends Error {}

/**
 * Bounds what one connection's parser may reserve, without forking node-media-server: it allocates each chunk
 * stream's buffer from the header's length field (up to 16 MiB, zero-filled) as soon as the header arrives,
 * before any login, so 35 kB of headers reserved gigabytes and a memory limit aborted the station. The
 * parser's own per-instance steps are wrapped: a new chunk stream past the cap, or an allocation past the
 * size allowed so far, closes the connection before the allocation happens. Anything else the parser throws
 * on hostile bytes (a malformed tcUrl in `connect`) closes that connection instead of the whole process.
 */
export function limitRtmpParser(rtmp: NmsRtmpParser, options: { publishing(): boolean; close(reason: string): void }) {
  const { packetParse, packetAlloc, parserData } = rtmp;
  let closed = false;
  const refuse = (reason: string): never => {
    closed = true;
    options.close(reason);
    throw new LimitExceeded(reason);
  };
  rtmp.packetParse = function limitedParse(this: NmsRtmpParser) {
    packetParse.call(this);
    if (this.inPackets.size > RTMP_MAX_CHUNK_STREAMS) refuse('too many chunk streams');
  };
  rtmp.packetAlloc = function limitedAlloc(this: NmsRtmpParser) {
    if (!options.publishing() && this.parserPacket.header.length > RTMP_MESSAGE_BEFORE_PUBLISH)
      refuse('message too large before publishing');
    packetAlloc.call(this);
  };
  rtmp.parserData = function guardedParserData(this: NmsRtmpParser, buffer: Buffer) {
    if (closed) return null;
    try {
      return parserData.call(this, buffer);
    } catch (error) {
      if (!(error instanceof LimitExceeded)) {
        closed = true;
        options.close(`unreadable: ${(error as Error).message}`);
      }
      return null;
    }
  };
}
