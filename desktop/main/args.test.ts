import { describe, expect, it } from 'vitest';
import { flagValue, stationArgs } from './args';

describe('station flags out of Electron argv', () => {
  it('keeps the value of `--port 9000` (the old filter lost it) and of `--port=9000`', () => {
    expect(stationArgs(['/opt/Emisora/emisora', '--port', '9000'], true)).toEqual(['--port', '9000']);
    expect(stationArgs(['/opt/Emisora/emisora', '--port=9000'], true)).toEqual(['--port', '9000']);
    expect(stationArgs(['electron', '.', '--data', '/srv/radio', '--rtmp-port', '1936'], false)).toEqual([
      '--data',
      '/srv/radio',
      '--rtmp-port',
      '1936',
    ]);
  });

  it('drops Chromium and Electron switches, the executable and the app path', () => {
    const argv = [
      'electron',
      '/app',
      '--no-sandbox',
      '--enable-logging',
      '--inspect=9229',
      '--remote-debugging-port=9222',
      '--ozone-platform=wayland',
      '--hidden',
      '--port',
      '9000',
      '--no-demo',
      'stray-positional',
    ];
    expect(stationArgs(argv, false)).toEqual(['--port', '9000', '--no-demo']);
  });

  it('a value-taking station flag followed by another switch keeps no value (the station names the problem)', () => {
    expect(stationArgs(['emisora', '--port', '--no-sandbox'], true)).toEqual(['--port']);
  });

  it('reads a flag back', () => {
    expect(flagValue(['--port', '9000'], 'port')).toBe('9000');
    expect(flagValue(['--port', '9000'], 'data')).toBeUndefined();
  });
});
