import { ApiRequestError, type ApiResult, apiUrl } from '../../lib/api';
import { apiAnswer } from '../../lib/api-answer';

/**
 * POSTs multipart form data reporting upload progress. fetch() cannot report request-body
 * progress in browsers, so this uses XMLHttpRequest's upload events. Errors and the parsed answer are api()'s.
 */
export function uploadWithProgress<N extends 'tracks.upload' | 'gallery.upload' | 'core.restoreUpload'>(
  name: N,
  data: FormData,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<ApiResult<N>> {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(name as 'tracks.upload'));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        ApiRequestError.of(xhr.status, text || xhr.statusText).then(reject, reject);
        return;
      }
      try {
        resolve(apiAnswer(name, text));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(data);
  }) as Promise<ApiResult<N>>;
}
