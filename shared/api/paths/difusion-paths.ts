/** "Difusión": the now-playing targets, by name. */
export const DIFUSION_API_PATHS = {
  'difusion.list': 'GET /admin/difusion',
  'difusion.create': 'POST /admin/difusion',
  'difusion.update': 'PUT /admin/difusion/:id',
  'difusion.delete': 'DELETE /admin/difusion/:id',
  'difusion.test': 'POST /admin/difusion/:id/test',
} as const;
