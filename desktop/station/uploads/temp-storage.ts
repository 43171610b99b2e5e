import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MalformedUpload, TooLarge } from './ingest-errors';

const MALFORMED = 'El formulario enviado está incompleto o dañado. Inténtalo de nuevo.';

/** One file field of a multipart form, with its own size limit and the message shown past it. */
export interface FileField {
  name: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/** A file multer has written to the temp dir. */
export interface TempUpload {
  path: string;
  originalName: string;
  size: number;
}

/**
 * A multer storage engine that streams each file into the station's tmp dir under a random name and
 * stops as soon as the field's own limit is passed (multer's fileSize is one limit for all fields).
 * A partial file is deleted only after its descriptor is closed, so a late open cannot recreate it.
 */
class LimitedTempStorage implements multer.StorageEngine {
  constructor(
    private readonly tempPath: () => string,
    private readonly limits: ReadonlyMap<string, number>,
  ) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    const limit = this.limits.get(file.fieldname);
    if (limit === undefined) {
      file.stream.resume();
      callback(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
      return;
    }
    const target = this.tempPath();
    // multer removes files that already have a path when the request aborts mid-write.
    file.path = target;
    const out = fs.createWriteStream(target, { flags: 'wx' });
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      file.stream.unpipe(out);
      file.stream.resume();
      const removeThenReport = () => fs.rm(target, { force: true }, () => callback(error));
      if (out.closed) removeThenReport();
      else {
        out.once('close', removeThenReport);
        out.destroy();
      }
    };
    file.stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new multer.MulterError('LIMIT_FILE_SIZE', file.fieldname));
    });
    file.stream.once('error', fail);
    out.once('error', fail);
    out.once('close', () => {
      if (settled) return;
      settled = true;
      callback(null, { path: target, size, destination: path.dirname(target), filename: path.basename(target) });
    });
    file.stream.pipe(out);
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    fs.rm(file.path, { force: true }, (error) => callback(error));
  }
}

/**
 * Multipart parsing for one form: at most one file per listed field, small text fields only.
 * A file over its field's limit becomes a 413 with that field's message; multer has then already
 * removed every file of the request.
 */
export function receiveFiles(tempPath: () => string, fields: readonly FileField[]): RequestHandler {
  const limits = new Map(fields.map((field) => [field.name, field.maxBytes]));
  const upload = multer({
    storage: new LimitedTempStorage(tempPath, limits),
    // Browsers send UTF-8 file names; busboy's default latin1 would garble 'Canción.mp3'.
    defParamCharset: 'utf8',
    limits: { files: fields.length, fields: 20, fieldSize: 16 * 1024, parts: fields.length + 20, fieldNameSize: 100 },
  }).fields(fields.map((field) => ({ name: field.name, maxCount: 1 })));

  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        const field = fields.find((f) => f.name === error.field);
        return next(
          new TooLarge('file_too_large', field?.tooLargeMessage ?? 'El archivo es demasiado grande.', error.field),
        );
      }
      // busboy reports a malformed or truncated body with a plain Error (no code); file system and
      // multer errors carry a code and keep their own handling.
      if (error instanceof Error && !(error as NodeJS.ErrnoException).code) {
        return next(new MalformedUpload('malformed_upload', MALFORMED));
      }
      next(error);
    });
  };
}

/** The temp file multer stored for a field, if the form had one. */
export function uploadedFile(req: Request, field: string): TempUpload | undefined {
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  const file = files?.[field]?.[0];
  return file ? { path: file.path, originalName: file.originalname ?? '', size: file.size } : undefined;
}

/** Deletes every temp file of the request; adopted files were renamed away, so this only removes leftovers. */
export function discardUploads(req: Request): void {
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  for (const list of Object.values(files ?? {})) for (const file of list ?? []) fs.rmSync(file.path, { force: true });
}

/** Text fields of a multipart form as plain strings (multer leaves them as strings or arrays). */
export function formText(req: Request, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
