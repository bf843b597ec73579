/** @jest-environment jsdom */
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { Link } from '@ogulf/web-kit';
import { renderInLanguage } from '../test/render-in-language';
import { TextField } from './fields';
import { DialogActions, FormDialog } from './form-dialog';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useAdminForm } from './use-admin-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  code: z.string().check(z.trim(), z.minLength(1)),
});

function TestForm({ onCancel }: { onCancel?: () => void }) {
  const form = useAdminForm({
    initial: { name: '', code: '' },
    schema,
    send: () => Promise.resolve({}),
    onSaved: () => undefined,
    savedMessage: 'Saved.',
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <TextField {...form.text('name')} label="Name" />
      <TextField {...form.text('code')} label="Code" />
      {onCancel ? <DialogActions busy={form.busy} onCancel={onCancel} /> : <button type="submit">Save</button>}
    </form>
  );
}

function OnPage() {
  return (
    <>
      <Link to="/admin/orders">Orders</Link>
      <TestForm />
      <UnsavedChangesGuard />
    </>
  );
}

function InDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState<'new' | null>('new');
  const close = () => {
    setOpen(null);
    onClosed();
  };
  return (
    <>
      <FormDialog editing={open} title="New thing" onClose={close}>
        {() => <TestForm onCancel={close} />}
      </FormDialog>
      <UnsavedChangesGuard />
    </>
  );
}

const REQUIRED = 'This field is required.';

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/products/new');
});

describe('a validation message', () => {
  it('goes as soon as its field is filled, and comes back when it is emptied again', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'Desk');
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(1));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    // The other field's message stays: it is still empty.
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  });

  it('does not show before the first save, while the admin is still typing', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<TestForm />);
    await user.type(screen.getByLabelText('Name'), 'a');
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });
});

describe('leaving a form with unsaved changes', () => {
  it('follows a link at once when nothing was typed', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<OnPage />);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before following a link; Keep editing stays with the text, Discard leaves', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<OnPage />);
    await user.type(screen.getByLabelText('Name'), 'Walnut desk');
    await user.click(screen.getByRole('link', { name: 'Orders' }));

    const prompt = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(prompt.textContent).toContain('If you leave now, they will be lost.');
    expect(window.location.pathname).toBe('/admin/products/new');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/products/new');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Walnut desk');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/orders'));
  });

  it('does not ask once the text is put back as it was', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<OnPage />);
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in Arabic in the Arabic dashboard', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<OnPage />, 'ar');
    await user.type(screen.getByLabelText('Name'), 'مكتب');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await await screen
      .findByRole('alertdialog', { name: 'تجاهل التغييرات غير المحفوظة؟' })
      .then((found) => expect(found).toBeTruthy());
    expect(screen.getByRole('button', { name: 'متابعة التعديل' })).toBeTruthy();
  });

  it('has the browser ask before the tab closes, only while there are changes', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<OnPage />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Desk');
    expect(leave()).toBe(true);
  });

  it('closes a dialog at once when its form is clean, and asks first when it holds changes', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    await renderInLanguage(<InDialog onClosed={onClosed} />);
    await user.type(screen.getByLabelText('Name'), 'Oak');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await await screen
      .findByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .then((found) => expect(found).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Oak');

    // The dialog's close button asks too.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('closes a clean dialog without asking', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    await renderInLanguage(<InDialog onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
