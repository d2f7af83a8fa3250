import { CSV_PROBLEMS_SHOWN, type CsvProblem } from '@portico/contract';
import { AppError } from '../../lib/errors';

export type { CsvProblem };

const describe = (p: CsvProblem) =>
  `row ${p.row}${p.column === null ? '' : `, column ${p.column}`}: ${p.message}`;

/**
 * A file that cannot be imported, with its problems by row and column. It is a 400 like any other
 * (the operator's CLI prints its message: the first problem and how many more); the console answers the
 * list itself (CsvImportOptions.collectProblems).
 */
export class CsvProblemsError extends AppError {
  constructor(
    message: string,
    readonly problems: readonly CsvProblem[],
    readonly count: number = problems.length,
  ) {
    super(400, message);
    this.name = 'CsvProblemsError';
  }
}

/** One problem found before any row could be read (the header, the CSV syntax): thrown at once. */
export const fileProblem = (message: string, problem: CsvProblem) => new CsvProblemsError(message, [problem]);

/** The problems of a file by row and column, and one error line for the operator: the first and a count. */
export const problemList = () => {
  // Kept in full up to what the console shows; the rest of a bad file's are counted (its memory does not
  // grow with it).
  const list: CsvProblem[] = [];
  let count = 0;
  const message = () => {
    const first = describe(list[0] as CsvProblem);
    return count > 1 ? `${first} (${count - 1} more problem${count > 2 ? 's' : ''} in the file)` : first;
  };
  return {
    add(problem: CsvProblem) {
      if (list.length < CSV_PROBLEMS_SHOWN) list.push(problem);
      count += 1;
    },
    get count() {
      return count;
    },
    get list(): readonly CsvProblem[] {
      return list;
    },
    message,
    error: () => new CsvProblemsError(message(), list, count),
  };
};
export type Problems = ReturnType<typeof problemList>;
