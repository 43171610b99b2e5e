import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  targetCreateSchema,
  targetTestResultSchema,
  targetUpdateSchema,
  targetViewSchema,
} from '../../schemas/difusion/difusion';
import { route } from './define';

/** "Difusión": the admins' only. A target's secret goes in, never out (the views say whether it is set). */
export const DIFUSION_ROUTES = {
  'difusion.list': route('difusion.list', { access: 'admin', response: z.array(targetViewSchema) }),
  'difusion.create': route('difusion.create', {
    access: 'admin',
    body: targetCreateSchema,
    response: targetViewSchema,
  }),
  'difusion.update': route('difusion.update', {
    access: 'admin',
    params: idParamSchema,
    body: targetUpdateSchema,
    response: targetViewSchema,
  }),
  'difusion.delete': route('difusion.delete', { access: 'admin', params: idParamSchema, response: 'empty' }),
  'difusion.test': route('difusion.test', { access: 'admin', params: idParamSchema, response: targetTestResultSchema }),
} as const;
