/**
 * The formatting set of an update (issue #8): a small Markdown subset, parsed here once so the web app
 * renders it as React elements and the server renders it into email HTML, both escaping every text run.
 * Nothing in a body is ever HTML: `<b>` stays the four characters it is.
 *
 *   **bold**   *italic* or _italic_   [text](https://…) and bare https:// links   lines starting with
 *   "- " or "* " (bulleted list) or "1. " (numbered list)   line breaks   @[Name](user:ID) mentions
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'link'; href: string; text: string }
  | { type: 'mention'; userId: string; name: string };

export type Block =
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'bullets'; items: Inline[][] }
  | { type: 'numbers'; items: Inline[][] };

/** Only web and mail links; anything else (javascript:, data:, relative) stays plain text. */
export const isSafeHref = (href: string): boolean => {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return false;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol);
  } catch {
    return false;
  }
};

const MENTION = /^@\[([^\]\n]{1,200})\]\(user:([A-Za-z0-9_-]{1,64})\)/;
const LINK = /^\[([^\]\n]{1,500})\]\(([^)\s]{1,2000})\)/;
const BARE_URL = /^https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/i;

/** Inline formatting of one line; unmatched markers are plain text. Nesting depth is bounded. */
export const parseInline = (source: string, depth = 0): Inline[] => {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const ch = source[i];
    if (ch === '@') {
      const m = MENTION.exec(rest);
      if (m) {
        flush();
        out.push({ type: 'mention', name: m[1]!, userId: m[2]! });
        i += m[0].length;
        continue;
      }
    }
    if (ch === '[') {
      const m = LINK.exec(rest);
      if (m && isSafeHref(m[2]!)) {
        flush();
        out.push({ type: 'link', text: m[1]!, href: m[2]! });
        i += m[0].length;
        continue;
      }
    }
    if ((ch === 'h' || ch === 'H') && (i === 0 || /[\s(]/.test(source[i - 1]!))) {
      const m = BARE_URL.exec(rest);
      if (m && isSafeHref(m[0])) {
        flush();
        out.push({ type: 'link', text: m[0], href: m[0] });
        i += m[0].length;
        continue;
      }
    }
    if (depth < 3 && rest.startsWith('**')) {
      const end = source.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'bold', children: parseInline(source.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    const wordStart = i === 0 || !/[A-Za-z0-9]/.test(source[i - 1]!);
    if (
      depth < 3 &&
      (ch === '*' || (ch === '_' && wordStart)) &&
      source[i + 1] !== ch &&
      source[i + 1] !== ' '
    ) {
      const end = source.indexOf(ch, i + 1);
      if (end > i + 1 && source[end - 1] !== ' ') {
        flush();
        out.push({ type: 'italic', children: parseInline(source.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
};

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBER = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** Blocks of a body: paragraphs separated by blank lines, and list runs. */
export const parseRichText = (source: string): Block[] => {
  const blocks: Block[] = [];
  let paragraph: Inline[][] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const number = bullet ? null : NUMBER.exec(line);
    if (bullet || number) {
      endParagraph();
      const type = bullet ? 'bullets' : 'numbers';
      const content = parseInline((bullet ?? number)![1]!);
      const last = blocks[blocks.length - 1];
      if (last && last.type === type) last.items.push(content);
      else blocks.push({ type, items: [content] });
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(parseInline(line));
    }
  }
  endParagraph();
  return blocks;
};

const inlineText = (nodes: Inline[]): string =>
  nodes
    .map((n) =>
      n.type === 'text'
        ? n.text
        : n.type === 'link'
          ? n.text === n.href
            ? n.href
            : `${n.text} (${n.href})`
          : n.type === 'mention'
            ? `@${n.name}`
            : inlineText(n.children),
    )
    .join('');

/** The body as plain text (email text part, notification previews, search). */
export const richTextToPlain = (source: string): string =>
  parseRichText(source)
    .map((b) =>
      b.type === 'paragraph'
        ? b.lines.map(inlineText).join('\n')
        : b.items
            .map((item, i) => `${b.type === 'bullets' ? '-' : `${i + 1}.`} ${inlineText(item)}`)
            .join('\n'),
    )
    .join('\n\n');

/** The user ids mentioned in a body, each once, in order of first mention. */
export const mentionedUserIds = (source: string): string[] => {
  const ids = new Set<string>();
  const walk = (nodes: Inline[]) => {
    for (const n of nodes) {
      if (n.type === 'mention') ids.add(n.userId);
      else if (n.type === 'bold' || n.type === 'italic') walk(n.children);
    }
  };
  for (const b of parseRichText(source))
    for (const line of b.type === 'paragraph' ? b.lines : b.items) walk(line);
  return [...ids];
};

/**
 * The token a mention is written as in a body. The name is cut to what MENTION reads (1 to 200 characters
 * without brackets or line breaks), so every token parses back as a mention, whatever the person's name.
 */
export const mentionToken = (name: string, userId: string): string => {
  const shown = name
    .replace(/[[\]\r\n]/g, ' ')
    .trim()
    .slice(0, 200)
    .trim();
  return `@[${shown || 'someone'}](user:${userId})`;
};
