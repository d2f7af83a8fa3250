import { beforeAll, describe, expect, it } from 'vitest';
import {
  UPDATES_PAGE_SIZE,
  mentionToken,
  mentionableResponseSchema,
  messageResponseSchema,
  previewMessages,
  serverMessages,
  updateMessages,
  updateResponseSchema,
} from '@portico/contract';
import { makeTenant, makeUser, signIn, useTestApp } from '../../../test/support/app';
import { makeBoard } from '../../../test/support/boards';
import { expectBody, expectError } from '../../../test/support/http';
import { type PreviewWorld, openPreview, previewWorld } from '../../../test/support/preview';
import { mentionableUrl, post, posted, thread, threadUrl, updateUrl } from './updates.fixture';

const t = useTestApp();
let w: PreviewWorld;
beforeAll(async () => {
  w = await previewWorld(t);
});

const activity = (action: string) =>
  t.ctx.db.kysely
    .selectFrom('activity')
    .selectAll()
    .where('tenant_id', '=', w.tenantId)
    .where('action', '=', action)
    .execute();

describe('a thread between a client and staff', () => {
  it('posts, replies, keeps internal notes from the client, edits and deletes', async () => {
    const b = w.board.id;
    const item = w.assignedId;
    const question = await posted(w.client, b, item, { body: 'Is **this** done?' });
    expect(question).toMatchObject({ parentId: null, internal: false, canEdit: true, canDelete: true });
    expect(question.author?.name).toBe('Cleo Client');
    const note = await posted(w.editor, b, item, { body: 'Not yet', internal: 'true' });
    expect(note.internal).toBe(true);
    // A reply to an internal note is internal, whatever the field said.
    const noteReply = await posted(w.admin, b, item, {
      body: 'Agreed',
      parentId: note.id,
      internal: 'false',
    });
    expect(noteReply.internal).toBe(true);
    const answer = await posted(w.editor, b, item, { body: 'Soon', parentId: question.id });
    expect(answer.internal).toBe(false);

    const seenByClient = await thread(w.client, b, item);
    expect(seenByClient.total).toBe(1);
    expect(seenByClient.updates.map((u) => u.id)).toEqual([question.id]);
    expect(seenByClient.updates[0]?.replies.map((r) => r.id)).toEqual([answer.id]);
    expect(JSON.stringify(seenByClient)).not.toContain('Not yet');
    expect(seenByClient.updates[0]?.replies[0]).toMatchObject({ canEdit: false, canDelete: false });

    const seenByStaff = await thread(w.editor, b, item);
    expect(seenByStaff.total).toBe(2);
    expect(seenByStaff.updates.map((u) => u.id)).toEqual([note.id, question.id]);
    expect(seenByStaff.updates[0]?.replies.map((r) => r.id)).toEqual([noteReply.id]);
    expect(seenByStaff.updates[1]).toMatchObject({ canEdit: false, canDelete: true });

    // The client cannot reach the note through any call.
    expectError(
      await post(w.client, b, item, { body: 'x', parentId: note.id }),
      404,
      updateMessages.notFound,
    );
    expectError(
      await w.client.patch(updateUrl(b, item, note.id), { body: 'x' }),
      404,
      updateMessages.notFound,
    );
    expectError(await w.client.delete(updateUrl(b, item, note.id)), 404, updateMessages.notFound);
    expectError(
      await post(w.client, b, item, { body: 'x', internal: 'true' }),
      403,
      updateMessages.clientInternal,
    );
    expectError(
      await post(w.editor, b, item, { body: 'x', parentId: answer.id }),
      400,
      updateMessages.replyToReply,
    );

    expectError(
      await w.editor.patch(updateUrl(b, item, question.id), { body: 'x' }),
      403,
      updateMessages.notYours,
    );
    expectError(await w.client.delete(updateUrl(b, item, answer.id)), 403, updateMessages.cannotDelete);
    const edited = expectBody(
      await w.client.patch(updateUrl(b, item, question.id), { body: 'Is it _done_?' }),
      200,
      updateResponseSchema,
    );
    expect(edited.data.body).toBe('Is it _done_?');
    expect(edited.data.editedAt).not.toBeNull();

    expectBody(await w.editor.delete(updateUrl(b, item, question.id)), 200, messageResponseSchema);
    const after = await thread(w.client, b, item);
    expect(after.updates[0]).toMatchObject({ id: question.id, body: '', canEdit: false, canDelete: false });
    expect(after.updates[0]?.deletedAt).not.toBeNull();
    expect(after.updates[0]?.replies.map((r) => r.id)).toEqual([answer.id]);
    expectError(await w.client.patch(updateUrl(b, item, question.id), { body: 'again' }), 404);
    expectError(await post(w.editor, b, item, { body: 'x', parentId: question.id }), 404);

    const recorded = [...(await activity('commented')), ...(await activity('commentDeleted'))];
    expect(recorded.map((r) => r.subject_name)).toContain('Assigned to Cleo');
    expect(recorded.some((r) => r.field === 'Internal note' && r.new_value === 'Not yet')).toBe(true);
    expect((await activity('commentEdited'))[0]).toMatchObject({
      old_value: 'Is this done?',
      new_value: 'Is it done?',
    });
  });

  it('pages top-level updates newest first with a cursor', async () => {
    const b = w.board.id;
    const item = w.otherId;
    for (let i = 0; i < UPDATES_PAGE_SIZE + 3; i++) await posted(w.editor, b, item, { body: `Update ${i}` });
    const first = await thread(w.editor, b, item);
    expect(first.total).toBe(UPDATES_PAGE_SIZE + 3);
    expect(first.updates).toHaveLength(UPDATES_PAGE_SIZE);
    expect(first.updates[0]?.body).toBe(`Update ${UPDATES_PAGE_SIZE + 2}`);
    expect(first.cursor).not.toBeNull();
    const second = await thread(w.editor, b, item, first.cursor ?? '');
    expect(second.updates.map((u) => u.body)).toEqual(['Update 2', 'Update 1', 'Update 0']);
    expect(second.cursor).toBeNull();
    expectError(await w.editor.get(`${threadUrl(b, item)}?cursor=bm9wZQ`), 400);
  });
});

describe('who reaches a thread', () => {
  it('refuses a client items they may not open, and foreign ids, as not found', async () => {
    const b = w.board.id;
    for (const res of [
      await w.client.get(threadUrl(b, w.otherId)),
      await post(w.client, b, w.otherId, { body: 'hi' }),
      await w.client.get(mentionableUrl(b, w.otherId)),
      await w.client.get(threadUrl(b, 'no-such-item')),
    ])
      expectError(res, 404, serverMessages.itemNotFound);
    expectError(
      await w.client.get(threadUrl(w.hiddenBoard.id, w.otherId)),
      404,
      serverMessages.boardNotFound,
    );
    const other = await makeTenant(t.services);
    const stranger = await signIn(t, other, await makeUser(t.services, other, { role: 'admin' }));
    const foreignBoard = await makeBoard(t.services, other);
    expectError(await stranger.get(threadUrl(b, w.assignedId)), 404, serverMessages.boardNotFound);
    expectError(
      await stranger.get(threadUrl(foreignBoard.id, w.assignedId)),
      404,
      serverMessages.itemNotFound,
    );
  });

  it('lets a preview read the thread as the client, and change nothing', async () => {
    const b = w.board.id;
    const note = await posted(w.editor, b, w.assignedId, { body: 'staff eyes only', internal: 'true' });
    const { api } = await openPreview(t, w);
    const seen = await thread(api, b, w.assignedId);
    expect(JSON.stringify(seen)).not.toContain(note.id);
    expect(seen.updates.every((u) => !u.canEdit && !u.canDelete)).toBe(true);
    expectError(await post(api, b, w.assignedId, { body: 'hi' }), 403, previewMessages.readOnly);
    const mine = await posted(w.client, b, w.assignedId, { body: 'mine' });
    expectError(
      await api.patch(updateUrl(b, w.assignedId, mine.id), { body: 'x' }),
      403,
      previewMessages.readOnly,
    );
    expectError(await api.delete(updateUrl(b, w.assignedId, mine.id)), 403, previewMessages.readOnly);
  });
});

describe('mentions', () => {
  it('lists and accepts only people who can see the item', async () => {
    const b = w.board.id;
    const people = async (url: string) =>
      expectBody(await w.editor.get(url), 200, mentionableResponseSchema).data.people.map((p) => p.name);
    expect(await people(mentionableUrl(b, w.assignedId))).toEqual(['Ada Admin', 'Cleo Client', 'Ed Editor']);
    // Cleo sees only the items assigned to her.
    expect(await people(mentionableUrl(b, w.otherId))).toEqual(['Ada Admin', 'Ed Editor']);
    expect(await people(mentionableUrl(b, w.assignedId, 'CLEO'))).toEqual(['Cleo Client']);
    expect(await people(mentionableUrl(b, w.assignedId, '%'))).toEqual([]);

    const cleo = mentionToken('Cleo Client', w.clientId);
    const ed = mentionToken('Ed Editor', w.staffId);
    await posted(w.client, b, w.assignedId, { body: `Hi ${ed}` });
    await posted(w.editor, b, w.assignedId, { body: `Hi ${cleo}` });
    expectError(
      await post(w.editor, b, w.otherId, { body: `Hi ${cleo}` }),
      400,
      updateMessages.cannotMention('Cleo Client'),
    );
    // Cleo sees this item; what she cannot see is an internal note, and the message says so.
    expectError(
      await post(w.editor, b, w.assignedId, { body: `Hi ${cleo}`, internal: 'true' }),
      400,
      updateMessages.cannotMentionInNote('Cleo Client'),
    );
    // Where she cannot see the item either, that is what she is told apart by.
    expectError(
      await post(w.editor, b, w.otherId, { body: `Hi ${ed} and ${cleo}`, internal: 'true' }),
      400,
      updateMessages.cannotMention('Cleo Client'),
    );
    expectError(
      await post(w.editor, b, w.assignedId, { body: mentionToken('Ghost', 'nobody') }),
      400,
      updateMessages.cannotMention('Ghost'),
    );
    const note = await posted(w.editor, b, w.assignedId, { body: `fyi ${ed}`, internal: 'true' });
    expectError(
      await w.editor.patch(updateUrl(b, w.assignedId, note.id), { body: cleo }),
      400,
      updateMessages.cannotMentionInNote('Cleo Client'),
    );
    const rows = await t.ctx.db.kysely
      .selectFrom('item_update_mentions')
      .select('user_id')
      .where('update_id', '=', note.id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([w.staffId]);
  });
});
