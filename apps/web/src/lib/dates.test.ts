import { describe, expect, it } from 'vitest';
import { dateFormatExample, formatDate } from './dates';

describe('formatDate', () => {
  it('renders a calendar date in each of the four formats', () => {
    expect(formatDate('2025-03-07', 'YYYY-MM-DD')).toBe('2025-03-07');
    expect(formatDate('2025-03-07', 'DD-MM-YYYY')).toBe('07-03-2025');
    expect(formatDate('2025-03-07', 'MM-DD-YYYY')).toBe('03-07-2025');
    expect(formatDate('2025-03-07', 'DD-MMM-YYYY')).toBe('07-Mar-2025');
  });

  it('uses YYYY-MM-DD when no format (or an unknown one) is given', () => {
    expect(formatDate('2025-12-31')).toBe('2025-12-31');
    expect(formatDate('2025-12-31', 'YY/MM' as never)).toBe('2025-12-31');
  });

  it('keeps the calendar day of date-only values (no time-zone shift)', () => {
    expect(formatDate('2025-01-01', 'DD-MMM-YYYY')).toBe('01-Jan-2025');
  });

  it('reads full timestamps too', () => {
    expect(formatDate('2025-06-15T10:00:00', 'DD-MM-YYYY')).toBe('15-06-2025');
  });

  it('answers null for what is not a date, so the cell can show N/A', () => {
    expect(formatDate('', 'YYYY-MM-DD')).toBeNull();
    expect(formatDate('   ')).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('refuses calendar dates that do not exist instead of rolling them over', () => {
    expect(formatDate('2025-02-30')).toBeNull();
    expect(formatDate('2025-13-01')).toBeNull();
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
  });
});

describe('dateFormatExample', () => {
  it('shows a given day in the format', () => {
    expect(dateFormatExample('DD-MMM-YYYY', new Date(2025, 10, 4))).toBe('04-Nov-2025');
  });
});
