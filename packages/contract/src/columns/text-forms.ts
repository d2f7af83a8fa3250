import type { ParseResult } from './definition';

/**
 * Calendar dates, and the text forms of the two types the portal never takes from users (doc, timeline),
 * which operator imports read: `portico import-csv` cells, and the values of a tenant import (through the
 * registry's `fromImport`).
 */

const ok = <V>(value: V): ParseResult<V> => ({ ok: true, value });
const fail = (message: string): ParseResult<never> => ({ ok: false, message });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date in YYYY-MM-DD (rejects 2025-02-30). */
export const isValidIsoDate = (s: string): boolean => {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
};

const DATE = '(\\d{4}-\\d{2}-\\d{2})';
const TIMELINE = new RegExp(`^${DATE}\\s*(?:-|–|/|to)\\s*${DATE}$`);

/** `2025-03-01 - 2025-03-14` (how timelines read in the portal), also with `/`, `–` or `to`. */
export const timelineFromText = (text: string): ParseResult<{ from: string; to: string }> => {
  const m = TIMELINE.exec(text);
  const [from, to] = [m?.[1] ?? '', m?.[2] ?? ''];
  if (!m || !isValidIsoDate(from) || !isValidIsoDate(to))
    return fail('a timeline is two dates, YYYY-MM-DD - YYYY-MM-DD.');
  if (from > to) return fail('the timeline ends before it starts.');
  return ok({ from, to });
};

const httpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** `[Title](https://…)` or a bare http(s) URL (then the URL is the title too). */
export const docFromText = (text: string): ParseResult<{ title: string; url: string }> => {
  const m = /^\[(.+)\]\((\S+)\)$/.exec(text);
  const url = httpUrl(m ? (m[2] as string) : text);
  if (!url) return fail('a doc is an http(s) URL or [Title](URL).');
  return ok({ title: m ? (m[1] as string).trim() : text, url });
};
