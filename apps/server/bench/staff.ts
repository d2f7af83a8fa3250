import type { BenchData } from './seed';
import { BOUNDARY, type Workload, updateBody } from './workloads';

/**
 * The console's staff board at the large board's size (issue 7): S1 its first page (100 items with every
 * column: their stored staff renderings since issue 25, rendered on read before), S2 a page sorted by the
 * Status column (descending, off its sort keys), S3 an in-place edit of one text column. Sent as an editor, on 4 connections: a board is
 * worked on by a few staff members at once, not by the 32 clients of the portal's workloads.
 */
export const staffWorkloads = (data: BenchData): Workload[] => {
  const items = (query: Record<string, string>) =>
    `/api/console/boards/${data.boardId}/items?${new URLSearchParams({ limit: '100', ...query })}`;
  let n = 0;
  return [
    {
      id: 'S1',
      title: 'staff board, first page (100 items, every column)',
      requests: [{ method: 'GET', path: items({}) }],
      target: { maxP99: 100 },
      staff: true,
      connections: 4,
    },
    {
      id: 'S2',
      title: 'staff board, first page sorted by Status (descending)',
      requests: [{ method: 'GET', path: items({ sort: data.statusColumnId, dir: 'desc' }) }],
      target: { maxP99: 1000 },
      staff: true,
      connections: 4,
    },
    {
      id: 'S3',
      title: 'staff board, in-place edit of one text column (1,000 items in turn)',
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              path: `/api/console/boards/${data.boardId}/items/${data.itemIds[n % data.itemIds.length]}`,
              headers: { ...req.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              body: updateBody(data.notesColumnId, `Staff note ${n}`),
            };
          },
        },
      ],
      target: { minRps: 500 },
      staff: true,
      connections: 4,
    },
  ];
};
