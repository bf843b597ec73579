import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins wrapped lines with a space', () => {
    expect(parseMarkdown('First line\nsame paragraph.\n\nSecond paragraph.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'First line same paragraph.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Second paragraph.' }] },
    ]);
  });

  it('reads ## and ### headings, even without a blank line around them', () => {
    expect(parseMarkdown('Intro\n## Why it matters\n### Details\nBody')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Intro' }] },
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Why it matters' }] },
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Details' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Body' }] },
    ]);
  });

  it('groups consecutive "- " lines into one bullet list', () => {
    expect(parseMarkdown('Choose:\n- a desk\n- a **chair**\n\n- another list')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Choose:' }] },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'a desk' }],
          [
            { type: 'text', text: 'a ' },
            { type: 'strong', text: 'chair' },
          ],
        ],
      },
      { type: 'list', items: [[{ type: 'text', text: 'another list' }]] },
    ]);
  });

  it('ends a list when a plain line follows it', () => {
    expect(parseMarkdown('- one\n- two\nAfter the list').map((b) => b.type)).toEqual(['list', 'paragraph']);
  });

  it('treats every other syntax as plain text', () => {
    expect(parseMarkdown('# Not a heading\n#### Nor this\n* not a list\n1. nor this')).toEqual([
      {
        type: 'paragraph',
        content: [{ type: 'text', text: '# Not a heading #### Nor this * not a list 1. nor this' }],
      },
    ]);
  });

  it('handles Windows line endings, surrounding blank lines and empty input', () => {
    expect(parseMarkdown('\r\n\r\n## Title\r\n\r\nText\r\n\r\n')).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Text' }] },
    ]);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('  \n\n')).toEqual([]);
  });

  it('keeps Arabic text intact', () => {
    expect(parseMarkdown('## لماذا الكرسي المريح؟\n- **دعم** أسفل الظهر')).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'لماذا الكرسي المريح؟' }] },
      {
        type: 'list',
        items: [
          [
            { type: 'strong', text: 'دعم' },
            { type: 'text', text: ' أسفل الظهر' },
          ],
        ],
      },
    ]);
  });
});

describe('parseInline', () => {
  it('finds several bold runs and leaves an unmatched ** literal', () => {
    expect(parseInline('**A** and **B** but ** not')).toEqual([
      { type: 'strong', text: 'A' },
      { type: 'text', text: ' and ' },
      { type: 'strong', text: 'B' },
      { type: 'text', text: ' but ** not' },
    ]);
  });
});

describe('Markdown', () => {
  it('renders elements and escapes any HTML in the text', () => {
    const html = renderToStaticMarkup(
      createElement(Markdown, { source: '## Tips\n\nUse <script>alert(1)</script> **well**\n\n- one' }),
    );
    expect(html).toBe(
      '<h2>Tips</h2><p>Use &lt;script&gt;alert(1)&lt;/script&gt; <strong>well</strong></p><ul><li>one</li></ul>',
    );
  });
});
