import { validateStatusChange } from './order-status-form';

describe('validateStatusChange', () => {
  it('sends the new status with the trimmed note and whether the customer reads it', () => {
    expect(
      validateStatusChange(
        { status: 'out-for-delivery', note: '  Driver Ali, 3 pm ', tellCustomer: true },
        'processing',
      ),
    ).toEqual({
      ok: true,
      body: { status: 'out-for-delivery', note: 'Driver Ali, 3 pm', tellCustomer: true },
    });
  });

  it('leaves an empty note out', () => {
    expect(validateStatusChange({ status: 'confirmed', note: '   ', tellCustomer: true }, 'pending')).toEqual({
      ok: true,
      body: { status: 'confirmed' },
    });
  });

  it('needs a status the workflow allows from the current one', () => {
    expect(validateStatusChange({ status: '', note: '', tellCustomer: false }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'required' } },
    });
    expect(validateStatusChange({ status: 'shipped', note: '', tellCustomer: false }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'required' } },
    });
    expect(validateStatusChange({ status: 'pending', note: '', tellCustomer: false }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'sameStatus' } },
    });
    expect(validateStatusChange({ status: 'delivered', note: '', tellCustomer: false }, 'pending')).toEqual({
      ok: false,
      errors: { status: { key: 'notAllowed' } },
    });
    // A delivered order never goes back.
    expect(validateStatusChange({ status: 'pending', note: '', tellCustomer: false }, 'delivered')).toEqual({
      ok: false,
      errors: { status: { key: 'notAllowed' } },
    });
  });

  it('refuses a note over 1000 characters', () => {
    expect(
      validateStatusChange({ status: 'cancelled', note: 'x'.repeat(1001), tellCustomer: false }, 'pending'),
    ).toEqual({
      ok: false,
      errors: { note: { key: 'tooLong', limit: 1000 } },
    });
  });
});
