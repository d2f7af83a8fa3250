import { AtSign } from 'lucide-react';
import { Fragment } from 'react';
import { type Inline, parseRichText } from '@portico/contract';

/**
 * An update's body as React elements from the contract's parser: every text run is a text node, so nothing
 * in a body is ever HTML, and only the parser's safe links (http, https, mailto) become anchors.
 */
const InlineNodes = ({ nodes }: { nodes: Inline[] }) => (
  <>
    {nodes.map((node, i) => {
      switch (node.type) {
        case 'text':
          return <Fragment key={i}>{node.text}</Fragment>;
        case 'bold':
          return (
            <strong key={i} className="font-semibold">
              <InlineNodes nodes={node.children} />
            </strong>
          );
        case 'italic':
          return (
            <em key={i}>
              <InlineNodes nodes={node.children} />
            </em>
          );
        case 'link':
          return (
            <a
              key={i}
              href={node.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-words text-primary-text underline underline-offset-2 hover:no-underline"
            >
              {node.text}
            </a>
          );
        case 'mention':
          return (
            <span
              key={i}
              data-user-id={node.userId}
              className="inline-flex items-baseline gap-0.5 rounded-full bg-selected px-1.5 font-medium text-selected-foreground"
            >
              <AtSign className="size-3 self-center" strokeWidth={2} aria-hidden="true" />
              <span className="sr-only">@</span>
              {node.name}
            </span>
          );
      }
    })}
  </>
);

export const RichText = ({ source }: { source: string }) => (
  <div className="flex flex-col gap-2 text-sm leading-6 break-words text-foreground">
    {parseRichText(source).map((block, i) => {
      if (block.type === 'paragraph')
        return (
          // Each paragraph reads in its own direction (an Arabic update in an English portal, and back).
          <p key={i} dir="auto">
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineNodes nodes={line} />
              </Fragment>
            ))}
          </p>
        );
      const List = block.type === 'bullets' ? 'ul' : 'ol';
      return (
        <List key={i} className={block.type === 'bullets' ? 'list-disc ps-5' : 'list-decimal ps-5'}>
          {block.items.map((item, j) => (
            <li key={j}>
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    })}
  </div>
);
