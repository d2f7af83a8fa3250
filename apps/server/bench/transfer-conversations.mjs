// Adds conversations to the demo tenant of a Portico SQLite database, to measure `portico export` and
// `portico import` with them (docs/benchmarks.md, "Tenant export version 2"): 30,000 updates (a third of them
// replies, a fifth internal notes), 7,500 mentions, 60,000 notifications, 100,000 activity entries and 5,000
// follows. Rows are written straight into the tables, in their column order as migrated.
//   node apps/server/bench/transfer-conversations.mjs data/portico.db   (after `portico demo --items 20000`)
import Database from 'better-sqlite3';

const db = new Database(process.argv[2]);
const tenant = db.prepare("select id from tenants where slug = 'demo'").get().id;
const users = db.prepare('select id, name from users where tenant_id = ?').all(tenant);
const items = db.prepare('select id, board_id from items where tenant_id = ? order by id').all(tenant);
let n = 0;
const id = () => `0mx${(n++).toString(36).padStart(9, '0')}bench0000`.slice(0, 20);
const at = (i) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
const body =
  'A sentence of an update about the work, with **bold** and a link https://example.com/page. '.repeat(4);
const insUpdate = db.prepare('insert into item_updates values (?,?,?,?,?,?,?,?,?,?,?)');
const insMention = db.prepare('insert into item_update_mentions values (?,?,?)');
const insNote = db.prepare('insert into notifications values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)');
const insAct = db.prepare('insert into activity values (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)');
const insFollow = db.prepare('insert or ignore into item_follows values (?,?,?,?,?)');
db.transaction(() => {
  const tops = [];
  for (let i = 0; i < 30000; i++) {
    const item = items[i % items.length];
    const u = users[i % users.length];
    const uid = id();
    const parent = i % 3 === 2 ? tops[tops.length - 1] : null;
    const pid = parent && parent.item === item.id ? parent.id : null;
    insUpdate.run(
      tenant,
      uid,
      item.board_id,
      item.id,
      pid,
      u.id,
      body,
      i % 5 === 0 ? 1 : 0,
      at(i),
      null,
      null,
    );
    if (!pid) tops.push({ id: uid, item: item.id });
    if (i % 4 === 0) insMention.run(tenant, uid, users[(i + 1) % users.length].id);
    insNote.run(
      tenant,
      id(),
      users[(i + 1) % users.length].id,
      'update',
      u.id,
      u.name,
      item.board_id,
      item.id,
      uid,
      `${u.name} posted an update on an item`,
      body.slice(0, 120),
      `/boards/${item.board_id}/items/${item.id}`,
      1,
      'sent',
      at(i),
      i % 2 ? at(i + 5) : null,
    );
    insNote.run(
      tenant,
      id(),
      users[(i + 2) % users.length].id,
      'update',
      u.id,
      u.name,
      item.board_id,
      item.id,
      uid,
      `${u.name} posted an update on an item`,
      body.slice(0, 120),
      `/boards/${item.board_id}/items/${item.id}`,
      1,
      'digest',
      at(i),
      null,
    );
  }
  for (let i = 0; i < 100000; i++) {
    const item = items[i % items.length];
    const u = users[i % users.length];
    insAct.run(
      tenant,
      id(),
      at(i),
      'staff',
      u.id,
      u.name,
      'item',
      'updated',
      item.id,
      'An item',
      item.board_id,
      'A board',
      'Status',
      null,
      'Working on it',
      'Done',
    );
  }
  for (let i = 0; i < 5000; i++)
    insFollow.run(tenant, items[i * 3].id, users[i % users.length].id, i % 7 ? 1 : 0, at(i));
})();
const count = (table) => db.prepare(`select count(*) as n from ${table}`).get().n;
// Standard error: what a bench script reports is not data for a pipe.
console.error(
  `Seeded ${count('item_updates')} updates, ${count('notifications')} notifications, ${count('activity')} activity entries.`,
);
