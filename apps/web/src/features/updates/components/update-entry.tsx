import { Lock, Pencil, Reply, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ItemUpdate } from '@portico/contract';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type MessageKey, Trans, t } from '@/lib/i18n';
import { fullTime, timeAgo } from '@/lib/time';
import { cn } from '@/lib/utils';
import { UpdateAttachments } from './attachment-chips';
import { RichText } from './rich-text';

const ROLE_NAMES = {
  admin: 'updates.entry.role.admin',
  editor: 'updates.entry.role.editor',
  client: 'updates.entry.role.client',
} as const satisfies Record<string, MessageKey>;

export interface UpdateEntryProps {
  update: ItemUpdate;
  /** The viewer is staff: authors' roles show by name ('Admin'), not only as 'Staff'. */
  staffViewer: boolean;
  /** The inline editor replaces the body while editing. */
  editor?: ReactNode;
  onReply?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Replies and their composer, under the update. */
  children?: ReactNode;
  now?: Date;
  readOnly?: boolean;
}

/** The id of an update's heading and the attributes the thread moves the focus to. */
export const updateHeadingId = (id: string) => `update-${id}-author`;

/** One update of the thread: who and when, the body, its files and what the viewer may do with it. */
export const UpdateEntry = ({
  update,
  staffViewer,
  editor,
  children,
  now,
  readOnly,
  ...on
}: UpdateEntryProps) => {
  const deleted = update.deletedAt !== null;
  const author = update.author;
  const name = author?.name ?? t('updates.entry.removedUser');
  const role =
    author && author.role !== 'client'
      ? t(staffViewer ? ROLE_NAMES[author.role] : 'updates.entry.role.staff')
      : null;
  const isReply = update.parentId !== null;
  return (
    <article
      data-update-id={update.id}
      tabIndex={-1}
      aria-labelledby={updateHeadingId(update.id)}
      className={cn(
        'flex gap-3 rounded-card outline-none focus-visible:outline-2 focus-visible:outline-ring',
        isReply ? 'pt-3' : 'p-4',
      )}
    >
      <UserAvatar
        name={name}
        email={author?.email}
        src={author?.photo}
        className={isReply ? 'size-7' : 'size-8'}
        decorative
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={updateHeadingId(update.id)} className="text-sm font-semibold">
            <Trans
              id={isReply ? 'updates.entry.replyHeading' : 'updates.entry.updateHeading'}
              values={{ name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </h3>
          {role && <Badge tone="info">{role}</Badge>}
          {update.internal && (
            <Badge tone="warning">
              <Lock aria-hidden="true" strokeWidth={1.75} />
              {t('updates.entry.internal')}
            </Badge>
          )}
          <time
            dateTime={update.createdAt}
            title={fullTime(update.createdAt)}
            className="text-xs text-muted-foreground tabular-nums"
          >
            {timeAgo(update.createdAt, now)}
          </time>
          {update.editedAt && !deleted && (
            <span
              className="text-xs text-muted-foreground"
              title={t('updates.entry.editedAt', { time: fullTime(update.editedAt) })}
            >
              {t('updates.entry.edited')}
            </span>
          )}
        </header>
        {deleted ? (
          <p className="text-sm text-muted-foreground italic">{t('updates.entry.deleted')}</p>
        ) : (
          (editor ?? (
            <div
              className={cn(
                update.internal &&
                  'rounded-control border-s-2 border-warning-border bg-warning/60 py-1 ps-3 pe-2',
              )}
            >
              {update.body && <RichText source={update.body} />}
            </div>
          ))
        )}
        {!deleted && !editor && <UpdateAttachments attachments={update.attachments} />}
        {!deleted && !editor && !readOnly && (on.onReply || update.canEdit || update.canDelete) && (
          <div className="-ms-2 flex flex-wrap items-center gap-1">
            {on.onReply && (
              <Button
                variant="ghost"
                size="sm"
                data-reply-of={update.id}
                onClick={on.onReply}
                aria-label={t('updates.entry.replyTo', { name })}
              >
                <Reply className="size-4 rtl:-scale-x-100" strokeWidth={1.75} aria-hidden="true" />
                {t('updates.entry.reply')}
              </Button>
            )}
            {update.canEdit && (
              <Button
                variant="ghost"
                size="sm"
                data-edit-of={update.id}
                onClick={on.onEdit}
                aria-label={t('updates.entry.editLabel', { name })}
              >
                <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
                {t('common.edit')}
              </Button>
            )}
            {update.canDelete && (
              <Button
                variant="ghost"
                size="sm"
                onClick={on.onDelete}
                aria-label={t('updates.entry.deleteLabel', { name })}
                className="text-destructive-text hover:text-destructive-text"
              >
                <Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
                {t('common.delete')}
              </Button>
            )}
          </div>
        )}
        {children}
      </div>
    </article>
  );
};
