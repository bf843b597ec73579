import { useFocusOnMount } from './use-focus-on-mount';
import { AlertIcon } from '@ogulf/web-kit/icons';

/** A submission that failed, announced and focused so keyboard and screen-reader users meet it first. */
export function FormError({ title, text }: { title: string; text: string }) {
  const focusOnMount = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="alert alert--error" role="alert" tabIndex={-1} ref={focusOnMount} data-testid="form-error">
      <AlertIcon size={20} />
      <div>
        <p className="alert__title">{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
