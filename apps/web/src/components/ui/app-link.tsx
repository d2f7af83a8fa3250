import type { ComponentProps, MouseEvent } from 'react';
import { navigate } from '@/lib/navigation';

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  /** The destination's location state. */
  state?: unknown;
}

/** Whether a click is one the page should handle itself: a plain primary click, not one to a new tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link for screens that also render outside the router (lib/navigation.ts): a real anchor, so it opens in
 * a new tab as any link does; a plain click navigates in the page.
 */
export const AppLink = ({ to, state, onClick, target, children, ...props }: AppLinkProps) => (
  <a
    href={to}
    target={target}
    onClick={(event) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
      event.preventDefault();
      navigate(to, { state });
    }}
    {...props}
  >
    {children}
  </a>
);
