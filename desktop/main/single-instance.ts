import { app } from 'electron';

/**
 * One Emisora per computer (two would fight over the ports and the database). A second launch hands over to the
 * first, which brings its window forward; the second quits. Returns false in the second instance.
 */
export function setupSingleInstance(onSecondLaunch: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => onSecondLaunch());
  return true;
}
