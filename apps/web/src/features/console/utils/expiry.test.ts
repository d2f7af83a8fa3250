import { describe, expect, it } from 'vitest';
import { expiresIn } from './expiry';

const now = new Date('2026-03-04T09:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('expiresIn', () => {
  it('says minutes for the usual quarter of an hour, hours for a day, a date beyond', () => {
    expect(expiresIn(later(15), now)).toBe('in 15 minutes');
    expect(expiresIn(later(0.4), now)).toBe('in a minute');
    expect(expiresIn(later(24 * 60), now)).toBe('in 24 hours');
    expect(expiresIn(later(7 * 24 * 60), now)).toMatch(/^on Mar 11, 2026 at \d\d:\d\d$/);
  });

  it('does not break on a value that is no date', () => {
    expect(expiresIn('not a date', now)).toBe('soon');
  });
});
