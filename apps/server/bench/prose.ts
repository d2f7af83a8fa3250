import fs from 'node:fs';
import type { Request } from 'autocannon';
import { seededRandom } from '../src/cli/demo/items';
import type { NewItemData } from '../src/modules/items';
import type { Services } from '../src/services';
import type { Workload } from './workloads';

/**
 * The prose board of the benchmark: items whose name, text and long-text columns are lorem-like prose of
 * a few dozen common words, so that nearly every trigram (and word) of the language is in most items.
 * A trigram index then knows little about a made-up word made of those trigrams: the searches below
 * (P1–P5) are the ones such text makes expensive.
 */

/** The words of the prose, most frequent first (a rough Zipf distribution picks them). */
const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et ' +
  'dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea ' +
  'commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur ' +
  'excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'
).split(' ');

/** A made-up word in PROSE_RARE_COUNT items: every one of its trigrams is in 75–100% of the items. */
export const PROSE_RARE_TERM = 'dolorempor';
export const PROSE_RARE_COUNT = 5;
/** A common word, in most items. */
export const PROSE_COMMON_TERM = 'dolor';
/** Two words, in about 3% of the items. */
export const PROSE_TWO_WORDS = 'dolor sit';
/** A made-up word in no item, whose trigrams are all common too. */
export const PROSE_NO_MATCH = 'laborempor';
/** The start of a word. */
export const PROSE_PREFIX = 'consec';

export const proseBoardName = (items: number) => `Field notes (${items.toLocaleString('en-US')} items)`;

type Random = ReturnType<typeof seededRandom>;
const word = (rnd: Random) => WORDS[Math.floor(WORDS.length * rnd.next() ** 1.6)] as string;
const words = (rnd: Random, min: number, max: number) =>
  Array.from({ length: rnd.int(min, max) }, () => word(rnd)).join(' ');
const sentence = (rnd: Random) => {
  const text = words(rnd, 6, 16);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** One item's texts; `rare`: with the rare term in its body. */
export const proseItem = (rnd: Random, rare: boolean) => {
  const body = [sentence(rnd), sentence(rnd), sentence(rnd)];
  if (rare) body.splice(1, 0, `Ask about ${PROSE_RARE_TERM} first.`);
  return {
    name: sentence(rnd).slice(0, -1).split(' ').slice(0, 5).join(' '),
    note: sentence(rnd),
    body: body.join(' '),
  };
};

/** Adds the prose board (deterministic: the same items in every run); returns its id. */
export const addProseBoard = async (
  services: Services,
  tenant: Parameters<Services['boards']['createBoard']>[0],
  items: number,
) => {
  const created = await services.boards.createBoard(tenant, {
    name: proseBoardName(items),
    allowItemCreation: true,
    groups: ['Notes', 'Drafts', 'Archive'].map((title) => ({ title })),
    columns: [
      { type: 'text', title: 'Note' },
      { type: 'long_text', title: 'Body' },
    ],
  });
  const col = (title: string) => created.columns.find((c) => c.title === title)?.id as string;
  const groups = created.groups.map((g) => g.id);
  const rnd = seededRandom(items + 1);
  const rare = new Set(
    Array.from({ length: PROSE_RARE_COUNT }, (_, i) =>
      Math.floor(((i * 2 + 1) * items) / (PROSE_RARE_COUNT * 2)),
    ),
  );
  const batch: NewItemData[] = [];
  for (let i = 0; i < items; i++) {
    const item = proseItem(rnd, rare.has(i));
    batch.push({
      groupId: groups[Math.min(groups.length - 1, Math.floor((i / items) * groups.length))] as string,
      name: item.name,
      values: { [col('Note')]: { text: item.note }, [col('Body')]: { text: item.body } },
    });
    if (batch.length === 5000 || i === items - 1)
      await services.items.addItems(tenant.id, created.board.id, batch.splice(0));
  }
  return created.board.id;
};

/** P1–P5: searches of the prose board (p99 ≤ 50 ms at 32 connections, as W3 and W4). */
export const proseWorkloads = (boardId: string): Workload[] => {
  const search = (term: string): Request[] => [
    {
      method: 'GET',
      path: `/api/boards/getAllItems?${new URLSearchParams({ boardId, compareValue: term })}`,
    },
  ];
  return [
    ['P1', `prose: rare made-up term ("${PROSE_RARE_TERM}", ${PROSE_RARE_COUNT} items)`, PROSE_RARE_TERM],
    ['P2', `prose: common word ("${PROSE_COMMON_TERM}")`, PROSE_COMMON_TERM],
    ['P3', `prose: two words ("${PROSE_TWO_WORDS}")`, PROSE_TWO_WORDS],
    ['P4', `prose: no match ("${PROSE_NO_MATCH}")`, PROSE_NO_MATCH],
    ['P5', `prose: prefix ("${PROSE_PREFIX}")`, PROSE_PREFIX],
  ].map(([id, title, term]) => ({
    id: id as string,
    title: title as string,
    requests: search(term as string),
    target: { maxP99: 50 },
  }));
};

/** CPU time (user + system) a process has used so far, in milliseconds (from /proc). */
export const cpuMs = (pid: number): number => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime and stime are fields 14 and 15 of the line: 12 and 13 after the command name (which may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
