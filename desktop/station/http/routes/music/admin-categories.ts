import { Router } from 'express';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import { categoryCreateSchema, categoryUpdateSchema } from '../../../../../shared/schemas/music/categories';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { parse } from '../../errors/validate';
import { actor, requireAdmin } from '../../middleware/session';

/** The music director's categories: list, create, rename, recolour and their own separation minutes. */
export function adminCategoryRoutes({ repos }: StationContext): Router {
  const router = Router();

  router.get('/categories', requireAdmin, (_req, res) => {
    res.json(repos.categories.list());
  });

  router.post('/categories', requireAdmin, (req, res) => {
    const input = parse(categoryCreateSchema, req.body ?? {});
    const category = repos.categories.create(input);
    repos.audit.record(actor(res), 'category.create', `Categoría «${category.name}» creada`);
    res.status(201).json({ id: category.id, name: category.name });
  });

  router.patch('/categories/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const patch = parse(categoryUpdateSchema, req.body ?? {});
    const category = repos.categories.update(id, patch);
    if (!category) throw notFound('La categoría no existe.');
    repos.audit.record(actor(res), 'category.update', `Categoría «${category.name}» editada`);
    res.json(category);
  });

  return router;
}
