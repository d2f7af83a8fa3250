import type { Page } from '@playwright/test';
import { type ColumnLabel, createItemFormData } from '@portico/contract';

export interface LabelsBoard {
  boardId: string;
  columnId: string;
}

/** A JSON call (or a multipart one, given its text fields) from the signed-in page, with its session. */
const call = <T>(page: Page, method: string, url: string, body?: unknown, form?: Array<[string, string]>) =>
  page.evaluate(
    async ({ method, url, body, form }) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      };
      let payload: BodyInit | undefined;
      if (form) {
        const data = new FormData();
        for (const [name, value] of form) data.set(name, value);
        payload = data;
      } else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const res = await fetch(url, { method, headers, body: payload });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { method, url, body, form },
  ) as Promise<T>;

type Column = { id: string; type: string };

/**
 * A board of its own for a test of the labels dialog (console-labels.spec.ts and .shot.ts), made through
 * the console's API: a status column `Stage` with `labels`, and one item per entry of `items` (its name
 * and the label it holds). Its own board, so tests in parallel never share labels.
 */
export const createLabelsBoard = async (
  page: Page,
  name: string,
  labels: ColumnLabel[],
  items: ReadonlyArray<{ name: string; label: string }>,
): Promise<LabelsBoard> => {
  const board = await call<{ id: string }>(page, 'POST', '/api/console/boards', { name });
  const base = `/api/console/boards/${board.id}`;
  const { columns } = await call<{ columns: Column[] }>(page, 'POST', `${base}/columns`, {
    type: 'status',
    title: 'Stage',
    labels,
  });
  const { groups } = await call<{ groups: Array<{ id: string }> }>(page, 'GET', `${base}/groups`);
  const stage = columns.find((c) => c.type === 'status') as Column;
  for (const item of items) {
    const form = createItemFormData([{ columnId: stage.id, columnType: 'status', text: item.label }]);
    const fields = [...form.entries()].map(([k, v]) => [k, String(v)] as [string, string]);
    const url = `${base}/groups/${groups[0]?.id}/items?${new URLSearchParams({ itemName: item.name })}`;
    await call(page, 'POST', url, undefined, fields);
  }
  return { boardId: board.id, columnId: stage.id };
};
