import { validateStatusChange } from './order-status-form';

describe('validateStatusChange', () => {
  it('sends the new status with the trimmed note', () => {
    expect(validateStatusChange({ status: 'out-for-delivery', note: '  Driver Ali, 3 pm ' }, 'processing')).toEqual({
      ok: true,
      body: { status: 'out-for-delivery', note: 'Driver Ali, 3 pm' },
    });
  });

  it('leaves an empty note out', () => {
    expect(validateStatusChange({ status: 'confirmed', note: '   ' }, 'pending')).toEqual({
      ok: true,
      body: { status: 'confirmed' },
    });
  });

  it('needs a status other than the current one', () => {
    expect(validateStatusChange({ status: '', note: '' }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'required' } },
    });
    expect(validateStatusChange({ status: 'shipped', note: '' }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'required' } },
    });
    expect(validateStatusChange({ status: 'pending', note: '' }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'sameStatus' } },
    });
  });

  it('refuses a note over 1000 characters', () => {
    expect(validateStatusChange({ status: 'delivered', note: 'x'.repeat(1001) }, 'pending')).toEqual({
      ok: false,
      errors: { note: { key: 'tooLong', limit: 1000 } },
    });
  });
});
