import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, forwardRef } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Classes of the box around the field (its width). */
  wrapperClassName?: string;
  /** What sits at the field's end, over it (a spinner, a clear button). */
  children?: ReactNode;
}

/** A search field with its magnifier: the portal's board toolbar and the console's lists. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(
  ({ className, wrapperClassName, children, ...props }, ref) => (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        strokeWidth={1.75}
        aria-hidden="true"
      />
      <Input ref={ref} type="search" className={cn('ps-9', className)} {...props} />
      {children}
    </div>
  ),
);
SearchInput.displayName = 'SearchInput';
