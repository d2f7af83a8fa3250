import type { Request } from 'autocannon';
import { COMMON_TERM, RARE_TERM } from '../src/cli/demo/large-board';
import type { BenchData } from './seed';

export interface Target {
  minRps?: number;
  /** Minimum share of the bare handler's req/s. */
  minRatio?: number;
  maxP99?: number;
}

export interface Workload {
  id: string;
  title: string;
  /** The requests each connection sends in turn (fixed ones are pre-built by autocannon). */
  requests: Request[];
  target: Target;
  /** The bare baseline's path for the same page, when there is one. */
  bare?: string;
  /** Sent as a staff member (the console's calls); a client otherwise. */
  staff?: boolean;
  /** Concurrent connections, when not the run's (a board a few staff members work on at once). */
  connections?: number;
}

export const BOUNDARY = '----portico-bench-boundary';

/** An updateItem body in the §7 multipart encoding: one text column. */
export const updateBody = (columnId: string, text: string) =>
  [
    ...[
      ['id', columnId],
      ['type', 'text'],
      ['text', text],
    ].map(
      ([key, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="columnValues[${columnId}][${key}]"\r\n\r\n${value}\r\n`,
    ),
    `--${BOUNDARY}--\r\n`,
  ].join('');

/** W1–W6 of the issue, for one seeded board; `deep` is a cursor into the middle of the board. */
export const workloads = (
  data: BenchData,
  deep: { cursor: string; gpos: number; pos: number },
): Workload[] => {
  const list = (query: Record<string, string>) =>
    `/api/boards/getAllItems?${new URLSearchParams({ boardId: data.boardId, ...query })}`;
  let n = 0;
  return [
    {
      id: 'W1',
      title: 'getAllItems, first page',
      requests: [{ method: 'GET', path: list({}) }],
      target: { minRps: 5000, minRatio: 0.8, maxP99: 25 },
      bare: '/page',
    },
    {
      id: 'W2',
      title: 'getAllItems, deep page (cursor)',
      requests: [{ method: 'GET', path: list({ cursor: deep.cursor }) }],
      target: { minRps: 5000, minRatio: 0.8, maxP99: 25 },
      bare: `/page?gpos=${deep.gpos}&pos=${deep.pos}`,
    },
    {
      id: 'W3',
      title: `search, rare term ("${RARE_TERM}")`,
      requests: [{ method: 'GET', path: list({ compareValue: RARE_TERM }) }],
      target: { maxP99: 50 },
    },
    {
      id: 'W4',
      title: `search, common term ("${COMMON_TERM}")`,
      requests: [{ method: 'GET', path: list({ compareValue: COMMON_TERM }) }],
      target: { maxP99: 50 },
    },
    {
      id: 'W5',
      title: 'getItemDetails (1,000 items in turn)',
      requests: data.itemIds.map((id) => ({
        method: 'GET',
        path: `/api/boards/getItemDetails/${id}?boardId=${data.boardId}`,
      })),
      target: { minRps: 6000 },
    },
    {
      id: 'W6',
      title: 'updateItem, one text column (1,000 items in turn)',
      // Built per request: every update must change the value (an unchanged one is a 400).
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              path: `/api/boards/updateItem/${data.itemIds[n % data.itemIds.length]}?boardId=${data.boardId}`,
              headers: { ...req.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              body: updateBody(data.notesColumnId, `Benchmark note ${n}`),
            };
          },
        },
      ],
      target: { minRps: 1500 },
    },
  ];
};
