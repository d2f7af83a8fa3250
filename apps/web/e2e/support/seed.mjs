// Seeds a fresh database for the browser tests through the server's own services (the same ones the
// operator CLI uses), entered through the server package's one test export, `@portico/server/testing`
// (apps/server/src/testing/seed.ts): the web app names no server source file. Run with `node --import tsx`,
// with the server's environment variables set; prints the seed result as JSON on stdout.
import { Readable } from 'node:stream';

const { TENANTS, PASSWORD } = await import('./seed-data.ts');
const { openSeeder, simplePdf, newId } = await import('@portico/server/testing');

const seeder = await openSeeder();
const { services } = seeder;
const result = { loginTokens: {}, boards: {}, groups: {}, items: {}, sessions: {} };

/** A board of seed-data.ts with its items: column titles, people's emails and file names resolved. */
const createBoard = async (tenant, definition) => {
  const created = await services.boards.createBoard(tenant, {
    name: definition.name,
    allowItemCreation: definition.allowItemCreation,
    groups: definition.groups.map((title) => ({ title })),
    columns: definition.columns,
  });
  const columnId = (title) => {
    const column = created.columns.find((c) => c.title === title);
    if (!column) throw new Error(`No column "${title}" on ${definition.name}`);
    return column.id;
  };
  const items = [];
  for (const item of definition.items) {
    const values = {};
    for (const [title, value] of Object.entries(item.values)) {
      if ('emails' in value) {
        const personIds = [];
        for (const email of value.emails) {
          const person = await services.people.findByEmail(tenant.id, email);
          if (!person) throw new Error(`No person ${email} in ${tenant.slug}`);
          personIds.push(person.id);
        }
        values[columnId(title)] = { personIds };
      } else if ('files' in value) {
        const files = [];
        for (const name of value.files) {
          const file = await services.files.storeUpload({
            tenantId: tenant.id,
            createdBy: null,
            kind: 'column',
            filename: name,
            stream: Readable.from(simplePdf(name.replace(/\.pdf$/, ''), ['Seeded for the browser tests.'])),
            accept: 'any',
          });
          files.push({ fileId: file.id, name: file.name });
        }
        values[columnId(title)] = { files };
      } else {
        values[columnId(title)] = value;
      }
    }
    const group = created.groups.find((g) => g.title === item.group);
    items.push({ groupId: group.id, name: item.name, values });
  }
  const ids = await services.items.addItems(tenant.id, created.board.id, items);
  result.items[tenant.slug] ??= {};
  result.items[tenant.slug][definition.name] = Object.fromEntries(
    items.map((item, i) => [item.name, ids[i]]),
  );
};

try {
  for (const t of Object.values(TENANTS)) {
    const tenant = await services.tenants.create(t.slug, {
      name: t.name,
      description: t.description,
      signupMethod: t.signupMethod,
      subscriptionStatus: t.subscriptionStatus,
      subscriptionPlan: t.subscriptionPlan,
      ...(t.allowUsersToCreateNewItems !== undefined && {
        allowUsersToCreateNewItems: t.allowUsersToCreateNewItems,
      }),
      ...(t.allowNewValueCreation !== undefined && { allowNewValueCreation: t.allowNewValueCreation }),
    });
    for (const p of t.people ?? []) await services.people.create(tenant.id, { ...p, photo: null });
    if (t.demo) await seeder.seedDemo(tenant, t.demo.me);
    for (const board of t.boards ?? []) {
      if (typeof board === 'string') {
        await services.boards.createBoard(tenant, {
          name: board,
          groups: [{ title: 'To do' }, { title: 'Done' }],
          columns: [
            { type: 'status', title: 'Status', settings: { labels: [{ name: 'Done', color: '#00c875' }] } },
            { type: 'date', title: 'Due date' },
          ],
        });
      } else {
        await createBoard(tenant, board);
      }
    }
    result.boards[t.slug] = {};
    result.groups[t.slug] = {};
    for (const board of await services.boards.listBoards(tenant.id)) {
      result.boards[t.slug][board.name] = board.id;
      result.groups[t.slug][board.name] = Object.fromEntries(
        (await services.boards.listGroups(tenant.id, board.id)).map((g) => [g.title, g.id]),
      );
    }

    const users = [];
    for (const u of t.users) {
      const user = await services.users.create(tenant, {
        email: u.email,
        name: u.name,
        password: PASSWORD,
        status: u.status ?? 'active',
        ...(u.role && { role: u.role }),
      });
      if (u.filterItemsByEmail !== undefined)
        await services.users.setFilterItemsByEmail(tenant, user, u.filterItemsByEmail);
      users.push(user);
      if (t.loginLinks?.includes(u.email)) {
        result.loginTokens[u.email] = [];
        for (let i = 0; i < 3; i += 1) {
          const { url } = await services.auth.createLoginLink(tenant, user);
          result.loginTokens[u.email].push(new URL(url).searchParams.get('token'));
        }
      }
    }
    // The activity record of some age (SeedActivity), written as the record keeps it.
    const started = Date.now();
    await seeder.insertActivity(
      (t.activity ?? []).map((a) => {
        const by = users.find((u) => u.email === a.by);
        if (a.by !== 'operator' && !by) throw new Error(`No user ${a.by} in ${t.slug}`);
        return {
          tenant_id: tenant.id,
          id: newId(),
          at: new Date(started - a.minutesAgo * 60_000).toISOString(),
          actor_kind: by ? (by.role === 'client' ? 'client' : 'staff') : 'operator',
          actor_id: by?.id ?? null,
          actor_name: by?.name ?? 'Operator (CLI)',
          subject: a.subject,
          action: a.action,
          subject_id: null,
          subject_name: a.subjectName,
          board_id: a.board ? result.boards[t.slug][a.board] : null,
          board_name: a.board ?? null,
          field: a.field ?? null,
          column_id: null,
          old_value: a.oldValue ?? null,
          new_value: a.newValue ?? null,
        };
      }),
    );
    // Staff open the console signed in (openSignedIn) without spending the login rate limit.
    const staff = new Set(t.users.filter((u) => u.role).map((u) => u.email));
    if (t.sessions || staff.size > 0) {
      result.sessions[t.slug] = {};
      for (const { email, status } of users) {
        if (status !== 'active' || !(t.sessions || staff.has(email))) continue;
        // Read again: the filter override was written after the row was created.
        const user = await services.users.findByEmail(tenant, email);
        result.sessions[t.slug][email] = await services.auth.startSession(tenant, user);
      }
    }
  }
} finally {
  await seeder.close();
}
process.stdout.write(JSON.stringify(result));
