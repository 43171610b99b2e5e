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

/**
 * Makes `res.json` parse a successful answer with the route's response schema first and throw ResponseMismatch
 * (naming the route and each field) instead of sending it. Only where the station checks its answers (tests,
 * development): a listener's station never refuses an answer it has already computed.
 */
export function checkedJson(name: ApiName, route: ApiRoute, res: Response): void {
  const schema = route.response;
  if (typeof schema === 'string') return;
  const json = res.json.bind(res);
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
