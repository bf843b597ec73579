/**
 * "Discard unsaved changes?" for every admin form, in one place. A form reports whether it holds
 * changes (`useUnsavedChanges`, which `useAdminForm` calls); while one does:
 * - a click on a link to another page of the site (a dashboard section, the shop) asks first;
 * - closing the form's dialog (Escape, the close button, Cancel) asks first (`FormDialog`);
 * - leaving the site or closing the tab gets the browser's own "Leave site?" (`beforeunload`).
 * `UnsavedChangesGuard`, mounted once with the dashboard, listens and shows the question.
 */
import { createContext, useContext, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from '@ogulf/web-kit';
import { Modal } from './modal';
import { useAdminLanguage } from './use-admin-language';

/** A dialog's forms (so closing it asks about its forms only); null: a page's form. */
type Scope = object | null;

const dirtyForms = new Map<string, Scope>();
let question: { scope: Scope | undefined; resolve: (discard: boolean) => void } | null = null;
let guards = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Whether a form (in `scope`, or anywhere when undefined) holds changes that are not saved. */
export function hasUnsavedChanges(scope?: Scope): boolean {
  for (const owner of dirtyForms.values()) if (scope === undefined || owner === scope) return true;
  return false;
}

/**
 * Asks "Discard unsaved changes?" when a form (in `scope`, or any) holds changes: true to go on
 * (nothing to lose, or the admin chose to discard), false to stay.
 */
export function confirmDiscard(scope?: Scope): Promise<boolean> {
  if (!hasUnsavedChanges(scope)) return Promise.resolve(true);
  // No guard mounted (a form rendered on its own): nothing can ask, so nothing is held back.
  if (guards === 0) return Promise.resolve(true);
  if (question) return Promise.resolve(false);
  return new Promise((resolve) => {
    question = { scope, resolve };
    changed();
  });
}

function answer(discard: boolean): void {
  const asked = question;
  question = null;
  // The discarded forms no longer hold anything to ask about (they close or unmount next).
  if (discard && asked)
    for (const [id, owner] of dirtyForms) if (asked.scope === undefined || owner === asked.scope) dirtyForms.delete(id);
  changed();
  asked?.resolve(discard);
}

const DialogScope = createContext<Scope>(null);

/** Puts the forms inside `children` in a dialog's scope (see `FormDialog`). */
export function UnsavedChangesScope({ scope, children }: { scope: object; children: ReactNode }) {
  return <DialogScope.Provider value={scope}>{children}</DialogScope.Provider>;
}

/** Reports a form's changes: `dirty` while it holds values that are not saved. */
export function useUnsavedChanges(dirty: boolean): void {
  const scope = useContext(DialogScope);
  const id = useId();
  useEffect(() => {
    if (!dirty) return undefined;
    dirtyForms.set(id, scope);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id, scope]);
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The link a click would follow to another page of this site, or null. */
function pageLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site: the browser's own question (beforeunload) covers it.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/** Listens for leaving while a form holds changes and asks "Discard unsaved changes?". Mount once. */
export function UnsavedChangesGuard() {
  const { t } = useAdminLanguage();
  const navigate = useNavigate();
  const asking = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => question !== null,
  );
  const messageId = useId();
  const keepEditing = useRef<HTMLButtonElement>(null);
  // Focus starts on staying, so Enter never throws the changes away. The dialog is shown by the
  // Modal's own effect, which runs before this one (a child's effects run first).
  useEffect(() => {
    if (asking) keepEditing.current?.focus();
  }, [asking]);

  useEffect(() => {
    guards += 1;
    // Capture: before the link's own handler (the router's) sees the click.
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges()) return;
      const url = pageLinkOf(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((discard) => {
        if (discard) navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards -= 1;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (guards === 0 && question) answer(false);
    };
  }, [navigate]);

  return (
    <Modal
      open={asking}
      title={t('confirm.discardTitle')}
      onClose={() => answer(false)}
      role="alertdialog"
      size="small"
      describedBy={messageId}
    >
      <p id={messageId}>{t('confirm.discardMessage')}</p>
      <div className="cluster adm-actions">
        <button type="button" className="btn btn-outline" onClick={() => answer(false)} ref={keepEditing}>
          {t('confirm.keepEditing')}
        </button>
        <button type="button" className="btn adm-btn-danger" onClick={() => answer(true)}>
          {t('confirm.discard')}
        </button>
      </div>
    </Modal>
  );
}
