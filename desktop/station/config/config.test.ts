import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config';

const load = (argv: string[] = [], env: Record<string, string> = {}) => loadConfig({ argv, env });

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = load();
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      rtmpPort: 1935,
      flvPort: 8000,
      dataDir: './data',
      demo: true,
      logLevel: 'info',
    });
  });

  it('takes the ffmpeg binary and the resources folder from the environment (the desktop app sets both)', () => {
    expect(load([], { FFMPEG_PATH: '/a/ffmpeg', EMISORA_RESOURCES: '/a/resources' })).toMatchObject({
      ffmpegPath: '/a/ffmpeg',
      resourcesDir: '/a/resources',
    });
    expect(load().resourcesDir).toBeUndefined();
  });

  it('starts the clock at EMISORA_CLOCK_START only in test mode, and refuses it otherwise', () => {
    expect(load().clockStart).toBeUndefined();
    const start = { EMISORA_CLOCK_START: '2026-11-29T23:59:00Z' };
    expect(load([], { ...start, EMISORA_TEST_MODE: '1' }).clockStart).toBe(Date.UTC(2026, 10, 29, 23, 59));
    expect(() => load([], start)).toThrow(/EMISORA_CLOCK_START is for tests only/);
    expect(() => load([], { EMISORA_CLOCK_START: 'el domingo', EMISORA_TEST_MODE: '1' })).toThrow(ConfigError);
  });

  it('lets the environment override defaults and flags override the environment', () => {
    const env = {
      EMISORA_PORT: '9000',
      EMISORA_RTMP_PORT: '1940',
      EMISORA_DATA_DIR: '/srv/radio',
      EMISORA_HOST: '127.0.0.1',
      EMISORA_FLV_PORT: '8100',
    };
    expect(load([], env)).toMatchObject({
      port: 9000,
      rtmpPort: 1940,
      dataDir: '/srv/radio',
      host: '127.0.0.1',
      flvPort: 8100,
    });
    expect(load(['--port', '9100', '--data', '/tmp/x'], env)).toMatchObject({
      port: 9100,
      rtmpPort: 1940,
      dataDir: '/tmp/x',
    });
  });

  it('names the bad setting: a flag', () => {
    expect(() => load(['--port', 'abc'])).toThrowError(ConfigError);
    try {
      load(['--rtmp-port', '70000']);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).setting).toBe('--rtmp-port');
      expect((error as Error).message).toMatch(/--rtmp-port.*between 1 and 65535.*70000/);
    }
  });

  it('names the bad setting: an environment variable', () => {
    expect(() => load([], { EMISORA_FLV_PORT: 'x1' })).toThrowError(/EMISORA_FLV_PORT/);
  });

  it('rejects unknown flags', () => {
    expect(() => load(['--prot', '1'])).toThrowError(ConfigError);
  });

  it('--no-demo and EMISORA_NO_DEMO turn the demo off', () => {
    expect(load(['--no-demo']).demo).toBe(false);
    expect(load([], { EMISORA_NO_DEMO: '1' }).demo).toBe(false);
  });

  it('trusts no proxy unless --trust-proxy or EMISORA_TRUST_PROXY names one', () => {
    expect(load().trustProxy).toBeUndefined();
    expect(load(['--trust-proxy', 'loopback, 10.0.0.0/8,fd00::1']).trustProxy).toBe('loopback,10.0.0.0/8,fd00::1');
    expect(load([], { EMISORA_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['true', 'everyone', '10.0.0.0/99', '0', 'loopback,,'])
      expect(() => load(['--trust-proxy', bad])).toThrowError(/--trust-proxy/);
  });

  it('--dls and --slides (EMISORA_DLS, EMISORA_SLIDES) name the files ODR-PadEnc reads, by absolute path', () => {
    expect(load()).toMatchObject({ dls: undefined, slides: undefined });
    expect(load(['--dls', '/var/lib/dab/dls.txt', '--slides', '/var/lib/dab/slides'])).toMatchObject({
      dls: '/var/lib/dab/dls.txt',
      slides: '/var/lib/dab/slides',
    });
    expect(load([], { EMISORA_DLS: '/srv/dls.txt' }).dls).toBe('/srv/dls.txt');
    expect(() => load(['--dls', 'dls.txt'])).toThrowError(/--dls: dls must be the absolute path/);
    expect(() => load(['--slides', 'slides'])).toThrowError(/--slides: slides must be the absolute path/);
  });

  it('--dab-audio (EMISORA_DAB_AUDIO) names the pipe ODR-AudioEnc reads the bus from, by absolute path', () => {
    expect(load().dabAudio).toBeUndefined();
    expect(load(['--dab-audio', '/var/lib/dab/audio.pcm']).dabAudio).toBe('/var/lib/dab/audio.pcm');
    expect(load([], { EMISORA_DAB_AUDIO: '/srv/audio.pcm' }).dabAudio).toBe('/srv/audio.pcm');
    expect(() => load(['--dab-audio', 'audio.pcm'])).toThrowError(/--dab-audio: dab-audio must be the absolute path/);
  });

  it('--rds and EMISORA_RDS name the RDS encoder: tcp, udp, file or serial', () => {
    expect(load().rds).toBeUndefined();
    expect(load(['--rds', 'tcp://192.168.1.50:5000']).rds).toBe('tcp://192.168.1.50:5000');
    expect(load([], { EMISORA_RDS: 'serial:///dev/ttyUSB0?baud=19200' }).rds).toBe('serial:///dev/ttyUSB0?baud=19200');
    expect(load(['--rds', 'file:///var/lib/rds/rt.txt']).rds).toBe('file:///var/lib/rds/rt.txt');
    expect(() => load(['--rds', 'http://encoder'])).toThrowError(/--rds: rds must be tcp/);
    expect(() => load(['--rds', 'serial:///dev/ttyS0?baud=12345'])).toThrowError(/--rds/);
  });

  it('--air-output, --studio-input and --offair-input name the air chain devices, from flags or environment', () => {
    expect(load()).toMatchObject({ airOutput: undefined, studioInput: undefined, offairInput: undefined });
    expect(load(['--air-output', 'plughw:CARD=USB,DEV=0']).airOutput).toBe('plughw:CARD=USB,DEV=0');
    expect(load([], { EMISORA_AIR_OUTPUT: 'hw:1,0' }).airOutput).toBe('hw:1,0');
    expect(load([], { EMISORA_STUDIO_INPUT: 'hw:2,0' }).studioInput).toBe('hw:2,0');
    const command = 'rtl_fm -f 100.3M -M wbfm | sox -t raw - -t raw -';
    expect(load(['--offair-input', command]).offairInput).toBe(command);
    expect(() => load(['--air-output', ' '])).toThrowError(/--air-output/);
  });

  it('--restore and EMISORA_RESTORE name a backup archive to restore at start-up', () => {
    expect(load().restore).toBeUndefined();
    expect(load(['--restore', 'copia.tar.gz']).restore).toBe('copia.tar.gz');
    expect(load([], { EMISORA_RESTORE: '/srv/copia.tar.gz' }).restore).toBe('/srv/copia.tar.gz');
    expect(() => load(['--restore', ''])).toThrowError(/--restore/);
  });

  it('masks the admin password when described for logs', () => {
    const config = load([], { EMISORA_ADMIN_PASSWORD: 'very-secret-pass' });
    expect(config.adminPassword).toBe('very-secret-pass');
    expect(JSON.stringify(describeConfig(config))).not.toContain('very-secret-pass');
  });
});
