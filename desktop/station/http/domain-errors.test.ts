import { describe, expect, it } from 'vitest';
import * as domain from '../uploads/ingest-errors';
import { statusOfDomainError } from './domain-errors';

describe('domain errors → HTTP status', () => {
  it('maps each ingest refusal to its status', () => {
    expect(statusOfDomainError(new domain.UnsupportedMedia('unsupported_audio', 'x'))).toBe(415);
    expect(statusOfDomainError(new domain.TooLarge('file_too_large', 'x'))).toBe(413);
    expect(statusOfDomainError(new domain.Duplicate('duplicate_track', 'x'))).toBe(409);
    expect(statusOfDomainError(new domain.FileBusy('file_busy', 'x'))).toBe(409);
    expect(statusOfDomainError(new domain.MalformedUpload('malformed_upload', 'x'))).toBe(400);
    expect(statusOfDomainError(new domain.InvalidFields('validation_failed', 'x'))).toBe(400);
  });

  it('names the error after its class, so logs say what was refused', () => {
    expect(new domain.Duplicate('duplicate_track', 'x').name).toBe('Duplicate');
  });
});
