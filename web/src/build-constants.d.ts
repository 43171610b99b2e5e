/** Set by the web build (electron.vite.config.ts `define`): the year the app was built. */
declare const __BUILD_YEAR__: number;
