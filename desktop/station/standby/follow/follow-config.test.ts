import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from '../../config/config';

const load = (argv: string[], env: Record<string, string> = {}) => loadConfig({ argv, env });

describe('--follow', () => {
  it('takes the token from EMISORA_FOLLOW_TOKEN or a file, never seeds a demo, and never logs the token', () => {
    const fromEnv = load(['--follow', 'https://radio.example.org/'], { EMISORA_FOLLOW_TOKEN: 'secreto-1' });
    expect(fromEnv.follow).toEqual({ url: 'https://radio.example.org', token: 'secreto-1' });
    expect(fromEnv.demo).toBe(false);
    expect(JSON.stringify(describeConfig(fromEnv))).not.toContain('secreto-1');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-follow-'));
    try {
      fs.writeFileSync(path.join(dir, 'token'), 'secreto-2\n');
      const fromFile = load(['--follow', 'http://10.0.0.2:8080', '--follow-token-file', path.join(dir, 'token')]);
      expect(fromFile.follow).toEqual({ url: 'http://10.0.0.2:8080', token: 'secreto-2' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(load([]).follow).toBeNull();
  });

  it('refuses a follow without a token, a token without a studio, and an address that is not http(s)', () => {
    expect(() => load(['--follow', 'https://radio.example.org'])).toThrow(/EMISORA_FOLLOW_TOKEN/);
    expect(() => load([], { EMISORA_FOLLOW_TOKEN: 'x' })).toThrow(ConfigError);
    expect(() => load(['--follow', 'ftp://radio.example.org'], { EMISORA_FOLLOW_TOKEN: 'x' })).toThrow(/follow/);
    expect(() => load(['--follow', 'https://radio.example.org', '--follow-token-file', '/nonexistent/token'])).toThrow(
      /cannot read/,
    );
  });
});
