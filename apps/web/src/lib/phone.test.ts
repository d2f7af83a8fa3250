import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it("lays out '+{country} XXX (XXX) XXXX' from the last 10 digits", () => {
    expect(formatPhone('14155552671')).toBe('+1 415 (555) 2671');
    expect(formatPhone('447911123456')).toBe('+44 791 (112) 3456');
  });

  it('ignores punctuation and spaces in the stored value', () => {
    expect(formatPhone('+1 (415) 555-2671')).toBe('+1 415 (555) 2671');
  });

  it('leaves out the country prefix when there are only 10 digits', () => {
    expect(formatPhone('4155552671')).toBe('415 (555) 2671');
  });

  it('shows shorter numbers as entered', () => {
    expect(formatPhone('555-2671')).toBe('555-2671');
  });

  it('answers null for an empty value', () => {
    expect(formatPhone('')).toBeNull();
    expect(formatPhone('  ')).toBeNull();
    expect(formatPhone(null)).toBeNull();
  });
});
