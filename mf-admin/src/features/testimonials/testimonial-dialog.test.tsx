/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { TestimonialDialog } from './testimonial-dialog';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());
const field = (name: string) => screen.getByRole('textbox', { name });

describe('testimonial form', () => {
  it('marks what is missing or too short on its field, focuses the first, and saves nothing', async () => {
    server = stubFetch(() => ok({}));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    await renderInLanguage(<TestimonialDialog editing="new" onClose={() => undefined} onSaved={onSaved} />);
    await user.type(field('Testimonial (English)'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = field("Customer's name (English)");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    );
    const text = field('Testimonial (English)');
    expect(document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least 10 characters.',
    );
    expect(server.requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reads the limits in Arabic', async () => {
    server = stubFetch(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(
      <TestimonialDialog editing="new" onClose={() => undefined} onSaved={() => undefined} />,
      'ar',
    );
    await user.type(field('الرأي (بالإنجليزية)'), 'قصير');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    const text = field('الرأي (بالإنجليزية)');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '10 أحرف على الأقل.',
    );
  });

  it('sends the body the API takes: trimmed texts, numbers for rating and order', async () => {
    server = stubFetch(() => ok({ id: 't1' }));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    await renderInLanguage(<TestimonialDialog editing="new" onClose={() => undefined} onSaved={onSaved} />);
    await user.type(field("Customer's name (English)"), ' Fatima Al-Kuwari ');
    await user.type(field('Testimonial (English)'), 'Fast delivery and tidy assembly.');
    await user.type(field('Testimonial (Arabic)'), 'توصيل سريع وتركيب مرتب.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4');
    await user.clear(field('Display order'));
    await user.type(field('Display order'), '٣');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/testimonials',
        body: {
          name: 'Fatima Al-Kuwari',
          nameAr: '',
          company: '',
          companyAr: '',
          text: 'Fast delivery and tidy assembly.',
          textAr: 'توصيل سريع وتركيب مرتب.',
          rating: 4,
          order: 3,
          active: true,
        },
      },
    ]);
  });

  it('shows the server refusal at the top of the form and on the field it names', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch(() =>
      refused(400, 'VALIDATION_FAILED', 'Request validation failed', [
        { path: 'textAr', message: 'At most 2000 characters' },
      ]),
    );
    const user = userEvent.setup();
    await renderInLanguage(<TestimonialDialog editing="new" onClose={() => undefined} onSaved={() => undefined} />);
    await user.type(field("Customer's name (English)"), 'Fatima');
    await user.type(field('Testimonial (English)'), 'Fast delivery and tidy assembly.');
    await user.type(field('Testimonial (Arabic)'), 'توصيل سريع وتركيب مرتب.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const problem = await screen.findByTestId('form-problem');
    expect(problem.textContent).toContain('Request validation failed');
    expect(problem.textContent).toContain('textAr: At most 2000 characters');
    expect(field('Testimonial (Arabic)').getAttribute('aria-invalid')).toBe('true');
  });
});
