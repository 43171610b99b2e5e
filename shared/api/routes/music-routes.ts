import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  categoryCreateSchema,
  categoryCreatedSchema,
  categorySchema,
  categoryUpdateSchema,
} from '../../schemas/music/categories';
import { separationInputSchema, separationSchema } from '../../schemas/music/separation';
import {
  clockCreateSchema,
  clockLengthsSchema,
  clockCreatedSchema,
  clockSchema,
  gridSchema,
  gridUpdateSchema,
} from '../../schemas/music/clocks';
import { logItemSchema, logQuerySchema, logSchema } from '../../schemas/music/log';
import {
  logMoveSchema,
  logMovedSchema,
  logSwapSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  swapCandidatesSchema,
  violationsQuerySchema,
  weeklyViolationsSchema,
} from '../../schemas/music/log-edits';
import { route } from './define';

/** Music scheduling: the music director's categories, separation rules, hour clocks and grid. */
export const MUSIC_ROUTES = {
  'categories.list': route('categories.list', { access: 'admin', response: z.array(categorySchema) }),
  'categories.create': route('categories.create', {
    access: 'admin',
    body: categoryCreateSchema,
    response: categoryCreatedSchema,
  }),
  'categories.update': route('categories.update', {
    access: 'admin',
    params: idParamSchema,
    body: categoryUpdateSchema,
    response: categorySchema,
  }),
  'separation.get': route('separation.get', { access: 'admin', response: separationSchema }),
  'separation.update': route('separation.update', {
    access: 'admin',
    body: separationInputSchema,
    response: separationSchema,
  }),
  'clocks.list': route('clocks.list', { access: 'admin', response: z.array(clockSchema) }),
  'clocks.create': route('clocks.create', { access: 'admin', body: clockCreateSchema, response: clockCreatedSchema }),
  'clocks.lengths': route('clocks.lengths', { access: 'admin', response: clockLengthsSchema }),
  'clocks.update': route('clocks.update', {
    access: 'admin',
    params: idParamSchema,
    body: clockCreateSchema,
    response: clockSchema,
  }),
  'clocks.delete': route('clocks.delete', { access: 'admin', params: idParamSchema, response: 'empty' }),
  'grid.get': route('grid.get', { access: 'admin', response: gridSchema }),
  'grid.update': route('grid.update', { access: 'admin', body: gridUpdateSchema, response: gridSchema }),
  'log.get': route('log.get', { access: 'admin', query: logQuerySchema, response: logSchema }),
  'log.reconciliation': route('log.reconciliation', {
    access: 'admin',
    query: reconciliationQuerySchema,
    response: reconciliationSchema,
  }),
  'log.reconciliationCsv': route('log.reconciliationCsv', {
    access: 'admin',
    query: reconciliationQuerySchema,
    response: 'file',
  }),
  'log.violations': route('log.violations', {
    access: 'admin',
    query: violationsQuerySchema,
    response: weeklyViolationsSchema,
  }),
  'log.candidates': route('log.candidates', { access: 'admin', params: idParamSchema, response: swapCandidatesSchema }),
  'log.lock': route('log.lock', { access: 'admin', params: idParamSchema, response: logItemSchema }),
  'log.unlock': route('log.unlock', { access: 'admin', params: idParamSchema, response: logItemSchema }),
  'log.swap': route('log.swap', {
    access: 'admin',
    params: idParamSchema,
    body: logSwapSchema,
    response: logItemSchema,
  }),
  'log.move': route('log.move', {
    access: 'admin',
    params: idParamSchema,
    body: logMoveSchema,
    response: logMovedSchema,
  }),
} as const;
