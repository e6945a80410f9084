import { describe, expect, it } from 'vitest';
import { withoutName } from './former-partner-names';

describe('withoutName', () => {
  it('says "A former partner" where the name starts a sentence', () => {
    expect(withoutName('Bo sent you a Romantic dare', 'Bo')).toBe(
      'A former partner sent you a Romantic dare',
    );
    expect(withoutName('Well done. Bo wrote a reflection', 'Bo')).toBe(
      'Well done. A former partner wrote a reflection',
    );
  });

  it('says "a former partner" inside a sentence', () => {
    expect(withoutName('New adventure from Bo', 'Bo')).toBe('New adventure from a former partner');
    expect(withoutName('Complete the dare from Bo before time runs out.', 'Bo')).toBe(
      'Complete the dare from a former partner before time runs out.',
    );
  });

  it('leaves other words alone, and names with marks or spaces are whole', () => {
    expect(withoutName('Bob and Bo', 'Bo')).toBe('Bob and a former partner');
    expect(withoutName('Anne-Marie O’Neil accepted', 'Anne-Marie O’Neil')).toBe(
      'A former partner accepted',
    );
    expect(withoutName('J. Doe finished the survey', 'J. Doe')).toBe(
      'A former partner finished the survey',
    );
  });
});
