import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatKeyFingerprint } from '../../../shared/text/key-fingerprint';
import { verifyPackage } from './package-verify';

/** The exit codes, for scripts: only VALID proves both that nothing changed and who signed. */
export const VERIFY_EXIT = { valid: 0, invalid: 1, usage: 2, signerUnknown: 3 } as const;

/**
 * `emisora-verify package.zip [--key station.pem]`: checks an inspection package and says why when it fails.
 * Without --key the only key at hand is the copy inside the package, and anyone can re-sign an altered package with
 * a key of their own and put that key beside it: so the package is at best intact, never vouched for (its own exit
 * code), and the key's fingerprint is printed to compare with the one the station publishes (its admin area,
 * Informes › Paquete de inspección). With --key (GET /api/reports/package/public-key) it proves both.
 */
export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { key: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error('Uso: emisora-verify paquete.zip [--key clave-publica.pem]');
    return VERIFY_EXIT.usage;
  }
  const key = values.key ? fs.readFileSync(values.key, 'utf8') : undefined;
  const check = await verifyPackage(file, key);
  const m = check.manifest;
  if (m) console.log(`${m.station.name} · ${m.window.from} – ${m.window.to} · exportado ${m.exportedAt}`);
  if (!check.valid) {
    console.log('NO VÁLIDO:');
    for (const problem of check.problems) console.log(`- ${problem}`);
    return VERIFY_EXIT.invalid;
  }
  const gaps = () => {
    for (const gap of m?.audio.gaps ?? []) console.log(`Sin audio del registro: ${gap.from} – ${gap.to}`);
  };
  if (key) {
    console.log(`VÁLIDO: firma correcta y ${m?.files.length ?? 0} archivos intactos.`);
    gaps();
    return VERIFY_EXIT.valid;
  }
  console.log(
    `ÍNTEGRO, FIRMANTE SIN COMPROBAR: la firma cuadra con la clave que trae el propio paquete y ${m?.files.length ?? 0} archivos están intactos, pero sin la clave de la emisora no se puede garantizar quién lo firmó.`,
  );
  console.log(`Huella SHA-256 de esa clave: ${formatKeyFingerprint(check.signerKeySha256 ?? '')}`);
  console.log(
    'Compárala con la que publica la emisora (Informes › Paquete de inspección), o repite con --key clave-publica.pem.',
  );
  gaps();
  return VERIFY_EXIT.signerUnknown;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
