import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatList, formatNumber } from './format';
import { activateLanguage, loadUnits } from './i18n';

describe('formats in the active language', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it('writes numbers, dates and lists as each language does', async () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatList(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben, and Cy');
    await loadUnits('start');
    await activateLanguage('de');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatList(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben und Cy');
    expect(formatDateTime('2026-03-04T12:00:00Z', { month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe(
      '4. März',
    );
    await activateLanguage('fr');
    expect(formatDateTime('2026-03-04T12:00:00Z', { month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe(
      '4 mars',
    );
  });
});
