import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { LabelPill } from '@/components/columns/types/label/label-pill';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { colorName } from '../../utils/group-colors';
import { ColorSwatches } from '../shared/color-swatches';
import type { LabelDraft } from './column-labels-draft';

export interface LabelRowProps {
  draft: LabelDraft;
  /** 'label' or 'option'. */
  word: string;
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
  word,
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
              aria-label={`Colour of ${name}: ${colorName(draft.color)}`}
              title="Change colour"
              className="grid size-9 shrink-0 place-items-center rounded-control border border-input bg-surface shadow-raised hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <span
                className="size-4 rounded-full border border-black/10"
                style={{ backgroundColor: draft.color }}
              />
            </button>
          </PopoverTrigger>
          <PopoverContent className="flex w-auto flex-col gap-3 p-3" aria-label={`Colour of ${name}`}>
            <ColorSwatches
              label={`Colour of ${name}`}
              value={draft.color}
              onChange={(color) => onChange({ color })}
            />
            <div className="flex items-center gap-2 border-t border-border pt-3 text-xs text-muted-foreground">
              <span>Preview</span>
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
            placeholder={`New ${word}`}
            aria-label={`Name of ${name}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && messageId, renamed && noteId].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange({ name: event.target.value })}
            className={cn(renamed && 'pr-32')}
          />
          {renamed && (
            // Inside the input's end, so a rename does not change the row's height.
            <span
              aria-hidden="true"
              title={`Renamed from “${draft.previous}”`}
              className="pointer-events-none absolute top-1/2 right-3 max-w-28 -translate-y-1/2 truncate text-xs text-muted-foreground"
            >
              was {draft.previous}
            </span>
          )}
        </div>
        {error && (
          <p id={messageId} className="text-[13px] leading-5 text-destructive-text">
            {error}
          </p>
        )}
        {renamed && (
          <span id={noteId} className="sr-only">
            Renamed from “{draft.previous}”: items keep it under the new name.
          </span>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={`Remove ${name}`}
        title="Remove"
        onClick={onRemove}
      >
        <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
      </Button>
    </div>
  );
};
