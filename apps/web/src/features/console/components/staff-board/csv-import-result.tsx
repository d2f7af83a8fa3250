import { CircleCheck } from 'lucide-react';
import type { CsvImportResult } from '@portico/contract';
import { formatList, formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';

/** Names one after another, as the reader's language lists them in a table's cell ("Design (2), Build (1)"). */
const listed = (names: readonly string[]) => formatList(names, { type: 'unit', style: 'short' });

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
        {t('staffBoard.csvResult.valid', {
          count: result.rows,
          // Each group with its rows in brackets: no words to translate, only the number to format.
          groups: listed(result.groups.map((g) => `${g.title} (${formatNumber(g.items)})`)),
        })}
      </p>
      {result.newLabels.map(({ column, labels }) => (
        <p key={column}>{t('staffBoard.csvResult.newLabels', { column, labels: listed(labels) })}</p>
      ))}
    </div>
  </div>
);

const ProblemTable = ({ result }: { result: CsvImportResult }) => {
  const shown = result.problems.length;
  const caption =
    shown < result.problemCount
      ? t('staffBoard.csvResult.someProblems', { count: result.problemCount, shown: formatNumber(shown) })
      : t('staffBoard.csvResult.problems', { count: result.problemCount });
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="text-[13px] leading-5 text-destructive-text">
        {t('staffBoard.csvResult.fix', { count: result.problemCount })}
      </p>
      {/* A scrolling region must take the focus so the keyboard can scroll it (axe scrollable-region-
          focusable, WCAG 2.1.1); the lint rule does not know scrolling regions. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-tabindex */}
      <div
        className="max-h-72 overflow-auto rounded-control border border-border"
        tabIndex={0}
        role="region"
        aria-label={t('staffBoard.csvResult.region')}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex */}
        <table className="w-full border-collapse text-start text-[13px] leading-5">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-border">
              <th scope="col" className="px-3 py-2 font-medium tabular-nums">
                {t('staffBoard.csvResult.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('staffBoard.csvResult.column')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('staffBoard.csvResult.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.problems.map((p, i) => (
              <tr key={`${p.row}-${p.column ?? ''}-${i}`} className="border-b border-border last:border-0">
                <td className="px-3 py-1.5 align-top tabular-nums">{p.row}</td>
                <td className="px-3 py-1.5 align-top">{p.column ?? '—'}</td>
                {/* The server's words, in the reader's language when the catalogue knows them. */}
                <td className="px-3 py-1.5 align-top">{localize(p.message)}</td>
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
