/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { ContactForm } from './contact-form';

let server: ReturnType<typeof stubFetch>;
const field = (name: string) => screen.getByRole('textbox', { name });
afterEach(() => server.restore());

describe('contact form', () => {
  it('shows what is wrong on the field, focuses the first one, and sends nothing', async () => {
    server = stubFetch(() => ok({ reference: 'C-000000-XXXX' }));
    const user = userEvent.setup();
    await renderInLanguage(<ContactForm />);
    await user.type(field('Full name'), 'Omar Haddad');
    await user.type(field('Email'), 'omar@example.qa');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByTestId('send-message'));

    const message = field('Message');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByTestId('message-error').textContent).toBe('Your message must be at least 10 characters.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toBe('contact-message-error');
    expect(screen.queryByTestId('name-error')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Please correct the highlighted fields.');
    expect(server.requests).toEqual([]);

    // The message follows the fix as it is typed.
    await user.type(message, ' there, a question');
    await waitFor(() => expect(screen.queryByTestId('message-error')).toBeNull());
    expect(message.getAttribute('aria-invalid')).toBe('false');
  });

  it('speaks Arabic, and says nothing about an empty field the visitor only tabbed through', async () => {
    server = stubFetch(() => ok({ reference: 'C-000000-XXXX' }));
    const user = userEvent.setup();
    await renderInLanguage(<ContactForm />, 'ar');
    const name = field('الاسم الكامل');
    await user.click(name);
    await user.tab();
    expect(screen.queryByTestId('name-error')).toBeNull();

    await user.type(field('الرسالة'), 'قصيرة');
    await user.click(screen.getByTestId('send-message'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByTestId('name-error').textContent).toBe('أدخل اسمك.');
    expect(screen.getByTestId('message-error').textContent).toBe('يجب ألا تقل رسالتك عن 10 أحرف.');
  });

  it('sends the trimmed message without the empty optional fields, then shows the reference', async () => {
    server = stubFetch(() => ok({ reference: 'C-250101-AB12' }));
    const user = userEvent.setup();
    await renderInLanguage(<ContactForm />);
    await user.type(field('Full name'), '  Omar Haddad ');
    await user.type(field('Email'), 'omar@example.qa');
    await user.type(field('Message'), 'Do you deliver and assemble workstations in Dukhan?');
    await user.click(screen.getByTestId('send-message'));

    expect((await screen.findByTestId('sent-reference')).textContent).toBe('C-250101-AB12');
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }) as unknown,
        body: {
          name: 'Omar Haddad',
          email: 'omar@example.qa',
          message: 'Do you deliver and assemble workstations in Dukhan?',
          language: 'en',
        },
      },
    ]);
  });

  it('puts a field the server refused on that field and its message in the alert, keeping what was typed', async () => {
    server = stubFetch(() =>
      refused(400, 'VALIDATION_FAILED', 'Request validation failed', [
        { path: 'email', message: 'Enter a valid email address' },
      ]),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderInLanguage(<ContactForm />);
    await user.type(field('Full name'), 'Omar Haddad');
    await user.type(field('Email'), 'omar@example.qa');
    await user.type(field('Message'), 'A question about office chairs.');
    await user.click(screen.getByTestId('send-message'));

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('Request validation failed');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByTestId('email-error').textContent).toBe('Enter a valid email address, e.g. name@example.com.');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message')).toHaveProperty('value', 'A question about office chairs.');
    expect(screen.getByTestId('send-message')).toHaveProperty('disabled', false);
  });

  it("starts with the subject filled in when it comes from the footer's Careers link, in either language", async () => {
    server = stubFetch(() => ok({ reference: 'C-000000-XXXX' }));
    window.history.pushState(null, '', '/contact?subject=careers');
    try {
      const { unmount } = await renderInLanguage(<ContactForm />);
      expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveProperty('value', 'Careers: job application');
      unmount();
      await renderInLanguage(<ContactForm />, 'ar');
      expect(screen.getByRole('textbox', { name: /^الموضوع/ })).toHaveProperty('value', 'الوظائف: طلب توظيف');
    } finally {
      window.history.pushState(null, '', '/');
    }
  });
});
