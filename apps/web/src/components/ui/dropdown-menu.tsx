import { Check, ChevronRight } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { popoverClasses } from './popover';

/**
 * A menu button's menu (WAI-ARIA menu pattern): non-modal, so the page behind is not hidden from assistive
 * technology while focus is in the menu; Escape, Tab and outside clicks close it.
 */
export const DropdownMenu = ({ modal = false, ...props }: ComponentProps<typeof Menu.Root>) => (
  <Menu.Root modal={modal} {...props} />
);
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses = [
  'relative flex h-9 cursor-default items-center gap-2.5 rounded-md px-2.5 text-sm outline-none select-none',
  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
].join(' ');

export const DropdownMenuContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Menu.Content>) => (
  <Menu.Portal>
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(popoverClasses, 'min-w-56 p-1.5', className)}
      {...props}
    />
  </Menu.Portal>
);

export const DropdownMenuItem = ({
  className,
  destructive,
  ...props
}: ComponentProps<typeof Menu.Item> & { destructive?: boolean }) => (
  <Menu.Item
    className={cn(
      itemClasses,
      destructive && 'text-destructive-text [&_svg]:text-destructive-text',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuRadioItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) => (
  <Menu.RadioItem className={cn(itemClasses, 'pe-8', className)} {...props}>
    {children}
    <Menu.ItemIndicator className="absolute end-2.5 inline-flex">
      <Check className="!text-primary-text" strokeWidth={2} />
    </Menu.ItemIndicator>
  </Menu.RadioItem>
);

export const DropdownMenuCheckboxItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) => (
  <Menu.CheckboxItem className={cn(itemClasses, 'ps-8', className)} {...props}>
    <Menu.ItemIndicator className="absolute start-2.5 inline-flex">
      <Check className="!text-primary-text" strokeWidth={2} />
    </Menu.ItemIndicator>
    {children}
  </Menu.CheckboxItem>
);

export const DropdownMenuSubTrigger = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.SubTrigger>) => (
  <Menu.SubTrigger className={cn(itemClasses, 'data-[state=open]:bg-accent', className)} {...props}>
    {children}
    <ChevronRight className="ms-auto rtl:-scale-x-100" strokeWidth={1.75} />
  </Menu.SubTrigger>
);

export const DropdownMenuSubContent = ({ className, ...props }: ComponentProps<typeof Menu.SubContent>) => (
  <Menu.Portal>
    <Menu.SubContent className={cn(popoverClasses, 'min-w-40 p-1.5', className)} {...props} />
  </Menu.Portal>
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof Menu.Label>) => (
  <Menu.Label
    className={cn('px-2.5 py-1.5 text-xs font-medium text-muted-foreground', className)}
    {...props}
  />
);

export const DropdownMenuSeparator = ({ className, ...props }: ComponentProps<typeof Menu.Separator>) => (
  <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...props} />
);
