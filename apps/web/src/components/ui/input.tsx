import { type ComponentProps, forwardRef } from 'react';
import { cn } from '@/lib/utils';

export const inputClasses = [
  'flex h-9 w-full min-w-0 rounded-control border border-input bg-surface px-3 text-sm text-surface-foreground',
  'shadow-raised transition-colors placeholder:text-muted-foreground max-md:h-10',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  // Only a readonly attribute greys a control: buttons and file inputs match :read-only too.
  'disabled:cursor-not-allowed disabled:opacity-60 [&[readonly]]:bg-muted [&[readonly]]:shadow-none',
  'aria-invalid:border-destructive-text',
].join(' ');

export const Input = forwardRef<HTMLInputElement, ComponentProps<'input'>>(({ className, ...props }, ref) => (
  // What people type may be in either direction (an Arabic name in a German portal): it reads by its first letter.
  <input ref={ref} dir="auto" className={cn(inputClasses, className)} {...props} />
));
Input.displayName = 'Input';
