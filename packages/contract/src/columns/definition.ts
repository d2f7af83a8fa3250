import type { z } from 'zod';
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

export type ParseResult<V> =
  { ok: true; value: V | null; newLabels?: string[] } | { ok: false; message: string };

export interface ColumnTypeDefinition<V, S> {
  /** Human name, used in operator tools and docs. */
  label: string;
  /** doc and timeline are shown but never written by the portal (§2). */
  writable: boolean;
  /** Written by uploading a file rather than by text. */
  upload: boolean;
  /** The getDropdownOptions group whose options this type picks from. */
  optionsGroup: OptionGroup | null;
  settingsSchema: z.ZodType<S>;
  defaultSettings: S;
  valueSchema: z.ZodType<V>;
  // Method signatures (not properties) so that every entry is assignable to the loosely typed
  // ColumnTypeDefinition<unknown, unknown> the exhaustive `satisfies` below checks against.
  /** The text rendering of a stored value: what lists show and what search matches. */
  toText(value: V, ctx: TextContext): string;
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
  /**
   * A stored value back as the input that stores it: `fromImport(toInput(v))` gives `v` again exactly
   * when `v` is a value the portal (or an import) could have stored. See `checkStoredValue`.
   */
  toInput(value: V): StoredInput;
}
