import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A small status pill for states the app itself names (active, pending, disabled, a role). Tints are the
 * text colour over the surface, so every theme keeps its contrast without colours of its own.
 */
export const badgeVariants = cva(
  [
    'inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-medium whitespace-nowrap',
    '[&_svg]:size-3.5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-muted-foreground',
        info: 'border-transparent bg-selected text-selected-foreground',
        success: 'border-success-text/25 bg-success-text/10 text-success-text',
        warning: 'border-warning-border bg-warning text-warning-foreground',
        danger: 'border-destructive-text/25 bg-destructive-text/10 text-destructive-text',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /** A dot before the label, in the label's colour. */
  dot?: boolean;
}

export const Badge = ({ className, tone, dot, children, ...props }: BadgeProps) => (
  <span className={cn(badgeVariants({ tone }), className)} {...props}>
    {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
    {children}
  </span>
);
