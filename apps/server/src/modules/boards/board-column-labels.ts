import {
  type ColumnLabel,
  type ColumnType,
  type LabelInput,
  columnDefinition,
  columnMessages,
  labelColor,
} from '@portico/contract';
import { badRequest } from '../../lib/errors';

/** Labels (status, priority) or options (dropdown, tags) of a column's settings, as the console lists them. */
export const labelsOfColumn = (type: ColumnType, settings: unknown): ColumnLabel[] | null => {
  const key = columnDefinition(type).labels?.key;
  if (!key) return null;
  const list = (settings as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return [];
  return (list as ColumnLabel[]).map((l) =>
    key === 'labels' ? { name: l.name, color: l.color } : { name: l.name },
  );
};

const fold = (name: string) => name.trim().toLowerCase();

/** A change of a column's labels: the settings to store, renamed labels (old → new) and removed ones. */
export interface LabelPlan {
  settings: Record<string, unknown>;
  renames: Map<string, string>;
  removed: Set<string>;
  before: string;
  after: string;
}

/**
 * Plans a new list of labels against the current one. A label keeps its values when it keeps its name
 * (case aside) or names it as `previous`; a label of the old list that neither keeps nor is renamed is
 * removed. Status and priority labels keep their colour unless a new one is given.
 */
export const planLabels = (type: ColumnType, current: ColumnLabel[], input: LabelInput[]): LabelPlan => {
  const key = columnDefinition(type).labels?.key;
  if (!key) throw badRequest(columnMessages.noLabels(columnDefinition(type).label));
  const seen = new Set<string>();
  for (const label of input) {
    if (seen.has(fold(label.name))) throw badRequest(columnMessages.labelTwice(label.name));
    seen.add(fold(label.name));
  }
  const byName = new Map(current.map((l) => [fold(l.name), l]));
  const renames = new Map<string, string>();
  const kept = new Set<string>();
  const labels = input.map((label, index) => {
    const from =
      label.previous === undefined ? byName.get(fold(label.name)) : byName.get(fold(label.previous));
    if (label.previous !== undefined && !from) throw badRequest(columnMessages.labelUnknown(label.previous));
    if (from) {
      kept.add(fold(from.name));
      if (from.name !== label.name) renames.set(fold(from.name), label.name);
    }
    return key === 'labels'
      ? { name: label.name, color: label.color ?? from?.color ?? labelColor(index) }
      : { name: label.name };
  });
  const removed = new Set(current.filter((l) => !kept.has(fold(l.name))).map((l) => fold(l.name)));
  const text = (list: Array<{ name: string }>) => list.map((l) => l.name).join(', ');
  return { settings: { [key]: labels }, renames, removed, before: text(current), after: text(labels) };
};

/**
 * The stored value of a label column after a plan: renamed labels carry their new name. `onRemoved` is
 * told of a value holding a removed label. Returns null when the value is unchanged.
 */
export const relabel = (value: unknown, plan: LabelPlan, onRemoved: (name: string) => void): unknown => {
  if (value === null || typeof value !== 'object') return null;
  const rename = (name: string) => {
    if (plan.removed.has(fold(name))) onRemoved(name);
    return plan.renames.get(fold(name)) ?? name;
  };
  const v = value as Record<string, unknown>;
  if (typeof v.label === 'string') {
    const label = rename(v.label);
    return label === v.label ? null : { ...v, label };
  }
  for (const key of ['labels', 'tags'] as const) {
    const list = v[key];
    if (Array.isArray(list)) {
      const next = list.map((n) => (typeof n === 'string' ? rename(n) : n));
      return next.some((n, i) => n !== list[i]) ? { ...v, [key]: next } : null;
    }
  }
  return null;
};
