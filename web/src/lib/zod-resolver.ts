/**
 * The forms' zod resolver, with zod's own messages in Spanish as z.config(z.locales.es()) sets them (the same
 * global zod-without-eval.ts prepares; shared/text/zod-spanish.ts on the station). Only a form shows those messages,
 * so the locale comes with the forms' code: pages without a form, the home page first, never load it.
 */
import spanish from 'zod/v4/locales/es.js';

const shared = globalThis as { __zod_globalConfig?: object };
shared.__zod_globalConfig ??= {};
Object.assign(shared.__zod_globalConfig, spanish());

export { zodResolver } from '@hookform/resolvers/zod';
