import { Plus } from 'lucide-react';
import { useState } from 'react';
import { consoleTitleSchema } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useAddGroup } from '../../api/add-group';
import { colorName, nextGroupColor } from '../../utils/group-colors';
import { notifySuccess } from '../../utils/notify';
import { ColorSwatches } from '../shared/color-swatches';

export interface AddGroupFormProps {
  boardId: string;
  /** How many groups the board has: the next colour of the palette is proposed. */
  groupCount: number;
}

/** A title and a colour from the palette; the group goes at the end of the board. */
export const AddGroupForm = ({ boardId, groupCount }: AddGroupFormProps) => {
  const add = useAddGroup();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [error, setError] = useState<string>();
  const color = chosen ?? nextGroupColor(groupCount);
  // The title's problem is the contract's (English) text: it shows in the reader's language.
  const message = error
    ? localize(error)
    : add.isError
      ? errorMessage(add.error, t('consoleBoard.addGroup.failed'))
      : undefined;
  return (
    <form
      noValidate
      aria-label={t('consoleBoard.addGroup.formLabel')}
      className="flex flex-col gap-1.5 border-t border-border px-4 py-3.5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = consoleTitleSchema.safeParse(title);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        add.mutate(
          { boardId, group: { title: parsed.data, color } },
          {
            onSuccess: (response) => {
              notifySuccess(response.message, `add-group-${boardId}`);
              setTitle('');
              setChosen(undefined);
            },
          },
        );
      }}
    >
      <div className="flex items-center gap-2">
        <Popover>
          <PopoverTrigger asChild>
            <button
              type="button"
              aria-label={t('consoleBoard.addGroup.colourNamed', { colour: colorName(color) })}
              title={t('consoleBoard.addGroup.chooseColour')}
              className="grid size-9 shrink-0 place-items-center rounded-control border border-input bg-surface hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                className="size-4 rounded-full border border-black/10"
                style={{ backgroundColor: color }}
              />
            </button>
          </PopoverTrigger>
          <PopoverContent className="w-auto p-3" aria-label={t('consoleBoard.addGroup.colour')}>
            <ColorSwatches label={t('consoleBoard.addGroup.colour')} value={color} onChange={setChosen} />
          </PopoverContent>
        </Popover>
        <Input
          value={title}
          maxLength={120}
          placeholder={t('consoleBoard.addGroup.titleLabel')}
          aria-label={t('consoleBoard.addGroup.titleLabel')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `add-group-${boardId}-message` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {!add.isPending && <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          {add.isPending ? t('consoleBoard.shared.adding') : t('consoleBoard.addGroup.submit')}
        </Button>
      </div>
      {message && (
        <p
          id={`add-group-${boardId}-message`}
          role="alert"
          className="text-[13px] leading-5 text-destructive-text"
        >
          {message}
        </p>
      )}
    </form>
  );
};
