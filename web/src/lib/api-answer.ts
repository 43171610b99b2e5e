import type { ApiName } from '../../../shared/api/paths/paths';
import type { ApiResult } from './api';
import { checkResponse } from './api-check';

/**
 * A route's answer read from its text and parsed with its schema, as api() does, for a call api() cannot make (an
 * upload that reports progress, a raw body). Kept out of api.ts: the home page's JavaScript never needs it.
 */
export const apiAnswer = <N extends ApiName>(name: N, text: string) =>
  checkResponse(name, text ? JSON.parse(text) : undefined) as Promise<ApiResult<N>>;
