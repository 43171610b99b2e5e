export type Catalogue = Record<string, unknown>;

/**
 * A language's catalogue from its folder locales/<lng>/: each <section>.json becomes the top-level key
 * <section>, so features add their own file instead of editing a shared one.
 */
export function catalogue(files: Record<string, Catalogue>): Catalogue {
  const sections: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const section = /([\w-]+)\.json$/.exec(file)?.[1];
    if (section) sections[section] = content;
  }
  return sections;
}

/** Every dotted key path of a catalogue (for the identical-keys test). */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Catalogue).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}
