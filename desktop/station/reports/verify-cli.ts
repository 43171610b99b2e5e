import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyPackage } from './package-verify';

/**
 * `emisora-verify package.zip [--key station.pem]`: checks an inspection package and says why when it fails.
 * Without --key it checks against the key inside the package, which proves nothing was altered after signing but
 * not who signed: pin the station's key (GET /api/reports/package/public-key) to prove that too. Exit 0 when valid.
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
    return 2;
  }
  const key = values.key ? fs.readFileSync(values.key, 'utf8') : undefined;
  const check = await verifyPackage(file, key);
  const m = check.manifest;
  if (m) console.log(`${m.station.name} · ${m.window.from} – ${m.window.to} · exportado ${m.exportedAt}`);
  if (check.valid) {
    console.log(`VÁLIDO: firma correcta y ${m?.files.length ?? 0} archivos intactos.`);
    if (!key)
      console.log('Clave tomada del propio paquete: compárala con la de la emisora (--key) para probar su origen.');
    for (const gap of m?.audio.gaps ?? []) console.log(`Sin audio del registro: ${gap.from} – ${gap.to}`);
    return 0;
  }
  console.log('NO VÁLIDO:');
  for (const problem of check.problems) console.log(`- ${problem}`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
