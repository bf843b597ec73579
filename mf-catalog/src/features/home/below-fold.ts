/**
 * The home sections after the category grid, in one chunk with their texts, loaded when the first
 * of them nears the viewport (their code and data never weigh on the first paint).
 */
import './texts/more-texts';

export { CityCards } from './city-cards';
export { StatsStrip } from './stats-strip';
export { AboutSection } from './about/about-section';
export { Testimonials } from './testimonials';
