/** A route's path with its parameters written in (each encoded), e.g. /podcasts/:id -> /podcasts/7. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`API: falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
