import type { ReactNode } from 'react';

const TONES = {
  outline: 'btn btn-outline btn-sm',
  ghost: 'btn btn-ghost btn-sm',
  danger: 'btn btn-ghost btn-sm adm-text-danger',
} as const;

interface RowButtonProps {
  /** outline: the row's main action (Edit); ghost: a lesser one (Move up); danger: Delete/Remove. */
  tone: keyof typeof TONES;
  onClick: () => void;
  /** The accessible name when the visible text alone would not say which row it acts on ("Delete Desks"). */
  name?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A small button acting on one row of a list or one entry of an editor (edit, move, remove). */
export function RowButton({ tone, onClick, name, disabled, children }: RowButtonProps) {
  return (
    <button type="button" className={TONES[tone]} disabled={disabled} onClick={onClick} aria-label={name}>
      {children}
    </button>
  );
}
