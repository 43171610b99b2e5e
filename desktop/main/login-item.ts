import { app } from 'electron';

/** The flag a login start passes: start in the tray without showing the window. */
export const HIDDEN_FLAG = '--hidden';

/** Optional start at login (a setting): the station comes back on air after the studio PC restarts. */
export function applyOpenAtLogin(on: boolean) {
  app.setLoginItemSettings({ openAtLogin: on, openAsHidden: true, args: [HIDDEN_FLAG] });
}

/** Started by the login item: stay in the tray. */
export const startedHidden = (argv: readonly string[]) => argv.includes(HIDDEN_FLAG);
