import { API_ROUTES } from '../../../../../shared/api/index';
import { openApiDocument } from '../../../../../shared/api/openapi';
import { AUTH } from '../../../../../shared/station/station-rules';
import { STATION } from '../../../../../shared/station/station-facts';
import { APP_VERSION } from '../../../backup/manifest';
import type { ApiGroup } from '../../route-helpers/api-group';
import { handle } from '../../route-helpers/handle';

/** GET /api/openapi.json: the API table as an OpenAPI 3.1 document, built once on the first request. */
export const openApiGroup: ApiGroup = (_ctx, api) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  handle(api, 'api.openapi', ({ res }) => {
    document ??= openApiDocument(API_ROUTES, {
      title: `${STATION.name}: API de Emisora`,
      version: APP_VERSION,
      serverUrl: '/api',
      sessionCookie: AUTH.sessionCookie,
    });
    res.set('Cache-Control', 'no-cache').json(document);
  });
};
