import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; leave empty when a visible text already says what is happening. */
  label?: string;
}

export const Spinner = ({ className, label }: SpinnerProps) => (
  <LoaderCircle
    className={cn('size-4 animate-spin-fast', className)}
    strokeWidth={2}
    role={label ? 'status' : undefined}
    aria-label={label}
    aria-hidden={label ? undefined : true}
  />
);
