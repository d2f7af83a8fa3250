import { type ComponentProps, forwardRef } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(
  ({ className, ...props }, ref) => (
    <textarea
      ref={ref}
      dir="auto"
      className={cn(inputClasses, 'h-auto resize-none py-2 leading-6 max-md:h-auto', className)}
      {...props}
    />
  ),
);
Textarea.displayName = 'Textarea';
