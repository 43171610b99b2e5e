import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it('pads day, month, hour and minute and uses 24-hour time', () => {
    expect(formatClock(new Date(2025, 5, 1, 9, 5))).toBe('01/06/2025 09:05');
    expect(formatClock(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025 23:59');
  });
});
