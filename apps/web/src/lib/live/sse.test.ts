import { describe, expect, it } from 'vitest';
import { type SseMessage, createSseParser } from './sse';

const parse = (chunks: string[]) => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, parser };
};

describe('createSseParser', () => {
  it('parses events split anywhere across chunks, with ids, types and multi-line data', () => {
    const text =
      'retry: 3000\n\nid: 7\nevent: item.changed\ndata: {"a":\ndata: 1}\n\n: keep-alive\n\nid: 8\ndata: x\n\n';
    for (const size of [1, 2, 5, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) as string[];
      const { messages, parser } = parse(chunks);
      expect(messages).toEqual([
        { id: '7', event: 'item.changed', data: '{"a":\n1}' },
        { id: '8', event: 'message', data: 'x' },
      ]);
      expect(parser.lastEventId()).toBe('8');
      expect(parser.retry()).toBe(3000);
    }
  });

  it('takes the id of a block without data, dispatching nothing, and handles CRLF and CR', () => {
    const { messages, parser } = parse(['id: 41\r\n\r', '\nid: 42\rdata: y\r\r\n']);
    expect(messages).toEqual([{ id: '42', event: 'message', data: 'y' }]);
    expect(parser.lastEventId()).toBe('42');
  });

  it('ignores comments, unknown fields and a retry that is not a number; keeps a half event out', () => {
    const { messages, parser } = parse([': hi\nfoo: bar\nretry: soon\ndata: partial']);
    expect(messages).toEqual([]);
    expect(parser.retry()).toBeNull();
    parser.reset();
    parser.feed('\n\n');
    expect(messages).toEqual([]);
  });
});
