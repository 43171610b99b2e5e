import type { Response } from 'express';
import type { ApiRoute } from '../../../../shared/api/routes/define';
import type { ApiName } from '../../../../shared/api/index';

/** A route answered JSON its table entry's response schema refuses: the contract both ends rely on is broken. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: ApiName,
    readonly issues: string,
  ) {
    super(`La respuesta de ${route} no cumple su esquema (shared/api):\n${issues}`);
    this.name = 'ResponseMismatch';
  }
}

const sendJson = new WeakMap<Response, Response['json']>();

/**
 * Makes `res.json` parse a successful answer with the route's response schema first and throw ResponseMismatch
 * (naming the route and each field) instead of sending it. Only where the station checks its answers (tests,
 * development): a listener's station never refuses an answer it has already computed.
 */
export function checkedJson(name: ApiName, route: ApiRoute, res: Response): void {
  const schema = route.response;
  if (typeof schema === 'string') return;
  // A route that passed the request on has wrapped it already: the answer is the last route's, so is its check.
  const json = sendJson.get(res) ?? res.json.bind(res);
  sendJson.set(res, json);
  res.json = (body: unknown) => {
    if (res.statusCode >= 300) return json(body);
    const result = schema.safeParse(body);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
      throw new ResponseMismatch(name, issues.join('\n'));
    }
    return json(body);
  };
}
