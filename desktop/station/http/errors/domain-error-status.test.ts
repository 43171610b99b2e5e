import { describe, expect, it } from 'vitest';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../core/domain-errors';
import { DownloadError } from '../../uploads/download';
import * as domain from '../../uploads/ingest-errors';
import { statusOfDomainError } from './domain-error-status';

describe('domain errors → HTTP status', () => {
  it('maps each ingest refusal to its status', () => {
    expect(statusOfDomainError(new domain.UnsupportedMedia('unsupported_audio', 'x'))).toBe(415);
    expect(statusOfDomainError(new domain.TooLarge('file_too_large', 'x'))).toBe(413);
    expect(statusOfDomainError(new domain.Duplicate('duplicate_track', 'x'))).toBe(409);
    expect(statusOfDomainError(new domain.FileBusy('file_busy', 'x'))).toBe(409);
    expect(statusOfDomainError(new domain.MalformedUpload('malformed_upload', 'x'))).toBe(400);
    expect(statusOfDomainError(new domain.InvalidFields('validation_failed', 'x'))).toBe(400);
  });

  it('maps the general refusals of the rules below the routes (programming, podcasts)', () => {
    expect(statusOfDomainError(new NotFound('not_found', 'x'))).toBe(404);
    expect(statusOfDomainError(new Conflict('schedule_overlap', 'x'))).toBe(409);
    expect(statusOfDomainError(new Invalid('validation_failed', 'x'))).toBe(400);
    expect(statusOfDomainError(new Unprocessable('audio_failed', 'x'))).toBe(422);
  });

  it('maps a failed download on the url field: too large is 413, anything else 400', () => {
    const tooLarge = new DownloadError('too_large', 'x');
    expect([statusOfDomainError(tooLarge), tooLarge.code, tooLarge.field]).toEqual([413, 'file_too_large', 'url']);
    const refused = new DownloadError('refused', 'x');
    expect([statusOfDomainError(refused), refused.code, refused.field]).toEqual([400, 'download_failed', 'url']);
  });

  it('names the error after its class, so logs say what was refused', () => {
    expect(new domain.Duplicate('duplicate_track', 'x').name).toBe('Duplicate');
    expect(new DownloadError('timeout', 'x').name).toBe('DownloadError');
  });
});
