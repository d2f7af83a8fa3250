import { describe, expect, it } from 'vitest';
import { badgeCount, bellLabel } from './format';

describe('the bell texts', () => {
  it('caps the badge at 99+ and names the count', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(120)).toBe('Notifications, 120 unread');
  });
});
