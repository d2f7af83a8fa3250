import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useLayoutEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { MAX_UPDATE_LENGTH, type UpdateAuthor, mentionToken, updateMessages } from '@portico/contract';
import { AutoTextarea } from '@/components/ui/auto-textarea';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { localize, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useMention } from '../hooks/use-mention';
import { addFiles } from '../utils/files';
import { type FormatAction, type TextEdit, applyFormat, insertMention } from '../utils/markdown';
import { PendingFiles } from './attachment-chips';
import { ComposerToolbar } from './composer-toolbar';
import { InternalHint, InternalToggle } from './internal-toggle';
import { MentionList, mentionOptionId } from './mention-list';

export interface ComposerDraft {
  body: string;
  files: File[];
  internal: boolean;
}

export interface UpdateComposerProps {
  boardId: string;
  itemId: string;
  /** The textarea's accessible name ('Write an update', 'Reply to Priya', 'Edit your update'). */
  label: string;
  placeholder?: string;
  initialBody?: string;
  /** Staff may mark it an internal note; clients never see the toggle. */
  canPostInternal?: boolean;
  /** A reply to an internal note is internal too: the toggle shows on and cannot be changed. */
  forceInternal?: boolean;
  /** Editing takes no files. */
  allowFiles?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /**
   * Sends the draft; resolves with the server's message, localized, when it was refused (the draft stays),
   * or null.
   */
  onSubmit: (draft: ComposerDraft) => Promise<string | null>;
  onCancel?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement | null>;
  /** An inline reply or edit opens to be written in: the textarea takes the focus, the caret at the end. */
  focusOnOpen?: boolean;
}

/**
 * Writing an update: a textarea with the formatting toolbar and shortcuts (Ctrl/Cmd+B, I; Ctrl/Cmd+Enter
 * posts), @mentions, files (button, paste or drop) checked before they are sent, and for staff the
 * internal-note toggle. A refused post keeps the draft and shows why.
 */
export const UpdateComposer = (props: UpdateComposerProps) => {
  const { canPostInternal = false, forceInternal = false, allowFiles = true } = props;
  const id = useId();
  const textareaId = `${id}-text`;
  const listId = `${id}-mentions`;
  const errorId = `${id}-error`;
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(props.initialBody ?? '');
  const [caret, setCaret] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useImperativeHandle(props.textareaRef, () => inner.current as HTMLTextAreaElement);
  const { focusOnOpen } = props;
  useEffect(() => {
    const el = inner.current;
    if (!focusOnOpen || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [focusOnOpen]);

  // The selection after an edit (a mention picked, a format applied) is set as soon as React has written
  // the text, before the browser handles the next key: set later, keys typed meanwhile land before it.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  useLayoutEffect(() => {
    const el = inner.current;
    const selection = pendingSelection.current;
    if (!el || !selection) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection.start, selection.end);
  });

  const applyEdit = (edit: TextEdit) => {
    pendingSelection.current = { start: edit.start, end: edit.end };
    setText(edit.text);
    setCaret(edit.end);
  };

  const isInternal = forceInternal || (canPostInternal && internal);
  const mention = useMention({
    boardId: props.boardId,
    itemId: props.itemId,
    text,
    caret,
    staffOnly: isInternal,
    onPick: (at, person: UpdateAuthor) =>
      applyEdit(insertMention(text, at, mentionToken(person.name, person.id))),
  });
  const open = mention.mention !== null;

  const format = (action: FormatAction) => {
    const el = inner.current;
    if (!el) return;
    applyEdit(applyFormat({ text, start: el.selectionStart, end: el.selectionEnd }, action));
  };

  const attach = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const next = addFiles(files, chosen);
    setFiles(next.files);
    setProblems(next.problems);
  };

  const submit = async () => {
    if (props.pending) return;
    if (!text.trim() && files.length === 0) return setFailure(localize(updateMessages.bodyRequired));
    if (text.length > MAX_UPDATE_LENGTH) return setFailure(localize(updateMessages.bodyTooLong));
    setFailure(null);
    const refused = await props.onSubmit({ body: text, files, internal: isInternal });
    if (refused) {
      setFailure(refused);
      return;
    }
    setText('');
    setFiles([]);
    setProblems([]);
    setInternal(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) {
      event.preventDefault();
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (mod && (event.key === 'b' || event.key === 'B')) {
      event.preventDefault();
      format('bold');
    } else if (mod && (event.key === 'i' || event.key === 'I')) {
      event.preventDefault();
      format('italic');
    } else if (event.key === 'Escape' && props.onCancel) {
      event.preventDefault();
      props.onCancel();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!allowFiles || event.clipboardData.files.length === 0) return;
    event.preventDefault();
    attach([...event.clipboardData.files]);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!allowFiles || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    attach([...event.dataTransfer.files]);
  };

  const messages = [...problems, ...(failure ? [failure] : [])];
  const tooLong = text.length > MAX_UPDATE_LENGTH * 0.9;
  return (
    <form
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className={cn(
        'flex flex-col gap-2 rounded-card border p-3 transition-colors',
        isInternal ? 'border-warning-border bg-warning' : 'border-border bg-surface',
      )}
    >
      {/* Files dropped anywhere on the composer are attached. */}
      <div className="relative" onDragOver={(event) => allowFiles && event.preventDefault()} onDrop={onDrop}>
        <label htmlFor={textareaId} className="sr-only">
          {props.label}
        </label>
        <AutoTextarea
          id={textareaId}
          ref={inner}
          minRows={props.initialBody === undefined ? 2 : 3}
          maxRows={12}
          value={text}
          placeholder={props.placeholder}
          // A textarea may carry no role but its own (axe: aria-allowed-role): it stays a multi-line
          // textbox whose suggestions are announced through aria-autocomplete and the active option.
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={
            open && mention.matches.length > 0 ? mentionOptionId(listId, mention.active) : undefined
          }
          aria-invalid={failure ? true : undefined}
          aria-describedby={messages.length ? errorId : undefined}
          aria-keyshortcuts="Control+Enter"
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            if (failure) setFailure(null);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          className={cn(isInternal && 'bg-surface')}
        />
        {open && (
          <MentionList
            id={listId}
            people={mention.matches}
            active={mention.active}
            loading={mention.loading}
            internal={isInternal}
            onPick={mention.pick}
          />
        )}
      </div>
      {allowFiles && (
        <>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => {
              attach([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <PendingFiles
            files={files}
            onRemove={(index) => {
              setFiles(files.filter((_, i) => i !== index));
              setProblems([]);
              inner.current?.focus();
            }}
          />
        </>
      )}
      {messages.length > 0 && (
        <div id={errorId} role="alert" className="flex flex-col gap-0.5 text-[13px] text-destructive-text">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ComposerToolbar
          controls={textareaId}
          onFormat={format}
          onAttach={allowFiles ? () => fileInput.current?.click() : undefined}
          disabled={props.pending}
        />
        <div className="flex flex-wrap items-center gap-3">
          {tooLong && (
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatNumber(text.length)} / {formatNumber(MAX_UPDATE_LENGTH)}
            </span>
          )}
          {(canPostInternal || forceInternal) && (
            <InternalToggle
              id={`${id}-internal`}
              checked={isInternal}
              onCheckedChange={setInternal}
              forced={forceInternal}
              disabled={props.pending}
            />
          )}
          {props.onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={props.onCancel} disabled={props.pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={props.pending}>
            {props.pending ? props.pendingLabel : props.submitLabel}
          </Button>
        </div>
      </div>
      {isInternal && <InternalHint id={`${id}-internal`} forced={forceInternal} />}
    </form>
  );
};
