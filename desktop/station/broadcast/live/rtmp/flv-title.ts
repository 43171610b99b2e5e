import type { NmsAmf, NmsPacket } from './nms';

/**
 * The encoder's FLV onMetaData (codec, rate) with the title on air, made again whenever the title changes: FLV
 * players show it as the stream's title (ffmpeg's own has none). Every packet of the encoder's FLV passes through.
 */
export function createFlvTitler(amf: NmsAmf, initialTitle: string) {
  let title = initialTitle;
  let metadata: { packet: NmsPacket; fields: Record<string, unknown> } | null = null;
  let lastDts = 0;
  const titled = (seen: NonNullable<typeof metadata>): NmsPacket => {
    const data = amf.encodeAmf0Data({ cmd: 'onMetaData', dataObj: { ...seen.fields, title } });
    return { ...seen.packet, data, size: data.length, dts: lastDts, pts: lastDts };
  };
  return {
    /** The packet to send for `incoming`: its onMetaData with the title, anything else as it is. */
    packet(incoming: NmsPacket): NmsPacket {
      if (incoming.flags !== 5) {
        lastDts = incoming.dts;
        return incoming;
      }
      const decoded = amf.decodeAmf0Data(incoming.data.subarray(0, incoming.size));
      if (decoded.cmd !== 'onMetaData' || !decoded.dataObj) return incoming;
      metadata = { packet: { ...incoming, data: Buffer.alloc(0) }, fields: decoded.dataObj };
      return titled(metadata);
    },
    /** The onMetaData to send for a new title; null when it did not change or no metadata was seen yet. */
    retitle(next: string): NmsPacket | null {
      if (next === title) return null;
      title = next;
      return metadata ? titled(metadata) : null;
    },
  };
}
