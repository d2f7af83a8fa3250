import { Bold, Italic, Link2, List, ListOrdered, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '@/lib/i18n';
import type { FormatAction } from '../utils/markdown';

/** Each tool's name, and its tooltip when it has a shortcut ('Bold (Ctrl+B)': 'Strg' in German). */
const TOOLS: ReadonlyArray<{ action: FormatAction; label: MessageKey; title?: MessageKey; icon: ReactNode }> =
  [
    { action: 'bold', label: 'updates.toolbar.bold', title: 'updates.toolbar.boldTitle', icon: <Bold /> },
    {
      action: 'italic',
      label: 'updates.toolbar.italic',
      title: 'updates.toolbar.italicTitle',
      icon: <Italic />,
    },
    { action: 'link', label: 'updates.toolbar.link', icon: <Link2 /> },
    { action: 'bullets', label: 'updates.toolbar.bullets', icon: <List /> },
    { action: 'numbers', label: 'updates.toolbar.numbers', icon: <ListOrdered /> },
  ];

const toolClass =
  'grid size-8 place-items-center rounded-control text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 [&_svg]:size-4 [&_svg]:stroke-[1.75]';

export interface ComposerToolbarProps {
  /** The textarea the toolbar formats (aria-controls). */
  controls: string;
  onFormat: (action: FormatAction) => void;
  /** Opens the file picker; absent when the composer takes no files (editing). */
  onAttach?: () => void;
  disabled?: boolean;
}

export const ComposerToolbar = ({ controls, onFormat, onAttach, disabled }: ComposerToolbarProps) => (
  <div
    role="toolbar"
    aria-label={t('updates.toolbar.label')}
    aria-controls={controls}
    className="flex items-center gap-0.5"
  >
    {TOOLS.map((tool) => (
      <button
        key={tool.action}
        type="button"
        className={toolClass}
        aria-label={t(tool.label)}
        aria-keyshortcuts={
          tool.action === 'bold' ? 'Control+B' : tool.action === 'italic' ? 'Control+I' : undefined
        }
        title={t(tool.title ?? tool.label)}
        disabled={disabled}
        // The selection stays in the textarea while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onFormat(tool.action)}
      >
        <span aria-hidden="true">{tool.icon}</span>
      </button>
    ))}
    {onAttach && (
      <>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        <button
          type="button"
          className={toolClass}
          aria-label={t('updates.toolbar.attach')}
          title={t('updates.toolbar.attach')}
          disabled={disabled}
          onClick={onAttach}
        >
          <Paperclip aria-hidden="true" />
        </button>
      </>
    )}
  </div>
);
