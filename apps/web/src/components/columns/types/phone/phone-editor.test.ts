import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, phoneValidity } from './phone-editor';

/** How a browser compiles an input's pattern attribute (HTML: anchored, with the v flag). */
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('PhoneEditor checks', () => {
  it('has a pattern browsers can compile, taking the placeholder form and refusing letters', () => {
    const pattern = asBrowser(PHONE_PATTERN);
    expect(pattern.test('+1 (123) 456 7890')).toBe(true);
    expect(pattern.test('415.555.0134')).toBe(true);
    expect(pattern.test('415-555-0134')).toBe(true);
    expect(pattern.test('call me')).toBe(false);
  });

  it('asks for 10 to 15 digits, and accepts an empty value', () => {
    expect(phoneValidity('')).toBe('');
    expect(phoneValidity('555 0134')).toBe('Enter a phone number with 10 to 15 digits.');
    expect(phoneValidity('+1 (123) 456 7890')).toBe('');
  });
});
