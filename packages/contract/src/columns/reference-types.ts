import { z } from 'zod';
import type { ColumnValue } from '../boards';
import { serverMessages } from '../messages';
import type { ParseResult } from './definition';
import { asSet, csvText, define, fail, noSettings, ok, plainValue, textFilled } from './entry';
import { docFromText, timelineFromText } from './text-forms';
import { type FileRef, type PersonRef, fileRefSchema } from './types';

/**
 * The registry entries of the types whose value refers to something (people, files, a document) or that
 * the portal only shows (doc, timeline).
 */

/** Files one column value may hold (uploads append; see the server's items.write.ts). */
export const MAX_FILES_PER_VALUE = 20;

const person = (id: string): PersonRef => ({ id, kind: 'person' });

interface ReadOnly<V> {
  label: string;
  valueSchema: z.ZodType<V>;
  /** The text form an import reads, back to the value; `written` is that form of a value. */
  fromText: (text: string) => ParseResult<V>;
  written: (v: V) => string;
  toText: (v: V) => string;
  extras: (v: V | null) => Partial<ColumnValue>;
}

/** doc and timeline: shown, never written by the portal; operator imports read their text forms. */
const readOnly = <V>({ label, valueSchema, fromText, written, toText, extras }: ReadOnly<V>) =>
  define<V, Record<string, never>>({
    ...plainValue,
    ...noSettings,
    label,
    writable: false,
    upload: false,
    optionsGroup: null,
    searchable: true,
    valueSchema,
    toText,
    extras,
    canonical: (v) => v,
    fromInput: (_input, ctx) => fail(`${ctx.title} cannot be edited.`),
    isFilled: textFilled,
    fromImport: (input) => {
      const text = input.text?.trim() ?? '';
      return text === '' ? ok(null) : fromText(text);
    },
    fromCsv: csvText,
    toInput: (v) => ({ text: written(v) }),
  });

export const referenceTypes = {
  people: define<{ personIds: string[] }, Record<string, never>>({
    ...noSettings,
    label: 'People',
    writable: true,
    upload: false,
    optionsGroup: 'people',
    searchable: true,
    labels: null,
    valueSchema: z.object({ personIds: z.array(z.string()) }),
    toText: (v, ctx) =>
      v.personIds
        .map((id) => ctx.personName(id))
        .filter((n): n is string => Boolean(n))
        .join(', '),
    extras: (v) => ({ persons_and_teams: (v?.personIds ?? []).map(person) }),
    refs: (v) => ({ people: v.personIds, files: [] }),
    keepRefs: (v, keep) => ({ personIds: v.personIds.filter(keep.person) }),
    canonical: (v) => asSet(v.personIds),
    isEmpty: (v) => v.personIds.length === 0,
    fromInput: (input, ctx) => {
      // A people column sent without its list is a broken client, not a request to remove everyone.
      if (input.persons_and_teams === undefined)
        return fail(serverMessages.columnNeedsList(ctx.title, 'persons_and_teams'));
      const ids: string[] = [];
      for (const ref of input.persons_and_teams) {
        if (!ctx.isKnownPerson(ref.id)) return fail(`${ctx.title}: unknown person.`);
        if (!ids.includes(ref.id)) ids.push(ref.id);
      }
      return ok(ids.length ? { personIds: ids } : null);
    },
    isFilled: (input) => (input.persons_and_teams?.length ?? 0) > 0,
    fromCsv: (cell, ctx) => {
      const refs: PersonRef[] = [];
      for (const raw of cell.split(',')) {
        const ref = raw.trim();
        if (!ref) continue;
        const found = ctx.personId(ref);
        if (!found.ok) return found;
        refs.push(person(found.id));
      }
      return { ok: true, input: { persons_and_teams: refs } };
    },
    toInput: (v) => ({ persons_and_teams: v.personIds.map(person) }),
  }),
  file: define<{ files: FileRef[] }, Record<string, never>>({
    ...noSettings,
    label: 'Files',
    writable: true,
    upload: true,
    optionsGroup: null,
    searchable: true,
    labels: null,
    valueSchema: z.object({ files: z.array(fileRefSchema) }),
    toText: (v) => v.files.map((f) => f.name).join(', '),
    extras: (v, ctx) => ({
      files: (v?.files ?? []).map((f) => ({
        asset: { name: f.name, public_url: ctx.fileUrl(f.fileId, f.name) },
      })),
    }),
    refs: (v) => ({ people: [], files: v.files.map((f) => f.fileId) }),
    keepRefs: (v, keep) => ({ files: v.files.filter((f) => keep.file(f.fileId)) }),
    canonical: (v) => asSet(v.files.map((f) => f.fileId)),
    isEmpty: (v) => v.files.length === 0,
    // Files arrive as uploads; text input never changes a file column.
    fromInput: () => fail('Files are added by uploading them.'),
    isFilled: (input) => input.hasNewFile === true,
    // An import brings files with their references: each must be one of its files, at most as many as
    // uploads may add to one value.
    fromImport: (input, ctx) => {
      const files = input.files ?? [];
      if (files.length === 0) return ok(null);
      if (files.length > MAX_FILES_PER_VALUE)
        return fail(serverMessages.tooManyFiles(ctx.title, MAX_FILES_PER_VALUE));
      const unknown = files.find((f) => !ctx.isKnownFile(f.fileId));
      if (unknown) return fail(`${ctx.title}: unknown file ${unknown.fileId}.`);
      return ok({ files: files.map((f) => ({ fileId: f.fileId, name: f.name })) });
    },
    fromCsv: () => ({ ok: false, message: 'files cannot be imported from CSV.' }),
    toInput: (v) => ({ files: v.files }),
  }),
  doc: readOnly({
    label: 'Doc',
    valueSchema: z.object({ title: z.string(), url: z.string() }),
    fromText: docFromText,
    written: (v) => `[${v.title}](${v.url})`,
    toText: (v) => v.title,
    extras: (v) => (v ? { url: v.url } : {}),
  }),
  timeline: readOnly({
    label: 'Timeline',
    valueSchema: z.object({ from: z.string(), to: z.string() }),
    fromText: timelineFromText,
    written: (v) => `${v.from} - ${v.to}`,
    toText: (v) => `${v.from} - ${v.to}`,
    extras: () => ({}),
  }),
};
