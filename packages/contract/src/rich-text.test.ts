import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  mentionToken,
  mentionedUserIds,
  parseInline,
  parseRichText,
  richTextToPlain,
} from './rich-text';

describe('parseInline', () => {
  it('reads bold, italic, links and mentions', () => {
    expect(parseInline('a **b** *c* _d_ [e](https://e.test) @[Fox](user:u1)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'd' }] },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'e', href: 'https://e.test' },
      { type: 'text', text: ' ' },
      { type: 'mention', userId: 'u1', name: 'Fox' },
    ]);
  });

  it('keeps HTML, unsafe links and unmatched markers as text', () => {
    expect(parseInline('<b>x</b> <script>')).toEqual([{ type: 'text', text: '<b>x</b> <script>' }]);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'JaVaScRiPt:x'])
      expect(JSON.stringify(parseInline(`[click](${href})`))).not.toContain('"link"');
    expect(parseInline('**open *half snake_case_name')).toEqual([
      { type: 'text', text: '**open *half snake_case_name' },
    ]);
  });

  it('links bare web addresses, leaving closing punctuation out', () => {
    expect(parseInline('see https://a.test/x. (http://b.test)')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', text: 'https://a.test/x', href: 'https://a.test/x' },
      { type: 'text', text: '. (' },
      { type: 'link', text: 'http://b.test', href: 'http://b.test' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('xhttps://a.test')).toEqual([{ type: 'text', text: 'xhttps://a.test' }]);
  });

  it('bounds nesting', () => {
    const deep = '**' + '*'.repeat(20) + 'x' + '*'.repeat(20) + '**';
    expect(() => parseInline(deep)).not.toThrow();
  });
});

describe('isSafeHref', () => {
  it('accepts web and mail links only', () => {
    expect(isSafeHref('https://x.test')).toBe(true);
    expect(isSafeHref('mailto:a@b.test')).toBe(true);
    expect(isSafeHref('ftp://x.test')).toBe(false);
    expect(isSafeHref('https://')).toBe(false);
  });
});

describe('parseRichText', () => {
  it('splits paragraphs, line breaks and lists', () => {
    const blocks = parseRichText('one\r\ntwo\n\n- a\n* b\n1. c\n2) d\n\nend');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'bullets', 'numbers', 'paragraph']);
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      lines: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
    });
    expect(blocks[1]).toMatchObject({ items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[2]).toMatchObject({ items: [[{ text: 'c' }], [{ text: 'd' }]] });
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText(' \n \n')).toEqual([]);
  });

  it('does not take a bold line for a bullet', () => {
    expect(parseRichText('**Note** this')[0]?.type).toBe('paragraph');
  });
});

describe('richTextToPlain', () => {
  it('renders text, links, mentions and lists as plain text', () => {
    expect(
      richTextToPlain('Hi @[Fox](user:u1), **see** [the doc](https://d.test)\n\n- one\n- two\n\n3. x\n4. y'),
    ).toBe('Hi @Fox, see the doc (https://d.test)\n\n- one\n- two\n\n1. x\n2. y');
    expect(richTextToPlain('<i>raw</i> https://a.test')).toBe('<i>raw</i> https://a.test');
  });
});

describe('mentions', () => {
  it('finds each mentioned user once, in order, inside formatting and lists', () => {
    expect(mentionedUserIds('@[A](user:a) **@[B](user:b)** @[A](user:a)\n- _@[C](user:c)_')).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(mentionedUserIds('@[A](user:bad id) [x](user:z) @[](user:e)')).toEqual([]);
  });

  it('writes tokens that parse back to the same user, whatever the name', () => {
    for (const name of ['Fox Mulder', 'Odd [name]\nhere', '', ' ', 'x'.repeat(300)]) {
      const token = mentionToken(name, 'u-1');
      expect(mentionedUserIds(`Hi ${token}!`), JSON.stringify(name)).toEqual(['u-1']);
    }
  });
});
