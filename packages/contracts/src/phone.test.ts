import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it.each([
    ['+97455512345', '+974 5551 2345'],
    ['55512345', '+974 5551 2345'],
    ['0097444123456', '+974 4412 3456'],
    ['974 4412 3456', '+974 4412 3456'],
    [' +974 5551-2345 ', '+974 5551 2345'],
    ['+974 (5551) 2345', '+974 5551 2345'],
  ])('writes the Qatar number %s as %s', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each([['+44 20 7946 0958'], ['5551234'], ['+9745551234567'], ['']])(
    'leaves %p, which is not a Qatar number, as it was typed',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed.trim());
    },
  );

  it('gives a tel: link with digits only', () => {
    expect(phoneHref('+974 5551 2345')).toBe('tel:+97455512345');
    expect(phoneHref('55512345')).toBe('tel:+97455512345');
  });
});
