import { expect } from 'vitest';
import type { Client } from './http';

const FILE_URL = /"(\/api\/files\/[^"]+)"/g;

/**
 * Two responses (of two installations, or two tenants) are the same apart from their signed file URLs
 * (signed per tenant and instance), and the files those URLs serve have the same bytes and type.
 */
export const sameFiles = async (a: Client, b: Client, left: unknown, right: unknown) => {
  const [l, r] = [JSON.stringify(left), JSON.stringify(right)];
  expect(r.replace(FILE_URL, '"<file>"')).toBe(l.replace(FILE_URL, '"<file>"'));
  const [lu, ru] = [[...l.matchAll(FILE_URL)], [...r.matchAll(FILE_URL)]].map((m) =>
    m.map((x) => JSON.parse(`"${x[1]}"`) as string),
  );
  for (const [i, url] of lu!.entries()) {
    const [x, y] = [await a.get(url), await b.get(ru![i]!)];
    expect(x.statusCode).toBe(200);
    expect(y.rawPayload.equals(x.rawPayload)).toBe(true);
    expect(y.headers['content-type']).toBe(x.headers['content-type']);
  }
};
