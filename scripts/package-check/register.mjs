import { register } from 'node:module';

register('./electron-hook.mjs', import.meta.url);
