import fs from 'node:fs';
import path from 'node:path';
import { type SetupDefaults, setupFormSchema } from '../../shared/schemas/core/desktop';
import { ConfigError } from '../station/config/config';
import { assertDataDirUsable } from '../station/config/data-dir';
import { assertPortFree } from '../station/config/ports';
import type { SetupResult } from '../preload/channels';
import type { DesktopSettingsStore } from './desktop-settings';

/** What the first start after setup needs: the administrator's password (new station) or a backup to restore. */
export interface FirstStart {
  adminPassword?: string;
  restore?: string;
}

/**
 * The first-run setup screen's main side: its defaults, and checking and saving its form. Nothing is printed:
 * the administrator's password is the one typed there, handed to the station's first start only.
 */
export function createFirstRun(options: { settings: DesktopSettingsStore; host: string }) {
  const { settings } = options;
  return {
    needed: () => !settings.get().setupDone,
    defaults(problem: string | null = null): SetupDefaults {
      const current = settings.get();
      return {
        stationName: current.stationName,
        port: current.port,
        rtmpPort: current.rtmpPort,
        flvPort: current.flvPort,
        dataDir: settings.dataDir(),
        problem,
      };
    },
    async submit(raw: unknown): Promise<{ result: SetupResult; start?: FirstStart }> {
      const parsed = setupFormSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return { result: { ok: false, field: String(issue.path[0] ?? 'form'), message: issue.message } };
      }
      const form = parsed.data;
      const fail = (field: string, message: string) => ({ result: { ok: false as const, field, message } });
      for (const field of ['port', 'rtmpPort', 'flvPort'] as const) {
        try {
          await assertPortFree(options.host, form[field]);
        } catch {
          return fail(field, `El puerto ${form[field]} ya lo usa otro programa: elige otro.`);
        }
      }
      const dataDir = form.dataDir ? path.resolve(form.dataDir) : settings.dataDir();
      if (form.importKind === 'folder' && !fs.existsSync(path.join(dataDir, 'emisora.db')))
        return fail('dataDir', 'Esa carpeta no tiene datos de Emisora (falta emisora.db).');
      try {
        assertDataDirUsable(dataDir);
      } catch (error) {
        if (error instanceof ConfigError) return fail('dataDir', 'Emisora no puede escribir en esa carpeta.');
        throw error;
      }
      if (form.importKind === 'backup' && !fs.existsSync(form.importPath))
        return fail('importPath', 'No se encuentra ese archivo de copia de seguridad.');
      settings.update({
        setupDone: true,
        stationName: form.stationName,
        port: form.port,
        rtmpPort: form.rtmpPort,
        flvPort: form.flvPort,
        dataDir: form.dataDir ? dataDir : '',
        openAtLogin: form.openAtLogin,
      });
      const start: FirstStart = {};
      if (form.importKind === 'new') start.adminPassword = form.password;
      if (form.importKind === 'backup') start.restore = form.importPath;
      return { result: { ok: true }, start };
    },
  };
}
