import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-spanish';

describe('zod messages in Spanish', () => {
  it('a limit without a custom message reaches the UI in Spanish', () => {
    const result = z.string().max(3).safeParse('Portbou');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Demasiado grande/);
    expect(z.number().safeParse('tres').error?.issues[0]?.message).toMatch(/Entrada inválida/);
  });
});
