import { ApiRequestError } from '../../lib/api';

/**
 * POSTs multipart form data reporting upload progress. fetch() cannot report request-body
 * progress in browsers, so this uses XMLHttpRequest's upload events. Errors mirror apiRequest's.
 */
export function uploadWithProgress<T>(
  url: string,
  data: FormData,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = text || xhr.statusText;
        reject(new ApiRequestError(xhr.status, `${xhr.status}: ${body}`, body));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : {}) as T);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(data);
  });
}
