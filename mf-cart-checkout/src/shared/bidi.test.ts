import { groupIban } from './bidi';

describe('IBAN display', () => {
  it('prints the IBAN in groups of four', () => {
    expect(groupIban('QA94QNBA000000000701234567001')).toBe('QA94 QNBA 0000 0000 0701 2345 6700 1');
    expect(groupIban('QA94 QNBA 0000')).toBe('QA94 QNBA 0000');
  });
});
