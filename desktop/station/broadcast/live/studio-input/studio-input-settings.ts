import type { StudioInputSettings } from '../../../../../shared/schemas/mic/studio-input';
import type { SettingsRepo } from '../../../repos/admin/settings';

const KEYS = {
  device: 'studio_input_device',
  mode: 'studio_input_mode',
  duckDb: 'studio_input_duck_db',
  vox: 'studio_input_vox',
} as const;

/** Music under the desk in "atenuar": about a tenth of its level, the usual talk-over duck. */
const DEFAULTS: StudioInputSettings = {
  device: null,
  mode: 'cruce',
  duckDb: -20,
  vox: { enabled: false, thresholdDbfs: -30, holdMs: 2_000 },
};

function readVox(text: string | undefined): StudioInputSettings['vox'] {
  if (!text) return DEFAULTS.vox;
  try {
    return { ...DEFAULTS.vox, ...(JSON.parse(text) as Partial<StudioInputSettings['vox']>) };
  } catch {
    return DEFAULTS.vox;
  }
}

/** "Entrada del estudio" as stored; device null = follow --studio-input / EMISORA_STUDIO_INPUT. */
export function readStudioInput(repo: Pick<SettingsRepo, 'read'>): StudioInputSettings {
  const duck = Number(repo.read(KEYS.duckDb));
  return {
    device: repo.read(KEYS.device) || null,
    mode: repo.read(KEYS.mode) === 'atenuar' ? 'atenuar' : 'cruce',
    duckDb: repo.read(KEYS.duckDb) !== undefined && Number.isFinite(duck) ? duck : DEFAULTS.duckDb,
    vox: readVox(repo.read(KEYS.vox)),
  };
}

/** Written together: the settings topic is published once per write, and the desk follows the last one. */
export function writeStudioInput(repo: Pick<SettingsRepo, 'write'>, value: StudioInputSettings) {
  repo.write(KEYS.device, value.device ?? '');
  repo.write(KEYS.mode, value.mode);
  repo.write(KEYS.duckDb, value.duckDb);
  repo.write(KEYS.vox, JSON.stringify(value.vox));
}

/** What the desk captures: the admin's device when one is chosen, else the one the station was started with. */
export function effectiveStudioInput(stored: StudioInputSettings, fromConfig: string | undefined): StudioInputSettings {
  return { ...stored, device: stored.device ?? fromConfig ?? null };
}
