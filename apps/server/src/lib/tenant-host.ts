import { slugSchema } from '@portico/contract';

const parse = (hostname: string): string | null => {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const dot = host.indexOf('.');
  if (dot <= 0) return null;
  const parsed = slugSchema.safeParse(host.slice(0, dot));
  return parsed.success ? parsed.data : null;
};

/** Host names seen lately (an installation answers a few): forgotten all at once when it is full. */
const known = new Map<string, string | null>();
const MAX_KNOWN = 1_000;

/**
 * The tenant is the first label of the host name (`acme.portal.example` → `acme`). Every API call asks,
 * with one of a handful of host names, so the answer is kept: two replacements and a schema check cost a
 * few microseconds per request. Host headers made up by the thousand only empty the memo.
 */
export const slugFromHost = (hostname: string): string | null => {
  let slug = known.get(hostname);
  if (slug === undefined) {
    slug = parse(hostname);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(hostname, slug);
  }
  return slug;
};
