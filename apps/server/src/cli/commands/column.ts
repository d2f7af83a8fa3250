import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  COLUMN_TYPES,
  type ColumnType,
  type Label,
  columnDefinition,
  hexColorSchema,
  labelColor,
  labelNameSchema,
} from '@portico/contract';
import { OPERATOR } from '../../modules/activity';
import type { ColumnPatch } from '../../modules/boards';
import type { BoardColumn } from '../../modules/boards';
import { requireBoard, requireColumn } from '../board-refs';
import { CliError, withServices } from '../run';
import { flag, requireTenant } from '../support';

/** A column as `board show` lists it: flags as stored, and its labels or options by name. */
export const columnRows = (columns: BoardColumn[]) =>
  columns.map((c) => ({
    id: c.id,
    title: c.title,
    type: c.type,
    editable: c.isEditable,
    required: c.isRequired,
    visible: c.isVisible,
    options: columnDefinition(c.type).labels?.describe(c.settings) ?? [],
  }));

/** The types whose settings hold `labels` (status, priority) or `options` (dropdown, tags). */
const typesWith = (key: 'labels' | 'options') =>
  COLUMN_TYPES.filter((t) => columnDefinition(t).labels?.key === key).join(' and ');

const labelName = (raw: string) => {
  const parsed = labelNameSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? 'Invalid label.');
  return parsed.data;
};

const noRepeats = (names: string[]) => {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name.toLowerCase())) throw new InvalidArgumentError(`"${name}" is given twice.`);
    seen.add(name.toLowerCase());
  }
};

/**
 * `Done:#00c875,Stuck:#e2445c,Waiting`: status or priority labels in order (for priority, the first is the
 * most urgent). A label without a colour gets the next colour of the palette new labels get.
 */
export const parseLabels = (value: string): Label[] => {
  const labels = value.split(',').map((part, i) => {
    // The last colon starts the colour, so a name may hold colons when a colour follows.
    const colon = part.lastIndexOf(':');
    const name = labelName(colon >= 0 ? part.slice(0, colon) : part);
    const color = colon >= 0 ? part.slice(colon + 1).trim() : labelColor(i);
    if (!hexColorSchema.safeParse(color).success)
      throw new InvalidArgumentError(`The colour of "${name}" must be #rrggbb, not "${color}".`);
    return { name, color: color as string };
  });
  noRepeats(labels.map((l) => l.name));
  return labels;
};

/** `Design,Copy`: the options of a dropdown or tags column. */
export const parseOptions = (value: string): Array<{ name: string }> => {
  const names = value.split(',').map(labelName);
  noRepeats(names);
  return names.map((name) => ({ name }));
};

interface CreateOptions {
  type: ColumnType;
  labels?: Label[];
  options?: Array<{ name: string }>;
  editable?: boolean;
  required?: boolean;
  hidden?: boolean;
}

/** The column's labels from --labels or --options, refusing the one that does not fit the type. */
const labelsFor = (o: CreateOptions) => {
  const key = columnDefinition(o.type).labels?.key;
  if (o.labels && key !== 'labels')
    throw new CliError(
      `--labels is for ${typesWith('labels')} columns, not ${o.type}${key === 'options' ? ' (use --options)' : ''}.`,
    );
  if (o.options && key !== 'options')
    throw new CliError(
      `--options is for ${typesWith('options')} columns, not ${o.type}${key === 'labels' ? ' (use --labels)' : ''}.`,
    );
  return o.labels ?? o.options;
};

const describeFlags = (c: { visible: boolean; editable: boolean; required: boolean }) =>
  [c.visible ? 'visible' : 'hidden', c.editable ? 'editable' : 'read-only', c.required && 'required']
    .filter(Boolean)
    .join(', ');

export const registerColumnCommands = (program: Command) => {
  const column = program
    .command('column')
    .description('Add columns to boards and change them')
    .showHelpAfterError(false);

  column
    .command('create <slug> <board> <title>')
    .description('Add a column at the end of a board (its items show it at once, empty)')
    .addOption(new Option('--type <type>', 'the column type').choices(COLUMN_TYPES).makeOptionMandatory())
    .option('--labels <list>', 'status/priority labels, e.g. "Done:#00c875,Stuck:#e2445c"', parseLabels)
    .option('--options <list>', 'dropdown/tags options, e.g. "Design,Copy"', parseOptions)
    .option('--editable <true|false>', 'portal users may change it [true, except doc and timeline]', flag)
    .option('--required <true|false>', 'portal users must fill it when they add or edit items [false]', flag)
    .option('--hidden', 'never shown to portal users (nor searched)')
    .action((slug: string, boardRef: string, title: string, options: CreateOptions) =>
      withServices(async (services) => {
        const labels = labelsFor(options);
        if (options.editable && !columnDefinition(options.type).writable)
          throw new CliError(`${options.type} columns are never editable in the portal.`);
        const tenant = await requireTenant(services, slug);
        const board = await requireBoard(services, tenant, boardRef);
        const columns = await services.columnConsole.add(
          tenant,
          board.id,
          {
            type: options.type,
            title,
            labels,
            editable: options.editable,
            required: options.required,
            visible: !options.hidden,
          },
          OPERATOR,
        );
        // Added at the end; titles are unique on a board, case aside.
        const created = columns.at(-1) as (typeof columns)[number];
        console.log(
          `Added ${created.type} column "${created.title}" (${created.id}) to board "${board.name}": ${describeFlags(created)}.`,
        );
      }),
    );

  column
    .command('update <slug> <board> <column>')
    .description('Change a column’s title, flags or visibility (only the options given)')
    .option('--title <title>', 'the new title')
    .option('--editable <true|false>', 'portal users may change it', flag)
    .option('--required <true|false>', 'portal users must fill it', flag)
    .option('--visible <true|false>', 'shown to portal users (hidden columns are not searched either)', flag)
    .action((slug: string, boardRef: string, columnRef: string, options: ColumnPatch) =>
      withServices(async (services) => {
        if (Object.values(options).every((v) => v === undefined))
          throw new CliError(
            'Nothing to change: give at least one option (see portico column update --help).',
          );
        const tenant = await requireTenant(services, slug);
        const board = await requireBoard(services, tenant, boardRef);
        const current = await requireColumn(services, tenant, board, columnRef);
        if (options.editable && !columnDefinition(current.type).writable)
          throw new CliError(`${current.type} columns are never editable in the portal.`);
        const columns = await services.columnConsole.update(tenant, board.id, current.id, options, OPERATOR);
        const updated = columns.find((c) => c.id === current.id) as (typeof columns)[number];
        console.log(`Updated column "${updated.title}" of board "${board.name}": ${describeFlags(updated)}.`);
      }),
    );
};
