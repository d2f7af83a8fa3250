import type { z } from 'zod';
import type { ColumnValue } from '../boards';
import type { ColumnInput, ColumnInputWithFile, FileRef, OptionGroup } from './types';

/** The shape of one entry of the column-type registry (registry.ts) and what its functions are given. */

/** Everything a type needs to turn input into a stored value. */
export interface InputContext<S> {
  title: string;
  settings: S;
  /** allowNewValueCreation is 'true' and the plan allows new labels (§6). */
  allowNewValues: boolean;
  /** Whether a person id belongs to the tenant's people directory. */
  isKnownPerson: (id: string) => boolean;
}

/** What an operator import (CSV, tenant import) knows beside the input context: the files it brings. */
export interface ImportContext<S> extends InputContext<S> {
  isKnownFile: (id: string) => boolean;
}

/** A value in the form of input: what `toInput` gives back and `fromImport` reads (files by reference). */
export type StoredInput = Pick<ColumnInput, 'text' | 'persons_and_teams' | 'selectedTags'> & {
  files?: FileRef[];
};

export interface TextContext {
  personName: (id: string) => string | undefined;
}

/** What rendering a value for the API needs beside the value: the column's settings and file links. */
export interface RenderContext<S> {
  settings: S;
  fileUrl: (fileId: string, name: string) => string;
}

/** What a CSV cell may name: people by email or name, looked up in the tenant's directory. */
export interface CsvContext {
  personId: (ref: string) => { ok: true; id: string } | { ok: false; message: string };
}

export type ParseResult<V> =
  { ok: true; value: V | null; newLabels?: string[] } | { ok: false; message: string };

/** The people and files a stored value refers to. */
export interface ValueRefs {
  people: string[];
  files: string[];
}

/** Columns whose settings hold labels users pick from (and may add to, §6). */
export interface LabelSet<S> {
  /** The settings key: status and priority hold coloured `labels`, dropdown and tags `options`. */
  key: 'labels' | 'options';
  /** Adds labels not yet there (case-insensitively), status and priority with the next palette colour. */
  add(settings: S, names: string[]): S;
  /** The labels as operator tools list them (`Done:#00c875` or `Design`). */
  describe(settings: S): string[];
}

export interface ColumnTypeDefinition<V, S> {
  /** Human name, used in operator tools and docs. */
  label: string;
  /** doc and timeline are shown but never written by the portal (§2). */
  writable: boolean;
  /** Written by uploading a file rather than by text. */
  upload: boolean;
  /** The getDropdownOptions group whose options this type picks from. */
  optionsGroup: OptionGroup | null;
  /** Whether its text is in the item's search text. */
  searchable: boolean;
  /** The labels its settings hold, or null for types without labels. */
  labels: LabelSet<S> | null;
  settingsSchema: z.ZodType<S>;
  defaultSettings: S;
  valueSchema: z.ZodType<V>;
  // Method signatures (not properties) so that every entry is assignable to the loosely typed
  // ColumnTypeDefinition<unknown, unknown> the exhaustive `satisfies` checks against.
  /** The text rendering of a stored value: what lists show and what search matches. */
  toText(value: V, ctx: TextContext): string;
  /** The fields of the API's column value beside the text (label colour, people, tags, files, doc URL). */
  extras(value: V | null, ctx: RenderContext<S>): Partial<ColumnValue>;
  /** The people and files the value refers to. */
  refs(value: V): ValueRefs;
  /** The value without the references `keep` refuses (an export leaves out what no longer exists). */
  keepRefs(value: V, keep: { person: (id: string) => boolean; file: (id: string) => boolean }): V;
  /**
   * The value reduced to what makes it different from another (§5.11 change check): label order, number
   * spelling, an unticked checkbox or an empty list (null: no value) make no difference.
   */
  canonical(value: V): unknown;
  /** A stored value that holds nothing (an empty list): a required column with it is not filled. */
  isEmpty(value: V): boolean;
  /** Validates client input against the column; `value: null` clears the column. */
  fromInput(input: ColumnInput, ctx: InputContext<S>): ParseResult<V>;
  /** §5 required check: people need a person, files a new upload, the rest non-blank text. */
  isFilled(input: ColumnInputWithFile): boolean;
  /**
   * Validates what an operator tool writes: `fromInput` itself for the types the portal writes (so an
   * import follows the API's rules), the text forms of doc and timeline (which the portal never writes),
   * and files by reference to the files the import brings.
   */
  fromImport(input: ColumnInput & Pick<StoredInput, 'files'>, ctx: ImportContext<S>): ParseResult<V>;
  /** A CSV cell as the input `fromImport` reads (people looked up by email or name). */
  fromCsv(cell: string, ctx: CsvContext): { ok: true; input: StoredInput } | { ok: false; message: string };
  /**
   * A stored value back as the input that stores it: `fromImport(toInput(v))` gives `v` again exactly
   * when `v` is a value the portal (or an import) could have stored. See `checkStoredValue`.
   */
  toInput(value: V): StoredInput;
}
