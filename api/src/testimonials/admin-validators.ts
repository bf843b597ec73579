export { testimonialBody } from '@ogulf/contracts';
export type { TestimonialInput } from '@ogulf/contracts';
