import { describe, expect, it } from 'vitest';
import { programmingSettingsFormSchema } from './programming-settings-schema';

const issues = (input: { jingleEvery: number; adBreakMinutes: string }) => {
  const result = programmingSettingsFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('programming settings form', () => {
  it('turns the typed minutes into the sorted array the API takes', () => {
    expect(programmingSettingsFormSchema.parse({ jingleEvery: 3, adBreakMinutes: '40, 0,20' })).toEqual({
      jingleEvery: 3,
      adBreakMinutes: [0, 20, 40],
    });
    expect(programmingSettingsFormSchema.parse({ jingleEvery: 0, adBreakMinutes: '' })).toEqual({
      jingleEvery: 0,
      adBreakMinutes: [],
    });
  });

  it('reports the shared rule on the text field itself, not on one of its numbers', () => {
    expect(issues({ jingleEvery: 0, adBreakMinutes: '0, 60' })).toEqual([
      { path: 'adBreakMinutes', message: 'Los minutos de las pausas van de 0 a 59.' },
    ]);
    expect(issues({ jingleEvery: 0, adBreakMinutes: '0, media' })).toEqual([
      { path: 'adBreakMinutes', message: 'Los minutos de las pausas van de 0 a 59.' },
    ]);
    expect(issues({ jingleEvery: 0, adBreakMinutes: '15, 15' })).toEqual([
      { path: 'adBreakMinutes', message: 'Un minuto no puede repetirse.' },
    ]);
  });

  it('keeps the jingle spacing within the shared bounds', () => {
    expect(issues({ jingleEvery: 51, adBreakMinutes: '0' })).toEqual([
      { path: 'jingleEvery', message: 'Una cortinilla como mucho cada 50 canciones.' },
    ]);
    expect(issues({ jingleEvery: Number.NaN, adBreakMinutes: '0' })[0]?.path).toBe('jingleEvery');
  });
});
