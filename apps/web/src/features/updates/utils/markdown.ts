/**
 * The composer's toolbar: edits of a textarea's text that insert the formatting set of rich-text.ts around
 * the selection. Pure functions of (text, selection), so the toolbar and the shortcuts share them. The
 * placeholder put in when nothing is selected ('bold text') is in the reader's language.
 */
import { t } from '@/lib/i18n';

export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

export type FormatAction = 'bold' | 'italic' | 'link' | 'bullets' | 'numbers';

const wrap = (edit: TextEdit, marker: string, placeholder: string): TextEdit => {
  const { text, start, end } = edit;
  const selected = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${marker}${selected}${marker}${text.slice(end)}`;
  return { text: next, start: start + marker.length, end: start + marker.length + selected.length };
};

const link = ({ text, start, end }: TextEdit): TextEdit => {
  const selected = text.slice(start, end);
  if (/^https?:\/\/\S+$/i.test(selected)) {
    const placeholder = t('updates.format.linkText');
    const next = `${text.slice(0, start)}[${placeholder}](${selected})${text.slice(end)}`;
    return { text: next, start: start + 1, end: start + 1 + placeholder.length };
  }
  const label = selected || t('updates.format.linkText');
  const url = 'https://';
  const next = `${text.slice(0, start)}[${label}](${url})${text.slice(end)}`;
  const urlStart = start + label.length + 3;
  return { text: next, start: urlStart, end: urlStart + url.length };
};

const BULLET = /^\s*[-*]\s+/;
const NUMBER = /^\s*\d{1,3}[.)]\s+/;

/** Prefixes every line the selection touches; when they all carry the prefix already, removes it. */
const list = ({ text, start, end }: TextEdit, kind: 'bullets' | 'numbers'): TextEdit => {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const pattern = kind === 'bullets' ? BULLET : NUMBER;
  const remove = lines.every((line) => pattern.test(line));
  const changed = lines
    .map((line, i) =>
      remove
        ? line.replace(pattern, '')
        : `${kind === 'bullets' ? '- ' : `${i + 1}. `}${line.replace(BULLET, '').replace(NUMBER, '')}`,
    )
    .join('\n');
  const next = `${text.slice(0, lineStart)}${changed}${text.slice(lineEnd)}`;
  return { text: next, start: lineStart + changed.length, end: lineStart + changed.length };
};

export const applyFormat = (edit: TextEdit, action: FormatAction): TextEdit => {
  switch (action) {
    case 'bold':
      return wrap(edit, '**', t('updates.format.boldText'));
    case 'italic':
      return wrap(edit, '_', t('updates.format.italicText'));
    case 'link':
      return link(edit);
    case 'bullets':
    case 'numbers':
      return list(edit, action);
  }
};

/** An @mention being typed: the "@" at a word start before the caret and what follows it up to the caret. */
export const mentionAt = (text: string, caret: number): { start: number; query: string } | null => {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  if (at > 0 && !/[\s(]/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  // A name of a few words at most; a line break or a finished token ends the mention.
  if (query.length > 40 || /[\n[\]()@]/.test(query) || /\s{2}/.test(query) || query.startsWith(' '))
    return null;
  return { start: at, query };
};

/** Replaces the "@query" before the caret with the mention's token and a space. */
export const insertMention = (
  text: string,
  mention: { start: number; query: string },
  token: string,
): TextEdit => {
  const end = mention.start + 1 + mention.query.length;
  const next = `${text.slice(0, mention.start)}${token} ${text.slice(end)}`;
  const caret = mention.start + token.length + 1;
  return { text: next, start: caret, end: caret };
};
