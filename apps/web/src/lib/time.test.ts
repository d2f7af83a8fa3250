import { describe, expect, it } from 'vitest';
import { fullTime, timeAgo } from './time';

const now = new Date('2026-03-04T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in the largest unit that fits', () => {
    expect(timeAgo(ago(0.2), now)).toBe('just now');
    expect(timeAgo(ago(5), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 60), now)).toBe('3 hours ago');
    expect(timeAgo(ago(24 * 60), now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 7 * 24 * 60), now)).toBe('3 weeks ago');
    expect(timeAgo(ago(400 * 24 * 60), now)).toBe('last year');
  });

  it('reads a moment to come as well', () => {
    expect(timeAgo(ago(-90), now)).toBe('in 2 hours');
  });

  it('says nothing for a value that is no date', () => {
    expect(timeAgo('soon', now)).toBe('');
  });
});

describe('fullTime', () => {
  it('gives the date and the time of day', () => {
    const text = fullTime('2026-03-04T12:00:00Z');
    expect(text).toMatch(/^Mar [45], 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  it('gives the fallback for a value that is no date', () => {
    expect(fullTime('soon')).toBe('');
    expect(fullTime('soon', 'soon')).toBe('soon');
  });
});
