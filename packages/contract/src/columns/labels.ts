import { labelNameSchema } from './types';

/** Picking status, priority, dropdown and tag labels from what a column offers (registry.ts). */

export const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Picks labels from a list, or proposes new ones where new values are allowed. */
export function pickLabels(
  wanted: string[],
  known: string[],
  ctx: { title: string; allowNewValues: boolean },
): { ok: true; labels: string[]; newLabels: string[] } | { ok: false; message: string } {
  const labels: string[] = [];
  const newLabels: string[] = [];
  for (const raw of wanted) {
    const parsed = labelNameSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid label' };
    const name = parsed.data;
    const match = known.find((k) => sameLabel(k, name));
    if (match) {
      if (!labels.includes(match)) labels.push(match);
    } else if (ctx.allowNewValues) {
      if (!newLabels.some((n) => sameLabel(n, name))) newLabels.push(name);
      labels.push(name);
    } else {
      return {
        ok: false,
        message: `"${name}" is not an option of ${ctx.title}, and new values cannot be added.`,
      };
    }
  }
  return { ok: true, labels, newLabels };
}

/** A comma-separated list of labels, as CSV and text inputs give them. */
export const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
