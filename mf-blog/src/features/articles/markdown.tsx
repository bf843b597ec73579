/** The blog's Markdown subset lives in the web kit, so the dashboard's preview renders articles exactly as the blog does. */
export { Markdown, parseInline, parseMarkdown, type Block, type Inline } from '@ogulf/web-kit/markdown';
