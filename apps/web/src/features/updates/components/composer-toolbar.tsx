import { Bold, Italic, Link2, List, ListOrdered, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormatAction } from '../utils/markdown';

const TOOLS: ReadonlyArray<{ action: FormatAction; label: string; icon: ReactNode }> = [
  { action: 'bold', label: 'Bold (Ctrl+B)', icon: <Bold /> },
  { action: 'italic', label: 'Italic (Ctrl+I)', icon: <Italic /> },
  { action: 'link', label: 'Link', icon: <Link2 /> },
  { action: 'bullets', label: 'Bulleted list', icon: <List /> },
  { action: 'numbers', label: 'Numbered list', icon: <ListOrdered /> },
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
  <div role="toolbar" aria-label="Formatting" aria-controls={controls} className="flex items-center gap-0.5">
    {TOOLS.map((tool) => (
      <button
        key={tool.action}
        type="button"
        className={toolClass}
        aria-label={tool.label.replace(/ \(.*\)$/, '')}
        aria-keyshortcuts={
          tool.action === 'bold' ? 'Control+B' : tool.action === 'italic' ? 'Control+I' : undefined
        }
        title={tool.label}
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
          aria-label="Attach files"
          title="Attach files"
          disabled={disabled}
          onClick={onAttach}
        >
          <Paperclip aria-hidden="true" />
        </button>
      </>
    )}
  </div>
);
