// What the editor shows only once data has arrived or the user has typed a second query: feature
// sets (with the weight's slider and number input), found products, the preview's products,
// product strips and the preview's query choice. It loads right after the editor's first paint
// (use-results-kit.ts), beside the editor's own requests, instead of before it (issue 14: ~25 KB
// gzip less before the first paint).
export { LazySelect } from '@/components/lazy/LazySelect';
export { ProductStrip } from '../ProductStrip';
export { FeatureSetCard } from './FeatureSetCard';
export { FoundProducts } from './FoundProducts';
export { PreviewProducts } from './PreviewProducts';
