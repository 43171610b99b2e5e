import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import { airChainViewSchema, airOutputSettingsSchema } from '../../schemas/broadcast/air-chain';
import { pushCreateSchema, pushOutputSchema, pushUpdateSchema } from '../../schemas/broadcast/outputs';
import { directoryListingSchema, directoryViewSchema } from '../../schemas/broadcast/directory';
import { rdsSettingsSchema, rdsViewSchema } from '../../schemas/broadcast/rds';
import { dabSettingsSchema, dabViewSchema } from '../../schemas/broadcast/dab';
import { queueInsertSchema, queueItemSchema, queueSchema } from '../../schemas/programming/programming';
import { relayInputSchema, relaySchema, relaySettingsSchema } from '../../schemas/broadcast/relays';
import { sourceCreateSchema, sourceUpdateSchema, streamingSourceSchema } from '../../schemas/broadcast/sources';
import { streamingSettingsSchema } from '../../schemas/broadcast/streaming';
import {
  cartButtonInputSchema,
  cartButtonSchema,
  cartPlaySchema,
  cartSlotParamSchema,
} from '../../schemas/broadcast/studio';
import { route } from './define';

const id = idParamSchema;
/** What start/stop answer: the engine's own status (the desk reads the fuller GET /streaming/status). */
const engineStatusSchema = z.looseObject({ serverRunning: z.boolean(), isLive: z.boolean(), listeners: z.number() });
const streamingSettingsViewSchema = z.object({
  isEnabled: z.boolean(),
  crossfadeSeconds: z.number(),
  loudnessTargetLufs: z.number(),
  listenerCountMinimum: z.number(),
  jingleEvery: z.number(),
  adBreakMinutes: z.array(z.number()),
});

/**
 * The broadcast as the desk and the technician drive it (engine, air chain, outputs, relays, the studio's queue and
 * cart): the admins'.
 */
export const BROADCAST_ROUTES = {
  'sources.create': route('sources.create', {
    access: 'admin',
    body: sourceCreateSchema,
    response: streamingSourceSchema,
  }),
  'sources.update': route('sources.update', {
    access: 'admin',
    params: id,
    body: sourceUpdateSchema,
    response: streamingSourceSchema,
  }),
  'sources.delete': route('sources.delete', { access: 'admin', params: id, response: 'empty' }),
  'streaming.start': route('streaming.start', { access: 'admin', response: engineStatusSchema }),
  'streaming.stop': route('streaming.stop', { access: 'admin', response: engineStatusSchema }),
  'streaming.skip': route('streaming.skip', { access: 'admin', response: z.object({ ok: z.literal(true) }) }),
  'streaming.settings': route('streaming.settings', {
    access: 'admin',
    body: streamingSettingsSchema,
    response: streamingSettingsViewSchema,
  }),
  'airChain.get': route('airChain.get', { access: 'admin', response: airChainViewSchema }),
  'airChain.update': route('airChain.update', {
    access: 'admin',
    body: airOutputSettingsSchema,
    response: airChainViewSchema,
  }),
  'streaming.key': route('streaming.key', { access: 'admin', response: z.object({ streamKey: z.string() }) }),
  'directory.get': route('directory.get', { access: 'admin', response: directoryViewSchema }),
  'directory.update': route('directory.update', {
    access: 'admin',
    body: directoryListingSchema,
    response: directoryViewSchema,
  }),
  'directory.submit': route('directory.submit', { access: 'admin', response: directoryViewSchema }),
  'rds.get': route('rds.get', { access: 'admin', response: rdsViewSchema }),
  'rds.update': route('rds.update', { access: 'admin', body: rdsSettingsSchema, response: rdsViewSchema }),
  'dab.get': route('dab.get', { access: 'admin', response: dabViewSchema }),
  'dab.update': route('dab.update', { access: 'admin', body: dabSettingsSchema, response: dabViewSchema }),
  /** The slide in the folder now, as ODR-PadEnc reads it (404 when none); `v` is the file's name, for caches. */
  'dab.slide': route('dab.slide', {
    access: 'admin',
    query: z.object({ v: z.string().max(64, 'v: como máximo 64 caracteres').optional() }),
    response: 'file',
  }),
  'outputs.list': route('outputs.list', { access: 'admin', response: z.array(pushOutputSchema) }),
  'outputs.create': route('outputs.create', { access: 'admin', body: pushCreateSchema, response: pushOutputSchema }),
  'outputs.update': route('outputs.update', {
    access: 'admin',
    params: id,
    body: pushUpdateSchema,
    response: pushOutputSchema,
  }),
  'outputs.delete': route('outputs.delete', { access: 'admin', params: id, response: 'empty' }),
  'queue.get': route('queue.get', { access: 'admin', response: queueSchema }),
  'queue.insert': route('queue.insert', { access: 'admin', body: queueInsertSchema, response: queueItemSchema }),
  'queue.break': route('queue.break', { access: 'admin', response: z.object({ spots: z.number().int() }) }),
  'queue.remove': route('queue.remove', { access: 'admin', params: id, response: 'empty' }),
  'cart.list': route('cart.list', { access: 'admin', response: z.array(cartButtonSchema) }),
  'cart.save': route('cart.save', {
    access: 'admin',
    params: cartSlotParamSchema,
    body: cartButtonInputSchema,
    response: cartButtonSchema,
  }),
  'cart.clear': route('cart.clear', { access: 'admin', params: cartSlotParamSchema, response: 'empty' }),
  'cart.play': route('cart.play', {
    access: 'admin',
    params: id,
    body: cartPlaySchema,
    response: z.object({ trackId: z.number().int() }),
  }),
  'relays.list': route('relays.list', { access: 'admin', response: z.array(relaySchema) }),
  'relays.settings': route('relays.settings', { access: 'admin', response: relaySettingsSchema }),
  'relays.updateSettings': route('relays.updateSettings', {
    access: 'admin',
    body: relaySettingsSchema,
    response: relaySettingsSchema,
  }),
  'relays.create': route('relays.create', { access: 'admin', body: relayInputSchema, response: relaySchema }),
  'relays.update': route('relays.update', {
    access: 'admin',
    params: id,
    body: relayInputSchema,
    response: relaySchema,
  }),
  'relays.delete': route('relays.delete', { access: 'admin', params: id, response: 'empty' }),
} as const;
