import type { CSSProperties } from 'react';
import { STATUS_FALLBACK_COLORS, screenTexts } from '@portico/contract';
import { TruncatedText } from '@/components/ui/truncated-text';
import { ensureContrast, parseHex, readableTextOn } from '@/lib/colors';
import { localize } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { CellProps } from '../../model';

// The spec's fallback text colour (#64748b) reads at 3.9:1 on its fallback background; it is darkened just
// enough to reach 4.5:1 (design.md: every text/background pair), keeping its slate hue.
const FALLBACK_TEXT = ensureContrast(STATUS_FALLBACK_COLORS.text, STATUS_FALLBACK_COLORS.background);

/** The pill's colours: the label's colour with black or white text, or the spec's fallback. */
export const pillStyle = (color: string | null | undefined): CSSProperties =>
  color && parseHex(color)
    ? { backgroundColor: color, color: readableTextOn(color) }
    : { backgroundColor: STATUS_FALLBACK_COLORS.background, color: FALLBACK_TEXT };

export interface LabelPillProps {
  label: string;
  color?: string | null;
  className?: string;
}

export const LabelPill = ({ label, color, className }: LabelPillProps) => (
  <span
    className={cn(
      'inline-flex h-6 max-w-full min-w-0 items-center rounded-md px-2 text-xs leading-none font-medium',
      className,
    )}
    style={pillStyle(color)}
  >
    <TruncatedText>{label}</TruncatedText>
  </span>
);

/** §2 status (and priority): a pill in the label's colour, or 'N/A' in the fallback colours. */
export const LabelCell = ({ value, variant }: CellProps) => {
  const label = value.text.trim();
  return (
    <LabelPill
      label={label || localize(screenTexts.notAvailable)}
      color={label ? value.label_style?.color : null}
      className={cn(variant === 'details' && 'h-7 px-2.5 text-[13px]')}
    />
  );
};
