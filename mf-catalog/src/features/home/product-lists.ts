/** The home page's two product lists, one chunk (both are built from the shared product card), with their texts. */
import './texts/list-texts';

export { ProductSlider } from './product-slider';
export { BestSellers } from './best-sellers';
