import { describe, expect, it } from 'vitest';
import { applyFormat, insertMention, mentionAt } from './markdown';

describe('applyFormat', () => {
  it('wraps the selection in bold and italic markers and keeps it selected', () => {
    expect(applyFormat({ text: 'make this loud', start: 5, end: 9 }, 'bold')).toEqual({
      text: 'make **this** loud',
      start: 7,
      end: 11,
    });
    expect(applyFormat({ text: 'a b', start: 2, end: 3 }, 'italic')).toEqual({
      text: 'a _b_',
      start: 3,
      end: 4,
    });
  });

  it('inserts a placeholder when nothing is selected', () => {
    const edit = applyFormat({ text: '', start: 0, end: 0 }, 'bold');
    expect(edit.text).toBe('**bold text**');
    expect(edit.text.slice(edit.start, edit.end)).toBe('bold text');
  });

  it('turns the selection into a link with the address selected to type over', () => {
    const edit = applyFormat({ text: 'see docs', start: 4, end: 8 }, 'link');
    expect(edit.text).toBe('see [docs](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });

  it('prefixes every selected line for lists, and removes the prefix when all have it', () => {
    const text = 'intro\none\ntwo';
    const bullets = applyFormat({ text, start: 7, end: 12 }, 'bullets');
    expect(bullets.text).toBe('intro\n- one\n- two');
    expect(applyFormat({ text: bullets.text, start: 8, end: 16 }, 'bullets').text).toBe(text);
    expect(applyFormat({ text, start: 6, end: 13 }, 'numbers').text).toBe('intro\n1. one\n2. two');
  });
});

describe('mentionAt', () => {
  it('finds an "@" at a word start and what follows it up to the caret', () => {
    expect(mentionAt('hi @pri', 7)).toEqual({ start: 3, query: 'pri' });
    expect(mentionAt('@Priya Ra', 9)).toEqual({ start: 0, query: 'Priya Ra' });
    expect(mentionAt('hi @', 4)).toEqual({ start: 3, query: '' });
  });

  it('ignores e-mail addresses, finished lines and finished tokens', () => {
    expect(mentionAt('mail alex@example.test', 22)).toBeNull();
    expect(mentionAt('@pri\nnext', 9)).toBeNull();
    expect(mentionAt('@[Priya](user:u2) ', 18)).toBeNull();
  });

  it('replaces the typed "@query" with the token and a space', () => {
    expect(insertMention('hi @pri!', { start: 3, query: 'pri' }, '@[Priya](user:u2)')).toEqual({
      text: 'hi @[Priya](user:u2) !',
      start: 21,
      end: 21,
    });
  });
});
