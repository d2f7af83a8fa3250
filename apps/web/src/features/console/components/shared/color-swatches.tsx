import { Check } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { GROUP_COLORS } from '../../utils/group-colors';

export interface ColorSwatchesProps {
  value: string;
  onChange: (value: string) => void;
  /** The group's accessible name ('Colour of Design'). */
  label: string;
  disabled?: boolean;
}

const KEYS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
/** Right to left, the palette starts on the right: the left arrow goes on, the right arrow back. */
const RTL_KEYS: Record<string, number> = { ...KEYS, ArrowLeft: 1, ArrowRight: -1 };

/**
 * The palette as a radio group (WAI-ARIA): one tab stop, the arrow keys move and choose, each swatch named
 * by its colour.
 */
export const ColorSwatches = ({ value, onChange, label, disabled }: ColorSwatchesProps) => {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(
    0,
    GROUP_COLORS.findIndex((c) => c.value.toLowerCase() === value.toLowerCase()),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (rtl ? RTL_KEYS : KEYS)[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + GROUP_COLORS.length) % GROUP_COLORS.length;
    buttons.current[next]?.focus();
    onChange(GROUP_COLORS[next]?.value ?? value);
  };
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-6 gap-2">
      {GROUP_COLORS.map((color, index) => {
        const checked = index === current && color.value.toLowerCase() === value.toLowerCase();
        const name = t(color.name);
        return (
          <button
            key={color.value}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={name}
            title={name}
            disabled={disabled}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onChange(color.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{ backgroundColor: color.value }}
            className={cn(
              'grid size-7 place-items-center rounded-full border border-black/10 text-white transition-transform',
              'hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none',
              checked && 'ring-2 ring-foreground ring-offset-2 ring-offset-popover',
            )}
          >
            {checked && <Check className="size-3.5 drop-shadow" strokeWidth={2.5} aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
};
