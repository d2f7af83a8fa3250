import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { LabelPill } from '@/components/columns/types/label/label-pill';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { TooltipProvider } from '@/components/ui/tooltip';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { colorName } from '../../utils/group-colors';
import { ColorSwatches } from '../shared/color-swatches';
import type { LabelDraft } from './column-labels-draft';

export interface LabelRowProps {
  draft: LabelDraft;
  /** The name's placeholder: 'New label' or 'New option'. */
  placeholder: string;
  coloured: boolean;
  error: string | undefined;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (changes: Partial<LabelDraft>) => void;
  onRemove: () => void;
}

/** One label in the dialog: its colour (a palette in a popover), its name in an input, remove. */
export const LabelRow = ({
  draft,
  placeholder,
  coloured,
  error,
  disabled,
  inputRef,
  onChange,
  onRemove,
}: LabelRowProps) => {
  const name = draft.title;
  const messageId = `${draft.key}-message`;
  const trimmed = draft.name.trim();
  const renamed = draft.previous !== undefined && trimmed !== '' && draft.previous !== trimmed;
  const noteId = `${draft.key}-note`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 py-2.5">
      {coloured && draft.color && (
        <Popover>
          <PopoverTrigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label={t('consoleBoard.shared.colourOfNamed', { name, colour: colorName(draft.color) })}
              title={t('consoleBoard.shared.changeColour')}
              className="grid size-9 shrink-0 place-items-center rounded-control border border-input bg-surface shadow-raised hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <span
                className="size-4 rounded-full border border-black/10"
                style={{ backgroundColor: draft.color }}
              />
            </button>
          </PopoverTrigger>
          <PopoverContent
            className="flex w-auto flex-col gap-3 p-3"
            aria-label={t('consoleBoard.shared.colourOf', { name })}
          >
            <ColorSwatches
              label={t('consoleBoard.shared.colourOf', { name })}
              value={draft.color}
              onChange={(color) => onChange({ color })}
            />
            <div className="flex items-center gap-2 border-t border-border pt-3 text-xs text-muted-foreground">
              <span>{t('consoleBoard.labelRow.preview')}</span>
              {/* The pill's tooltip (a long name) needs a provider wherever the dialog is opened from. */}
              <TooltipProvider delayDuration={400}>
                <LabelPill label={draft.name.trim() || name} color={draft.color} className="min-w-0" />
              </TooltipProvider>
            </div>
          </PopoverContent>
        </Popover>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="relative">
          <Input
            ref={inputRef}
            value={draft.name}
            disabled={disabled}
            placeholder={placeholder}
            aria-label={t('consoleBoard.labelRow.nameOf', { name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && messageId, renamed && noteId].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange({ name: event.target.value })}
            className={cn(renamed && 'pe-32')}
          />
          {renamed && (
            // Inside the input's end, so a rename does not change the row's height.
            <span
              aria-hidden="true"
              title={t('consoleBoard.labelRow.renamedFrom', { previous: draft.previous })}
              className="pointer-events-none absolute end-3 top-1/2 max-w-28 -translate-y-1/2 truncate text-xs text-muted-foreground"
            >
              {t('consoleBoard.labelRow.was', { previous: draft.previous })}
            </span>
          )}
        </div>
        {error && (
          <p id={messageId} className="text-[13px] leading-5 text-destructive-text">
            {localize(error)}
          </p>
        )}
        {renamed && (
          <span id={noteId} className="sr-only">
            {t('consoleBoard.labelRow.renamedNote', { previous: draft.previous })}
          </span>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={t('consoleBoard.labelRow.removeNamed', { name })}
        title={t('common.remove')}
        onClick={onRemove}
      >
        <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
      </Button>
    </div>
  );
};
