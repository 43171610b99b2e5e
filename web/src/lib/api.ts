/**
 * Development builds check each GET answer against the shared schemas (api-contract.ts) and fail loudly on a
 * mismatch. Production builds skip it: zod would otherwise join the home page's entry chunk, and the server
 * already builds its answers from the same schemas (desktop/station/http/api-contract.test.ts reads them).
 */
async function checkResponse<T>(url: string, data: unknown): Promise<T> {
  if (!import.meta.env.DEV) return data as T;
  const contract = await import('./api-contract');
  return contract.checkResponse<T>(url, data, true);
}

/**
 * Fetch helpers with the spec's rules: credentials always sent, 204/empty → {}, non-OK → Error("status: text").
 * Every GET answer the contract lists is checked against its shared zod schema (see api-contract.ts).
 */

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The server's Spanish message when the body is the API's error JSON. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiRequestError(res.status, `${res.status}: ${text}`, text);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return {} as T;
  const text = await res.text();
  if (!text) return {} as T;
  return JSON.parse(text) as T;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    ...init,
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json', ...init.headers } : init.headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const data = await parseBody<unknown>(res);
  return method.toUpperCase() === 'GET' ? checkResponse<T>(url, data) : (data as T);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GET the first query-key element as a URL. With 'returnNull', a 401 becomes an empty result. */
export function getQueryFn(options: { on401: UnauthorizedBehavior }) {
  return async <T>({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> => {
    const url = String(queryKey[0]);
    const res = await fetch(url, { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return checkResponse<T>(url, await parseBody<unknown>(res));
  };
}
