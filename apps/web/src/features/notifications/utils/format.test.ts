import { describe, expect, it } from 'vitest';
import { badgeCount, bellLabel, timeAgo } from './format';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('timeAgo', () => {
  it('reads minutes, hours and days in words', () => {
    expect(timeAgo(ago(0.2), now)).toBe('just now');
    expect(timeAgo(ago(5), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 60), now)).toBe('3 hours ago');
    expect(timeAgo(ago(24 * 60), now)).toBe('yesterday');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('the bell texts', () => {
  it('caps the badge at 99+ and names the count', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(120)).toBe('Notifications, 120 unread');
  });
});
