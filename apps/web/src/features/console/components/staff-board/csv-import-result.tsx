import { CircleCheck } from 'lucide-react';
import type { CsvImportResult } from '@portico/contract';

const numbers = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${numbers.format(n)} ${n === 1 ? one : many}`;

/** What a check of the file found: every problem by row and column, or what the import would write. */
export const CsvImportResultView = ({ result }: { result: CsvImportResult }) =>
  result.problemCount > 0 ? <ProblemTable result={result} /> : <Summary result={result} />;

const Summary = ({ result }: { result: CsvImportResult }) => (
  <div
    role="status"
    className="flex items-start gap-2 rounded-control border border-border bg-muted px-3 py-2.5 text-[13px] leading-5"
  >
    <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={1.75} aria-hidden="true" />
    <div className="flex flex-col gap-1">
      <p>
        {plural(result.rows, 'row', 'rows')} into{' '}
        {result.groups.map((g) => `${g.title} (${numbers.format(g.items)})`).join(', ')}. Every row is valid.
      </p>
      {result.newLabels.map(({ column, labels }) => (
        <p key={column}>
          New labels for {column}: {labels.join(', ')}.
        </p>
      ))}
    </div>
  </div>
);

const ProblemTable = ({ result }: { result: CsvImportResult }) => {
  const shown = result.problems.length;
  const caption =
    shown < result.problemCount
      ? `${plural(result.problemCount, 'problem', 'problems')}; the first ${numbers.format(shown)} are listed. Nothing was imported.`
      : `${plural(result.problemCount, 'problem', 'problems')}. Nothing was imported.`;
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="text-[13px] leading-5 text-destructive-text">
        Fix {result.problemCount === 1 ? 'this problem' : 'these problems'} in the file and check it again:
        rows are imported all together or not at all.
      </p>
      {/* A scrolling region must take the focus so the keyboard can scroll it (axe scrollable-region-
          focusable, WCAG 2.1.1); the lint rule does not know scrolling regions. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-tabindex */}
      <div
        className="max-h-72 overflow-auto rounded-control border border-border"
        tabIndex={0}
        role="region"
        aria-label="Problems in the file"
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex */}
        <table className="w-full border-collapse text-left text-[13px] leading-5">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 font-medium tabular-nums">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Column
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.problems.map((p, i) => (
              <tr key={`${p.row}-${p.column ?? ''}-${i}`} className="border-b border-border last:border-0">
                <td className="px-3 py-1.5 align-top tabular-nums">{p.row}</td>
                <td className="px-3 py-1.5 align-top">{p.column ?? '—'}</td>
                <td className="px-3 py-1.5 align-top">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-hidden="true" className="text-[13px] text-muted-foreground">
        {caption}
      </p>
    </div>
  );
};
