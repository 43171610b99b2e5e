/** Music scheduling (categories, separation rules, hour clocks, the week's grid): routes by name. */
export const MUSIC_API_PATHS = {
  'categories.list': 'GET /categories',
  'categories.create': 'POST /categories',
  'categories.update': 'PATCH /categories/:id',
  'separation.get': 'GET /separation',
  'separation.update': 'PUT /separation',
  'clocks.list': 'GET /clocks',
  'clocks.create': 'POST /clocks',
  'clocks.lengths': 'GET /clocks/lengths',
  'clocks.update': 'PUT /clocks/:id',
  'clocks.delete': 'DELETE /clocks/:id',
  'grid.get': 'GET /grid',
  'grid.update': 'PUT /grid',
  'log.get': 'GET /log',
} as const;
