/**
 * Every shared constant, re-exported from the module that owns it. New code imports the owning module directly:
 * station-facts.ts (the station and its programme), audio-format.ts (the broadcast's format), ui-settings.ts (the
 * web app's timings and sizes), pricing-tables.ts (advertising prices), station-rules.ts (uploads, sign-in,
 * automation). This file keeps the older imports working.
 */
export * from './audio-format';
export * from './pricing-tables';
export * from './station-facts';
export * from './station-rules';
export * from './ui-settings';
