import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder in the shape of what is loading (design.md: nothing jumps when the data arrives). */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    aria-hidden="true"
    data-skeleton=""
    className={cn('animate-skeleton rounded-control bg-skeleton', className)}
    {...props}
  />
);
