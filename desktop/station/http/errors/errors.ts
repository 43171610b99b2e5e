import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import type { ZodError } from 'zod';
import { type ApiError, apiErrorSchema } from '../../../../shared/schemas/common/common';
import { isStorageFull } from '../../db/write-behind';
import { DomainError } from '../../core/domain-errors';
import type { Logger } from '../../core/log';
import { statusOfDomainError } from './domain-error-status';
import { ResponseMismatch } from '../route-helpers/response-check';

/** The one error type of the API: a status, a stable code and the user-facing (Spanish) message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'bad_request', message, field);
export const notFound = (message = 'No encontrado.') => new HttpError(404, 'not_found', message);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Inicia sesión para continuar.');
export const forbidden = () =>
  new HttpError(403, 'forbidden', 'Acceso denegado: Se requieren permisos de administrador.');

export function fromZod(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  // The message is the spec's Spanish text as is (the UI shows it); `field` names the field.
  return new HttpError(400, 'validation_failed', issue?.message ?? 'Datos no válidos.', field);
}

const MULTER_MESSAGES: Partial<Record<string, [number, string, string]>> = {
  LIMIT_FILE_SIZE: [413, 'file_too_large', 'El archivo es demasiado grande.'],
  LIMIT_UNEXPECTED_FILE: [400, 'unexpected_file', 'Campo de archivo no esperado.'],
  LIMIT_FILE_COUNT: [400, 'too_many_files', 'Demasiados archivos.'],
  LIMIT_FIELD_VALUE: [400, 'field_too_long', 'Un campo del formulario es demasiado largo.'],
};

export const notFoundApi: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, 'not_found', `No existe ${req.method} ${req.path}.`));

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let http: HttpError;
    if (error instanceof HttpError) http = error;
    else if (error instanceof DomainError)
      http = new HttpError(statusOfDomainError(error), error.code, error.message, error.field);
    else if (error instanceof multer.MulterError) {
      const [status, code, message] = MULTER_MESSAGES[error.code] ?? [
        400,
        'upload_failed',
        'No se pudo procesar el archivo subido.',
      ];
      http = new HttpError(status, code, message, error.field);
    } else if (error?.type === 'entity.parse.failed')
      http = new HttpError(400, 'invalid_json', 'El cuerpo de la petición no es JSON válido.');
    else if (error?.type === 'entity.too.large')
      http = new HttpError(413, 'body_too_large', 'La petición es demasiado grande.');
    // A full disk (SQLite's SQLITE_FULL included) is the operator's to fix, not a bug: say so instead of "Error
    // inesperado" (what was written is already removed).
    else if (isStorageFull(error))
      http = new HttpError(
        507,
        'storage_full',
        'No queda espacio en el disco de la emisora. Libera espacio e inténtalo de nuevo.',
      );
    // Another program holds the database's write lock past busy_timeout: nothing was written, trying again will do.
    else if (error?.code === 'SQLITE_BUSY' || error?.code === 'SQLITE_LOCKED')
      http = new HttpError(503, 'database_busy', 'La base de datos está ocupada, inténtalo de nuevo.');
    else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      // http-errors raised by serve-static (missing file, bad range) and friends
      http = new HttpError(
        error.status,
        error.status === 404 ? 'not_found' : 'bad_request',
        error.status === 404 ? 'No encontrado.' : 'Petición no válida.',
      );
    } else if (error instanceof ResponseMismatch) {
      // Only where answers are checked (tests, development): the 500 names the route and the fields at fault.
      log.error('unhandled error', { method: req.method, path: req.path, error: error.message });
      http = new HttpError(500, 'response_mismatch', error.message);
    } else {
      log.error('unhandled error', {
        method: req.method,
        path: req.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      http = new HttpError(500, 'internal', 'Error inesperado');
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body: ApiError = {
      error: http.code,
      message: http.message,
      ...(http.field ? { field: http.field } : {}),
    };
    res.status(http.status).json(res.locals.checkResponses ? apiErrorSchema.parse(body) : body);
  };
}
