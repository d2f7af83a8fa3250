import { MessagesSquare, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type ItemUpdate, toasts, updateMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { useCreateUpdate } from '../api/create-update';
import { useDeleteUpdate } from '../api/delete-update';
import { useEditUpdate } from '../api/edit-update';
import { useThread } from '../api/list-updates';
import { type ComposerDraft, UpdateComposer } from './update-composer';
import { UpdateEntry } from './update-entry';
import { ThreadSkeleton } from './thread-skeleton';
import { useLiveThread } from '../hooks/use-live-thread';

export interface ItemThreadProps {
  boardId: string;
  itemId: string;
  /** The viewer is staff: the internal-note toggle shows, and authors' roles by name. */
  staff: boolean;
  /** Nothing can be written (a preview of the portal). */
  readOnly?: boolean;
  /** The 'Updates' heading; a panel whose title says it already leaves it out. */
  heading?: boolean;
  /** Relative times are counted from this moment (tests fix it). */
  now?: Date;
  /** Beside the heading (or above the thread without one): e.g. following the item. */
  actions?: ReactNode;
}

/** A value for an attribute selector: ids are the server's, quoted rather than trusted. */
const quote = (value: string) => value.replace(/["\\]/g, '\\$&');

/** Moves the focus once React has drawn the thread again (the element may be new). */
const focusSoon = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

/**
 * An item's thread of updates: a composer, then the updates newest first with their replies (one level),
 * a page at a time. Authors edit and delete their own; deleted updates keep their place and replies.
 */
export const ItemThread = ({
  boardId,
  itemId,
  staff,
  readOnly = false,
  heading = true,
  now,
  actions,
}: ItemThreadProps) => {
  const headingId = useId();
  const thread = useThread(boardId, itemId);
  useLiveThread(boardId, itemId);
  const post = useCreateUpdate();
  const reply = useCreateUpdate();
  const edit = useEditUpdate();
  const remove = useDeleteUpdate();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ItemUpdate | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const composer = useRef<HTMLTextAreaElement | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);

  const entries = thread.data?.pages.flatMap((page) => page.updates);
  const total = thread.data?.pages[0]?.total;

  const send = async (draft: ComposerDraft, parentId?: string): Promise<string | null> => {
    const mutation = parentId ? reply : post;
    try {
      await mutation.mutateAsync({
        boardId,
        itemId,
        fields: {
          body: draft.body,
          internal: draft.internal ? 'true' : 'false',
          ...(parentId && { parentId }),
        },
        files: draft.files,
      });
    } catch (error) {
      return errorMessage(error, t('updates.thread.postFailed'));
    }
    setAnnouncement(localize(updateMessages.posted));
    if (parentId) {
      setReplyingTo(null);
      focusSoon(() => find(`[data-reply-of="${quote(parentId)}"]`));
    } else focusSoon(() => composer.current);
    return null;
  };

  const save = async (update: ItemUpdate, draft: ComposerDraft): Promise<string | null> => {
    try {
      await edit.mutateAsync({ boardId, itemId, updateId: update.id, body: draft.body });
    } catch (error) {
      return errorMessage(error, t('updates.thread.saveFailed'));
    }
    setAnnouncement(localize(updateMessages.edited));
    stopEditing(update.id);
    return null;
  };

  const stopEditing = (id: string) => {
    setEditing(null);
    focusSoon(() => find(`[data-edit-of="${quote(id)}"]`) ?? find(`[data-update-id="${quote(id)}"]`));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(
      { boardId, itemId, updateId: id },
      {
        onSuccess: () => {
          setDeleting(null);
          setAnnouncement(localize(updateMessages.deleted));
          // A deleted update with replies keeps its place; otherwise the composer is the next stop.
          focusSoon(() => find(`[data-update-id="${quote(id)}"]`) ?? composer.current);
        },
        onError: (error) =>
          toast.error(t('updates.thread.deleteFailed'), {
            id: 'delete-update',
            description: errorMessage(error, toasts.pleaseTryAgain),
          }),
      },
    );
  };

  const entryOf = (update: ItemUpdate, topLevel: boolean) => ({
    update,
    staffViewer: staff,
    readOnly,
    now,
    onEdit: () => setEditing(update.id),
    onDelete: () => setDeleting(update),
    onReply: topLevel ? () => setReplyingTo(update.id) : undefined,
    editor:
      editing === update.id ? (
        <UpdateComposer
          boardId={boardId}
          itemId={itemId}
          label={t('updates.thread.editLabel')}
          initialBody={update.body}
          allowFiles={false}
          submitLabel={t('common.save')}
          pendingLabel={t('common.saving')}
          pending={edit.isPending}
          onSubmit={(draft) => save(update, draft)}
          onCancel={() => stopEditing(update.id)}
          focusOnOpen
        />
      ) : undefined,
  });

  return (
    <section
      ref={root}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t('updates.thread.heading')}
      className="flex flex-col gap-4"
    >
      {(heading || actions) && (
        <div className="flex items-center justify-between gap-3">
          {heading ? (
            <h2 id={headingId} className="text-base font-semibold">
              {t('updates.thread.heading')}
              {total !== undefined && total > 0 && (
                <span className="ms-2 text-sm font-normal text-muted-foreground tabular-nums">
                  {formatNumber(total)}
                </span>
              )}
            </h2>
          ) : (
            <span />
          )}
          {actions}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {!readOnly && (
        <UpdateComposer
          boardId={boardId}
          itemId={itemId}
          label={t('updates.thread.writeLabel')}
          placeholder={t('updates.thread.writePlaceholder')}
          canPostInternal={staff}
          submitLabel={t('updates.thread.post')}
          pendingLabel={t('updates.thread.posting')}
          pending={post.isPending}
          onSubmit={(draft) => send(draft)}
          textareaRef={composer}
        />
      )}
      {!entries ? (
        thread.isError ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-card border border-border p-4"
          >
            <p className="text-sm text-muted-foreground">
              {errorMessage(thread.error, t('updates.thread.loadFailed'))}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void thread.refetch()}>
              <RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <ThreadSkeleton />
        )
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border px-6 py-8 text-center">
          <MessagesSquare className="size-6 text-muted-foreground" strokeWidth={1.75} aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{t('updates.thread.empty')}</p>
        </div>
      ) : (
        <ol aria-label={t('updates.thread.list')} className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-card border border-border bg-surface shadow-raised">
              <UpdateEntry {...entryOf(entry, true)}>
                {(entry.replies.length > 0 || replyingTo === entry.id) && (
                  <div className="flex flex-col gap-1 border-s-2 border-border ps-4">
                    {entry.replies.length > 0 && (
                      <ol
                        aria-label={
                          entry.author
                            ? t('updates.thread.repliesTo', { name: entry.author.name })
                            : t('updates.thread.repliesToUpdate')
                        }
                        className="flex flex-col gap-1"
                      >
                        {entry.replies.map((r) => (
                          <li key={r.id}>
                            <UpdateEntry {...entryOf(r, false)} />
                          </li>
                        ))}
                      </ol>
                    )}
                    {replyingTo === entry.id && (
                      <div className="pt-3">
                        <UpdateComposer
                          boardId={boardId}
                          itemId={itemId}
                          label={
                            entry.author
                              ? t('updates.thread.replyTo', { name: entry.author.name })
                              : t('updates.thread.replyToUpdate')
                          }
                          placeholder={t('updates.thread.replyPlaceholder')}
                          canPostInternal={staff}
                          forceInternal={entry.internal}
                          submitLabel={t('updates.thread.reply')}
                          pendingLabel={t('updates.thread.posting')}
                          pending={reply.isPending}
                          onSubmit={(draft) => send(draft, entry.id)}
                          onCancel={() => {
                            setReplyingTo(null);
                            focusSoon(() => find(`[data-reply-of="${quote(entry.id)}"]`));
                          }}
                          focusOnOpen
                        />
                      </div>
                    )}
                  </div>
                )}
              </UpdateEntry>
            </li>
          ))}
        </ol>
      )}
      {thread.isFetchNextPageError && (
        <div role="alert" className="flex items-center justify-between gap-3">
          <p className="text-[13px] text-muted-foreground">
            {errorMessage(thread.error, t('updates.thread.olderFailed'))}
          </p>
          <Button variant="ghost" size="sm" onClick={() => void thread.fetchNextPage()}>
            <RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      )}
      {thread.hasNextPage && !thread.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {t(thread.isFetchingNextPage ? 'updates.thread.loadingOlder' : 'updates.thread.showOlder')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('updates.thread.deleteTitle')}
        description={t(
          deleting && deleting.parentId === null
            ? 'updates.thread.deleteWithReplies'
            : 'updates.thread.deleteDescription',
        )}
        confirmLabel={t('common.delete')}
        pendingLabel={t('updates.thread.deleting')}
        pending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  );
};
