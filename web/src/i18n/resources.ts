import { LANGUAGES } from '../../../shared/constants';

type Catalogue = Record<string, unknown>;

/**
 * Catalogues live in locales/<lng>/<section>.json; each file becomes the top-level key <section>,
 * so features add their own file instead of editing a shared one.
 */
export function buildResources(files: Record<string, Catalogue>): Record<string, { translation: Catalogue }> {
  const resources: Record<string, { translation: Catalogue }> = {};
  for (const lng of LANGUAGES) resources[lng] = { translation: {} };
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lng, section] = match as unknown as [string, string, string];
    const target = resources[lng];
    if (target) target.translation[section] = content;
  }
  return resources;
}

/** Every dotted key path of a catalogue (for the identical-keys test). */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Catalogue).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}
