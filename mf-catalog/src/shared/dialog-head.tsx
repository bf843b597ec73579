import { CloseIcon } from '@ogulf/web-kit/icons';

interface DialogHeadProps {
  /** The dialog's class: the row is `${block}__head`, the title `${block}__title`. */
  block: string;
  /** The title's id, which names the dialog (`aria-labelledby`). */
  titleId: string;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** A class of the close button's own, beside the ghost icon button's. */
  closeClassName?: string;
}

/** The top row of a modal panel: its title (an h2) and a close button. */
export function DialogHead({ block, titleId, title, closeLabel, onClose, closeClassName }: DialogHeadProps) {
  return (
    <div className={`${block}__head`}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <button
        type="button"
        className={closeClassName ? `btn btn-ghost btn-icon ${closeClassName}` : 'btn btn-ghost btn-icon'}
        onClick={onClose}
        aria-label={closeLabel}
      >
        <CloseIcon size={22} />
      </button>
    </div>
  );
}
