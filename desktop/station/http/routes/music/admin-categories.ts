import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** The music director's categories: list, create, rename, recolour and their own separation minutes. */
export function adminCategoryRoutes({ repos }: Pick<StationContext, 'repos'>): Router {
  const router = Router();

  handle(router, 'categories.list', requireAdmin, ({ res }) => {
    res.json(repos.categories.list());
  });

  handle(router, 'categories.create', requireAdmin, ({ body: input, res }) => {
    const category = repos.categories.create(input);
    repos.audit.record(actor(res), 'category.create', `Categoría «${category.name}» creada`);
    res.status(201).json({ id: category.id, name: category.name });
  });

  handle(router, 'categories.update', requireAdmin, ({ params: { id }, body: patch, res }) => {
    const category = repos.categories.update(id, patch);
    if (!category) throw notFound('La categoría no existe.');
    repos.audit.record(actor(res), 'category.update', `Categoría «${category.name}» editada`);
    res.json(category);
  });

  return router;
}
