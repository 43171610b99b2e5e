import { describe, expect, it } from 'vitest';
import { podcastInputSchema } from './podcasts';

const base = { title: 'T', description: 'D', author: 'A', language: 'es', category: 'History' };

describe('podcast owner’s e-mail', () => {
  it('is optional, an empty field meaning none', () => {
    expect(podcastInputSchema.parse(base).ownerEmail).toBeUndefined();
    expect(podcastInputSchema.parse({ ...base, ownerEmail: '  ' }).ownerEmail).toBeNull();
    expect(podcastInputSchema.parse({ ...base, ownerEmail: ' podcasts@radio.cat ' }).ownerEmail).toBe(
      'podcasts@radio.cat',
    );
  });

  it('refuses what is not an address, in Spanish', () => {
    const result = podcastInputSchema.safeParse({ ...base, ownerEmail: 'radio.cat' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'El correo del propietario no es válido (p. ej. podcasts@radio.cat).',
    );
  });
});
