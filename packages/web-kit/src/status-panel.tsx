/**
 * `@ogulf/web-kit/status-panel`: the panel a page shows instead of a list that failed to load
 * (an alert with a way to retry) or has nothing in it. Each remote styles it under its own class
 * (`block`, with `block--error`, `block__icon`, `block__title`, `block__text`).
 */
import type { ReactNode } from 'react';
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
