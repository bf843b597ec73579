/**
 * The Markdown subset article bodies are written in: paragraphs separated by a blank line,
 * `## ` and `### ` headings, runs of `- ` lines as a bullet list, and `**bold**` inline.
 * Anything else is plain text. Parsing is a pure function (tested on its own); rendering
 * builds React elements from the result, so no body text is ever parsed as HTML.
 */
import { Fragment, useMemo } from 'react';

export type Inline = { type: 'text'; text: string } | { type: 'strong'; text: string };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'list'; items: Inline[][] };

const BOLD = /\*\*(.+?)\*\*/g;

/** Splits a line into text and `**bold**` runs; an unmatched `**` stays literal. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    const start = match.index;
    if (start > last) out.push({ type: 'text', text: text.slice(last, start) });
    out.push({ type: 'strong', text: match[1] ?? '' });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/** Parses an article body into blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list.length) blocks.push({ type: 'list', items: list.map(parseInline) });
    paragraph = [];
    list = [];
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('### ') || line.startsWith('## ')) {
      flush();
      const level = line.startsWith('### ') ? 3 : 2;
      const text = line.slice(level + 1).trim();
      if (text) blocks.push({ type: 'heading', level, content: parseInline(text) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      const item = line.slice(2).trim();
      if (item) list.push(item);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function InlineContent({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) =>
        part.type === 'strong' ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** Renders an article body; body `##` becomes `<h2>` under the page's `<h1>` title. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Heading = block.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={i}>
                <InlineContent content={block.content} />
              </Heading>
            );
          }
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineContent content={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={i}>
                <InlineContent content={block.content} />
              </p>
            );
        }
      })}
    </>
  );
}
