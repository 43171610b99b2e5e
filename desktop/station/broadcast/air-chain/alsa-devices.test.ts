import { describe, expect, it } from 'vitest';
import { alsaFilePcms } from '../../../../testing/station/alsa-file-pcm';
import { listAlsaDevices, parseAlsaList } from './alsa-devices';
import { systemClock } from '../../core/clock';

describe('ALSA device list', () => {
  it('reads names and their indented descriptions from aplay -L', () => {
    const text = `null
    Discard all samples (playback) or generate zero samples (capture)
hw:CARD=PCH,DEV=0
    HDA Intel PCH, ALC892 Analog
    Direct hardware device without any conversions
`;
    expect(parseAlsaList(text)).toEqual([
      { name: 'null', description: 'Discard all samples (playback) or generate zero samples (capture)' },
      {
        name: 'hw:CARD=PCH,DEV=0',
        description: 'HDA Intel PCH, ALC892 Analog · Direct hardware device without any conversions',
      },
    ]);
  });

  it("lists the system's devices, asoundrc pcms included, through the real aplay", async () => {
    const pcms = alsaFilePcms({ emisora_test_tx: { out: true } });
    const previous = process.env.ALSA_CONFIG_PATH;
    process.env.ALSA_CONFIG_PATH = pcms.configPath;
    try {
      const names = (await listAlsaDevices('playback', systemClock)).map((d) => d.name);
      expect(names).toContain('emisora_test_tx');
      // ALSA's own "null" (discard everything, described in English) is no device for a transmitter: not offered.
      expect(names).not.toContain('null');
      expect((await listAlsaDevices('capture', systemClock)).map((d) => d.name)).not.toContain('null');
    } finally {
      if (previous === undefined) delete process.env.ALSA_CONFIG_PATH;
      else process.env.ALSA_CONFIG_PATH = previous;
    }
  });
});
