import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue';
import type { EndpointDef } from './endpoint-def';

const all = Object.entries(endpoints) as Array<[string, EndpointDef]>;

/**
 * Each call declares who may make it at all (`access`), so the server refuses everybody else before it
 * reads the request (docs/decisions.md, "Authorize first"). A call of the console or of the boards that
 * forgot it would be validated before it is authorized: these fail first.
 */
describe('the access each call declares', () => {
  it('every console call is for staff or administrators, and no other call is', () => {
    const wrong = all
      .filter(
        ([, e]) => e.path.startsWith('/api/console/') !== (e.access === 'staff' || e.access === 'admin'),
      )
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('every call about the tenant’s boards, items and their threads needs boards the tenant may use', () => {
    const wrong = all
      .filter(([, e]) => e.path.startsWith('/api/boards/') !== (e.access === 'boards'))
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('only calls with a token declare an access', () => {
    expect(all.filter(([, e]) => e.access && !e.auth).map(([name]) => name)).toEqual([]);
  });
});
