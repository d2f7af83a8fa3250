import { Bell, BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { canChange } from '@/lib/gating';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useFollowItem } from '../api/follow-item';
import { useItemFollow } from '../api/item-follow';
import { useUnfollowItem } from '../api/unfollow-item';

export interface FollowButtonProps {
  boardId: string;
  itemId: string;
  className?: string;
}

/**
 * Follow an item (a toggle, aria-pressed): its new updates and status changes then notify me. The label
 * stays 'Follow' or 'Following' while the change is saved, so the button keeps its width and its focus.
 */
export const FollowButton = ({ boardId, itemId, className }: FollowButtonProps) => {
  const state = useItemFollow(boardId, itemId);
  const follow = useFollowItem(boardId, itemId);
  const unfollow = useUnfollowItem(boardId, itemId);
  const following = state.data === true;
  const pending = follow.isPending || unfollow.isPending;
  const Icon = following ? BellRing : Bell;

  const onError = (error: unknown) => {
    console.error(error);
    toast.error(localize(toasts.error), {
      id: 'follow',
      description: errorMessage(
        error,
        t(following ? 'notifications.follow.unfollowFailed' : 'notifications.follow.followFailed'),
      ),
    });
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={following}
      aria-busy={pending || state.isPending || undefined}
      disabled={!state.isSuccess || !canChange()}
      className={cn(following && 'border-primary/40 text-primary-text', className)}
      onClick={() => {
        if (pending) return;
        if (following) unfollow.mutate(undefined, { onError });
        else follow.mutate(undefined, { onError });
      }}
    >
      <Icon className="size-4" strokeWidth={1.75} aria-hidden="true" />
      {t(following ? 'notifications.follow.following' : 'notifications.follow.follow')}
    </Button>
  );
};
