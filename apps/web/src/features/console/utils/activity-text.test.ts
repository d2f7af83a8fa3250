import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@portico/contract';
import { activityEntry } from '@test/console/fixtures';
import { activitySentence, describeActivity, splitAccount } from './activity-text';

const account = (subject: 'client' | 'staff', action: Parameters<typeof activityEntry>[0]) =>
  activityEntry({
    subject,
    subjectName: 'Pat Pending <pat@acme.test>',
    subjectId: 'u9',
    boardId: null,
    boardName: null,
    field: null,
    columnId: null,
    oldValue: null,
    newValue: null,
    actor: { kind: 'staff', id: 's1', name: 'Adele Admin' },
    ...action,
  });

describe('activitySentence', () => {
  it('words the people directory: added, renamed, removed from items', () => {
    const person = (action: Parameters<typeof activityEntry>[0]) =>
      activityEntry({
        subject: 'person',
        subjectName: 'Gus Gone <gus@acme.test>',
        subjectId: 'p1',
        boardId: null,
        boardName: null,
        field: null,
        columnId: null,
        oldValue: null,
        newValue: null,
        actor: { kind: 'staff', id: 's1', name: 'Adele Admin' },
        ...action,
      });
    expect(activitySentence(person({ action: 'created' }))).toBe('Adele Admin added Gus Gone to the people');
    expect(
      activitySentence(person({ action: 'updated', field: 'Name', oldValue: 'Gus', newValue: 'Gus Gone' })),
    ).toBe('Adele Admin changed Name of Gus Gone: Gus → Gus Gone');
    expect(
      activitySentence(person({ action: 'deleted', field: 'Items', oldValue: '3', newValue: '0' })),
    ).toBe('Adele Admin removed Gus Gone from the people, unassigning them from 3 items');
    expect(activitySentence(person({ action: 'deleted' }))).toBe(
      'Adele Admin removed Gus Gone from the people',
    );
  });

  it("words an item's change with its column, board and the values before and after", () => {
    expect(activitySentence(activityEntry())).toBe(
      'Riley Chen changed Status of Landing page on Website: Working on it → Done',
    );
    expect(
      describeActivity(activityEntry())
        .segments.filter((s) => s.strong)
        .map((s) => s.text),
    ).toEqual(['Status', 'Landing page', 'Website']);
  });

  it('says (empty) for a value that was or became empty', () => {
    expect(describeActivity(activityEntry({ oldValue: null, newValue: '' })).change).toEqual({
      from: '(empty)',
      to: '(empty)',
    });
  });

  it('names accounts without their email, and words each console action', () => {
    expect(activitySentence(account('client', { action: 'approved' }))).toBe(
      'Adele Admin approved Pat Pending',
    );
    expect(activitySentence(account('client', { action: 'rejected' }))).toBe(
      'Adele Admin rejected the signup of Pat Pending',
    );
    expect(
      activitySentence(
        account('client', {
          action: 'boardsChanged',
          field: 'Boards',
          oldValue: 'None',
          newValue: 'Website',
        }),
      ),
    ).toBe('Adele Admin changed the boards of Pat Pending: None → Website');
    expect(
      activitySentence(account('staff', { action: 'roleChanged', oldValue: 'editor', newValue: 'admin' })),
    ).toBe('Adele Admin changed the role of Pat Pending: Editor → Administrator');
    expect(activitySentence(account('staff', { action: 'removed' }))).toBe(
      'Adele Admin removed Pat Pending from the staff',
    );
  });

  it("words a setting and an item's creation", () => {
    expect(
      activitySentence(
        activityEntry({
          subject: 'settings',
          subjectName: 'Acme Agency',
          boardId: null,
          boardName: null,
          field: 'Description',
          oldValue: 'Old',
          newValue: 'New',
          actor: { kind: 'operator', id: null, name: 'Operator (CLI)' },
        }),
      ),
    ).toBe('Operator (CLI) changed Description: Old → New');
    expect(
      activitySentence(
        activityEntry({ action: 'created', field: 'Group', oldValue: null, newValue: 'Backlog' }),
      ),
    ).toBe('Riley Chen created Landing page in Backlog on Website');
  });

  it("words a portal's creation by the operator, and its import", () => {
    const created = (newValue: string | null) =>
      activitySentence(
        activityEntry({
          subject: 'settings',
          action: 'created',
          subjectName: 'Acme Agency',
          subjectId: null,
          boardId: null,
          boardName: null,
          field: null,
          oldValue: null,
          newValue,
          actor: { kind: 'operator', id: null, name: 'Operator (CLI)' },
        }),
      );
    expect(created(null)).toBe('Operator (CLI) created the portal Acme Agency');
    expect(created('imported from an export of acme')).toBe(
      'Operator (CLI) created the portal Acme Agency, imported from an export of acme',
    );
  });
});

describe("a board's groups and columns", () => {
  /** As the server records them (console-boards.test.ts and console-columns.test.ts pin these forms). */
  const board = (change: Partial<ActivityEntry>) =>
    activityEntry({
      subject: 'board',
      subjectName: 'Website',
      subjectId: 'b1',
      boardId: 'b1',
      boardName: 'Website',
      columnId: null,
      actor: { kind: 'staff', id: 's1', name: 'Adele Admin' },
      oldValue: null,
      newValue: null,
      ...change,
    });

  it('says a deleted group was deleted, where its items went, and never shows null or "(empty)"', () => {
    const moved = board({
      field: 'Groups',
      oldValue: '"Todo" (3 items)',
      newValue: 'Deleted; items moved to "Done"',
    });
    expect(activitySentence(moved)).toBe(
      'Adele Admin deleted the group “Todo” from the board Website, moving its 3 items to “Done”',
    );
    expect(describeActivity(moved).change).toBeNull();
    const empty = board({ field: 'Groups', oldValue: '"Todo" (0 items)', newValue: 'Deleted' });
    expect(activitySentence(empty)).toBe('Adele Admin deleted the group “Todo” from the board Website');
    expect(
      activitySentence(
        board({ field: 'Groups', oldValue: '"One" (1 items)', newValue: 'Deleted; items moved to "Two"' }),
      ),
    ).toBe('Adele Admin deleted the group “One” from the board Website, moving its 1 item to “Two”');
  });

  it('says a group or column was added or renamed, quotes and brackets in names included', () => {
    expect(activitySentence(board({ field: 'Groups', newValue: 'Added "Q1 "big" push"' }))).toBe(
      'Adele Admin added the group “Q1 "big" push” to the board Website',
    );
    expect(activitySentence(board({ field: 'Columns', newValue: 'Added "Due (final)" (Date)' }))).toBe(
      'Adele Admin added the column “Due (final)” (Date) to the board Website',
    );
    expect(activitySentence(board({ field: 'Group title', oldValue: 'Todo', newValue: 'To do' }))).toBe(
      'Adele Admin renamed the group “Todo” to “To do” on the board Website',
    );
    expect(activitySentence(board({ field: 'Column title', oldValue: 'Due', newValue: 'Due date' }))).toBe(
      'Adele Admin renamed the column “Due” to “Due date” on the board Website',
    );
  });

  it('says a deleted column was deleted, with its values', () => {
    expect(
      activitySentence(
        board({ field: 'Columns', oldValue: '"Notes" (Text, 2 values)', newValue: 'Deleted' }),
      ),
    ).toBe('Adele Admin deleted the column “Notes” (Text) from the board Website with its 2 values');
    expect(
      activitySentence(
        board({ field: 'Columns', oldValue: '"Notes" (Text, 0 values)', newValue: 'Deleted' }),
      ),
    ).toBe('Adele Admin deleted the column “Notes” (Text) from the board Website');
  });

  it('keeps the value before and after for the other changes of a board, and for forms it does not know', () => {
    expect(
      activitySentence(board({ field: 'Group order', oldValue: 'Todo, Done', newValue: 'Done, Todo' })),
    ).toBe('Adele Admin changed Group order of the board Website: Todo, Done → Done, Todo');
    expect(activitySentence(board({ field: 'Groups', oldValue: 'something', newValue: 'else' }))).toBe(
      'Adele Admin changed Groups of the board Website: something → else',
    );
  });
});

describe('splitAccount', () => {
  it('separates the name from the email the record keeps with it', () => {
    expect(splitAccount('Pat Pending <pat@acme.test>')).toEqual({
      name: 'Pat Pending',
      email: 'pat@acme.test',
    });
    expect(splitAccount('Website')).toEqual({ name: 'Website', email: null });
  });
});
