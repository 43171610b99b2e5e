import { describe, expect, it } from 'vitest';
import { idParamSchema } from './common';

describe('idParamSchema', () => {
  it.each(['1', '7', '42', '9007199254740991'])('accepts the plain decimal id %j', (id) => {
    expect(idParamSchema.parse({ id })).toEqual({ id: Number(id) });
  });

  // Number() reads all of these as ids; none is how this API ever writes one.
  it.each([
    '0b11',
    '0x10',
    '0o7',
    '1e3',
    ' 1',
    '1 ',
    '01',
    '-1',
    '+1',
    '1.0',
    '0',
    '',
    '9007199254740992',
    '99999999999999999',
    'NaN',
    'Infinity',
  ])('refuses %j', (id) => {
    const result = idParamSchema.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});
