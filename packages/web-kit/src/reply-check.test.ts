import { replyProblems } from './reply-check';

const testimonial = {
  id: 't1',
  name: 'Sara',
  nameAr: 'سارة',
  company: 'QIC',
  companyAr: '',
  text: 'Great desks',
  textAr: '',
  rating: 5,
  order: 1,
};

describe('replyProblems', () => {
  it('passes a reply that matches its contract, whatever the query string', () => {
    expect(replyProblems('/api/testimonials?x=1', [testimonial])).toEqual([]);
  });

  it('names each field that has drifted from the contract', () => {
    const problems = replyProblems('/api/testimonials', [{ ...testimonial, rating: '5' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^0\.rating: /);
  });

  it('has nothing to say about a path it has no schema for', () => {
    expect(replyProblems('/api/health', { anything: true })).toEqual([]);
  });
});
