import { addressRule, emailRule, isQatarPhone, messageRule, nameRule, optionalPhoneRule, qatarPhoneRule, validateAll } from './validation';

describe('form rules', () => {
  it('accepts Qatar numbers with or without +974 / 00974, spaces and dashes', () => {
    for (const phone of ['55123456', '5512 3456', '+974 5512 3456', '00974-4412-3456', '+97466123456', '7012 3456', '3312-3456']) {
      expect([phone, isQatarPhone(phone)]).toEqual([phone, true]);
    }
  });

  it('refuses numbers that are not Qatar numbers', () => {
    for (const phone of ['5512345', '551234567', '85123456', '+971 5512 3456', '+974 2512 3456', 'phone', '55a23456']) {
      expect([phone, isQatarPhone(phone)]).toEqual([phone, false]);
    }
  });

  it('tells a missing value from a wrong one', () => {
    expect(qatarPhoneRule('  ')).toBe('phoneRequired');
    expect(qatarPhoneRule('12')).toBe('phoneQatar');
    expect(emailRule('')).toBe('emailRequired');
    expect(emailRule('sara@')).toBe('emailInvalid');
    expect(emailRule('sara @ogulf.qa')).toBe('emailInvalid');
    expect(emailRule(' sara.k@ogulf.qa ')).toBeNull();
    expect(nameRule('')).toBe('nameRequired');
    expect(nameRule('S')).toBe('nameLength');
    expect(nameRule('x'.repeat(101))).toBe('nameLength');
    expect(nameRule('سارة')).toBeNull();
    expect(addressRule('Doha')).toBe('addressLength');
    expect(addressRule('Building 12, Street 340, Al Waab')).toBeNull();
    expect(messageRule('Hi')).toBe('messageLength');
    expect(messageRule('x'.repeat(5001))).toBe('messageTooLong');
  });

  it('lets an enquiry leave the phone empty or give a number from abroad', () => {
    expect(optionalPhoneRule('')).toBeNull();
    expect(optionalPhoneRule('+44 20 7946 0958')).toBeNull();
    expect(optionalPhoneRule('call me')).toBe('phoneInvalid');
    expect(optionalPhoneRule('123')).toBe('phoneInvalid');
  });

  it('reports only the fields in error', () => {
    expect(validateAll({ name: 'Sara', email: 'bad' }, { name: nameRule, email: emailRule })).toEqual({ email: 'emailInvalid' });
  });
});
