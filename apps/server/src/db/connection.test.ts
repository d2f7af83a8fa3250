import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './connection';

/** SQLite durability (docs/decisions.md): every commit is synced unless the operator chooses otherwise. */
describe('SQLite synchronous setting', () => {
  const opened: Array<{ db: Db; dir: string }> = [];
  const open = (synchronous?: 'FULL' | 'NORMAL') => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-sync-'));
    const db = openDatabase(`sqlite:${path.join(dir, 'p.db')}`, synchronous ? { synchronous } : {});
    opened.push({ db, dir });
    return db.sqlite?.pragma('synchronous', { simple: true });
  };
  afterEach(async () => {
    for (const { db, dir } of opened.splice(0)) {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is FULL (2) by default and NORMAL (1) when asked', () => {
    expect(open()).toBe(2);
    expect(open('FULL')).toBe(2);
    expect(open('NORMAL')).toBe(1);
  });
});
