/** A button that shows or hides another part of the page (a preview, a password), pressed while it shows it. */
interface ToggleButtonProps {
  shown: boolean;
  onToggle: () => void;
  /** The id of the part it shows or hides. */
  controls: string;
  /** Its text while the part shows, and while it does not. */
  hideLabel: string;
  showLabel: string;
  className: string;
  testId?: string;
}

export function ToggleButton({
  shown,
  onToggle,
  controls,
  hideLabel,
  showLabel,
  className,
  testId,
}: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
      data-testid={testId}
    >
      {shown ? hideLabel : showLabel}
    </button>
  );
}
