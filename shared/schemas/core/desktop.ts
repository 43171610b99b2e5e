import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../station/station-rules';

const port = z
  .number({ error: 'El puerto debe ser un número.' })
  .int('El puerto debe ser un número entero.')
  .min(1024, 'Usa un puerto entre 1024 y 65535.')
  .max(65535, 'Usa un puerto entre 1024 y 65535.');

/** The desktop app's own settings (desktop-settings.json in Electron's userData folder). */
export const desktopSettingsSchema = z.object({
  /** The setup screen was completed: the station starts at once from now on. */
  setupDone: z.boolean().default(false),
  stationName: z.string().trim().max(80).default('Emisora'),
  port: port.default(8080),
  rtmpPort: port.default(1935),
  flvPort: port.default(8000),
  /** Absolute path; empty means the default folder inside userData. */
  dataDir: z.string().default(''),
  openAtLogin: z.boolean().default(false),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/** The first-run setup screen's form. The password goes to the station once and is never stored here. */
export const setupFormSchema = z
  .strictObject({
    stationName: z.string().trim().min(1, 'Escribe el nombre de la emisora.').max(80, 'Máximo 80 caracteres.'),
    /** Needed for a new station only: an imported folder or backup brings its own users. */
    password: z.string().max(256, 'La contraseña es demasiado larga.'),
    passwordRepeat: z.string(),
    port,
    rtmpPort: port,
    flvPort: port,
    dataDir: z.string().max(1000),
    /** 'new' starts empty; 'folder' uses an existing data folder as is; 'backup' restores an archive into it. */
    importKind: z.enum(['new', 'folder', 'backup']),
    importPath: z.string().max(1000),
    openAtLogin: z.boolean(),
  })
  .refine((form) => form.importKind !== 'new' || form.password.length >= UPLOAD_LIMITS.userPasswordMinLength, {
    path: ['password'],
    message: `La contraseña debe tener al menos ${UPLOAD_LIMITS.userPasswordMinLength} caracteres.`,
  })
  .refine((form) => form.importKind !== 'new' || form.password === form.passwordRepeat, {
    path: ['passwordRepeat'],
    message: 'Las contraseñas no coinciden.',
  })
  .refine((form) => new Set([form.port, form.rtmpPort, form.flvPort]).size === 3, {
    path: ['rtmpPort'],
    message: 'Cada puerto debe ser distinto.',
  })
  .refine((form) => form.importKind !== 'backup' || form.importPath.length > 0, {
    path: ['importPath'],
    message: 'Elige la copia de seguridad.',
  })
  .refine((form) => form.importKind !== 'folder' || form.dataDir.length > 0, {
    path: ['dataDir'],
    message: 'Elige la carpeta de datos existente.',
  });
export type SetupForm = z.infer<typeof setupFormSchema>;

/** What the setup screen gets to fill its defaults. */
export interface SetupDefaults {
  stationName: string;
  port: number;
  rtmpPort: number;
  flvPort: number;
  dataDir: string;
  /** Why the screen is shown again (a start-up problem the volunteer is fixing), if so. */
  problem: string | null;
}

export interface StationInfo {
  url: string;
  dataDir: string;
  version: string;
  stationName: string;
  openAtLogin: boolean;
}

/** The setup screen's answer: ok, or the field at fault with its message. */
export type SetupResult = { ok: true } | { ok: false; field: string; message: string };

/** What the desktop window's preload exposes as window.emisora (absent in a browser). */
export interface DesktopBridge {
  stationInfo(): Promise<StationInfo | null>;
  openDataFolder(): Promise<boolean>;
  setupDefaults(): Promise<SetupDefaults | null>;
  chooseFolder(): Promise<string | null>;
  chooseBackup(): Promise<string | null>;
  submitSetup(form: SetupForm): Promise<SetupResult>;
  setOpenAtLogin(on: boolean): Promise<boolean>;
  /** A music folder on the studio PC for "Importar carpeta", from the system's folder dialog (null: cancelled). */
  chooseImportFolder(): Promise<string | null>;
}
