import { describe, expect, it } from 'vitest';
import { slotForKey } from './cart-keys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: null,
  ...extra,
});

describe('cart wall keys', () => {
  it('1–9 fire buttons 1–9 and F1–F12 fire buttons 10–21', () => {
    expect(slotForKey(key('1'))).toBe(1);
    expect(slotForKey(key('9'))).toBe(9);
    expect(slotForKey(key('F1'))).toBe(10);
    expect(slotForKey(key('F12'))).toBe(21);
  });

  it('other keys, 0, F13 and modified keys fire nothing', () => {
    expect(slotForKey(key('0'))).toBeNull();
    expect(slotForKey(key('a'))).toBeNull();
    expect(slotForKey(key('F13'))).toBeNull();
    expect(slotForKey(key('1', { ctrlKey: true }))).toBeNull();
    expect(slotForKey(key('F5', { altKey: true }))).toBeNull();
  });

  it('typing in a field fires nothing', () => {
    const input = { closest: (selector: string) => (selector.includes('input') ? {} : null) };
    expect(slotForKey(key('3', { target: input as unknown as EventTarget }))).toBeNull();
  });
});
