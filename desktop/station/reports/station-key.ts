import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The station's Ed25519 signing key, made on first use and kept in <data>/keys (mode 0600, outside media/ and
 * never logged). Whoever holds the data directory can sign; the public half is what an inspector pins.
 */
export function stationSigningKey(dataDir: string): { privateKey: KeyObject; publicKeyPem: string } {
  const file = path.join(dataDir, 'keys', 'station-ed25519.pem');
  let privateKey: KeyObject;
  if (fs.existsSync(file)) privateKey = createPrivateKey(fs.readFileSync(file));
  else {
    privateKey = generateKeyPairSync('ed25519').privateKey;
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // wx: two first requests at once must not each write their own key.
    try {
      fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      privateKey = createPrivateKey(fs.readFileSync(file));
    }
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem };
}
