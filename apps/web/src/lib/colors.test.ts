import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, parseHex, readableTextOn } from './colors';

describe('colours from data', () => {
  it('parses #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#00c875')).toEqual([0, 200, 117]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex(undefined)).toBeNull();
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#64748b', '#e5e7eb')).toBeLessThan(4.5);
  });

  it('picks black or white text, whichever reads better, and both reach 4.5:1 on any colour', () => {
    expect(readableTextOn('#ffcb00')).toBe('#000000');
    expect(readableTextOn('#333333')).toBe('#ffffff');
    for (const bg of ['#579bfc', '#00c875', '#fdab3d', '#a25ddc', '#e2445c', '#777777', '#7a7a7a']) {
      expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a colour just enough to read on a light background', () => {
    const text = ensureContrast('#64748b', '#e5e7eb');
    expect(contrastRatio(text, '#e5e7eb')).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#000000');
    expect(ensureContrast('#111111', '#ffffff')).toBe('#111111');
  });
});
