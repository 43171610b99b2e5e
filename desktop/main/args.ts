import { BOOLEAN_FLAGS, VALUE_FLAGS } from '../station/config/settings';

/**
 * The station's flags out of Electron's argv: `--port 9000` and `--port=9000` keep their value; Chromium and
 * Electron switches (`--no-sandbox`, `--enable-logging`, `--inspect=9229`, `--remote-debugging-port=9222`), the
 * executable and the app path are left out. A station flag without its value is kept as is, so the station's
 * own parser names the problem.
 */
export function stationArgs(argv: readonly string[], isPackaged: boolean): string[] {
  const tokens = argv.slice(isPackaged ? 1 : 2);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.startsWith('--')) continue;
    const [name, inlineValue] = splitFlag(token.slice(2));
    if (BOOLEAN_FLAGS.includes(name) && inlineValue === undefined) out.push(token);
    else if (VALUE_FLAGS.includes(name)) {
      if (inlineValue !== undefined) out.push(`--${name}`, inlineValue);
      else {
        const next = tokens[i + 1];
        out.push(`--${name}`);
        if (next !== undefined && !next.startsWith('--')) {
          out.push(next);
          i++;
        }
      }
    }
  }
  return out;
}

function splitFlag(body: string): [string, string | undefined] {
  const at = body.indexOf('=');
  return at === -1 ? [body, undefined] : [body.slice(0, at), body.slice(at + 1)];
}

/** The value of a station flag in already-filtered args, if given. */
export function flagValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
}
