import { Menu, MessageSquareText } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link, useParams } from 'react-router';
import { Logo } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { AvatarMenu } from './avatar-menu';
import { paths } from '@/lib/paths';

export interface TopBarProps {
  onOpenDrawer: () => void;
  onOpenFeedback: () => void;
  onOpenPreferences: () => void;
  accountMenuRef?: Ref<HTMLButtonElement>;
  /** The notifications bell, composed by the layout (features do not import each other). */
  notifications?: ReactNode;
}

/** §2 top bar (56 px): burger (small screens), logo, the bell, feedback button and the avatar menu. */
export const TopBar = ({
  onOpenDrawer,
  onOpenFeedback,
  onOpenPreferences,
  accountMenuRef,
  notifications,
}: TopBarProps) => {
  const { boardId } = useParams();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface px-3 md:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenDrawer}
        aria-label="Open navigation"
      >
        <Menu className="size-[18px]" strokeWidth={1.75} />
      </Button>
      {/* The logo leads home only when no board is open (§2). */}
      {boardId ? (
        <Logo className="px-1" />
      ) : (
        <Link to={paths.home()} className="rounded-control px-1" aria-label="Portico home">
          <Logo />
        </Link>
      )}
      <div className="ml-auto flex items-center gap-1">
        {notifications}
        <Tooltip content="Send feedback">
          <Button variant="ghost" size="icon" onClick={onOpenFeedback} aria-label="Send feedback">
            <MessageSquareText className="size-[18px]" strokeWidth={1.75} />
          </Button>
        </Tooltip>
        <AvatarMenu onOpenPreferences={onOpenPreferences} triggerRef={accountMenuRef} />
      </div>
    </header>
  );
};
