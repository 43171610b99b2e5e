import fs from 'node:fs';
import path from 'node:path';
import { type DesktopSettings, desktopSettingsSchema } from '../../shared/schemas/core/desktop';

/**
 * The desktop app's settings file (userData/desktop-settings.json): ports, data folder, start at login, whether
 * setup was done. A missing or damaged file gives the defaults (the setup screen shows again). Written atomically.
 */
export function createDesktopSettings(userData: string) {
  const file = path.join(userData, 'desktop-settings.json');
  let current: DesktopSettings = read();

  function read(): DesktopSettings {
    try {
      const parsed = desktopSettingsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (parsed.success) return parsed.data;
    } catch {
      // No file yet, or not JSON: defaults.
    }
    return desktopSettingsSchema.parse({});
  }

  return {
    get: (): DesktopSettings => current,
    update(patch: Partial<DesktopSettings>): DesktopSettings {
      const next = desktopSettingsSchema.parse({ ...current, ...patch });
      fs.mkdirSync(userData, { recursive: true });
      const tmp = `${file}.tmp-${process.pid}`;
      fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
      fs.renameSync(tmp, file);
      current = next;
      return next;
    },
    /** The data folder the station uses: the chosen one, else <userData>/station. */
    dataDir: (): string => current.dataDir || path.join(userData, 'station'),
    file,
  };
}
export type DesktopSettingsStore = ReturnType<typeof createDesktopSettings>;
