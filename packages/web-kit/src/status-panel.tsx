/**
 * `@ogulf/web-kit/status-panel`: the panel a page shows instead of a list that failed to load
 * (an alert with a way to retry) or has nothing in it. Each remote styles it under its own class
 * (`block`, with `block--error`, `block__icon`, `block__title`, `block__text`).
 */
import type { ReactNode } from 'react';
// The shared web-kit module, not ./navigation: one router binding for the page.
import { Link } from '@ogulf/web-kit';
import { AlertIcon, InfoIcon } from './icons';

interface StatusPanelProps {
  tone: 'error' | 'empty';
  block: string;
  title: string;
  text: string;
  testId?: string;
  /** The way forward: Retry, a link. */
  children?: ReactNode;
}

export function StatusPanel({ tone, block, title, text, testId, children }: StatusPanelProps) {
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <div
      className={tone === 'error' ? `${block} ${block}--error` : block}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <Icon size={28} className={`${block}__icon`} />
      <p className={`${block}__title`}>{title}</p>
      <p className={`${block}__text`}>{text}</p>
      {children}
    </div>
  );
}

/** A way on from an empty list: a link styled as a button. */
export interface PanelLink {
  to: string;
  label: string;
  look: 'btn-primary' | 'btn-outline';
}

interface PanelsOptions {
  /** The remote's CSS block for the panels. */
  block: string;
  /** Test ids: `<prefix>-error`, `<prefix>-empty`. */
  testPrefix: string;
  /** The error panel's hint and Retry label, in the remote's namespace (called while rendering: a hook may be used). */
  useTexts: () => { errorHint: string; retry: string };
}

/**
 * A remote's two panels over `StatusPanel`: `ErrorPanel` (a failed load with a Retry button) and
 * `EmptyPanel` (nothing to list, with a way on: a link or any action).
 */
export function statusPanels({ block, testPrefix, useTexts }: PanelsOptions) {
  function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
    const { errorHint, retry } = useTexts();
    return (
      <StatusPanel tone="error" block={block} title={title} text={errorHint} testId={`${testPrefix}-error`}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retry}
        </button>
      </StatusPanel>
    );
  }
  function EmptyPanel({
    title,
    text,
    link,
    action,
  }: {
    title: string;
    text: string;
    link?: PanelLink;
    action?: ReactNode;
  }) {
    return (
      <StatusPanel tone="empty" block={block} title={title} text={text} testId={`${testPrefix}-empty`}>
        {link ? (
          <Link to={link.to} className={`btn ${link.look}`}>
            {link.label}
          </Link>
        ) : (
          action
        )}
      </StatusPanel>
    );
  }
  return { ErrorPanel, EmptyPanel };
}
