// What a page's first visit moves over the wire, as Chromium counts it: every response's headers and body as
// received (encoded), from the first request until the network is idle. Used by scripts/first-visit.mjs and
// by the sign-in page's budget test (apps/web/e2e/bundle-budget.spec.ts).

/**
 * Opens `url` in a new context of `browser` (an empty cache, no session), waits until the network is idle
 * and `ready(page)` has resolved, and returns each response's path, encoding and sizes.
 */
export const firstVisit = async (browser, url, { acceptEncoding = null, ready = async () => {} } = {}) => {
  const context = await browser.newContext();
  try {
    if (acceptEncoding) await context.setExtraHTTPHeaders({ 'accept-encoding': acceptEncoding });
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    const files = [];
    for (const request of finished) {
      const response = await request.response();
      const sizes = await request.sizes();
      const headers = response ? await response.allHeaders() : {};
      files.push({
        url: new URL(request.url()).pathname,
        encoding: headers['content-encoding'] ?? 'none',
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
      });
    }
    return files;
  } finally {
    await context.close();
  }
};

/** Bodies and headers of every file, in bytes. */
export const wireTotal = (files) => files.reduce((sum, f) => sum + f.body + f.headers, 0);
