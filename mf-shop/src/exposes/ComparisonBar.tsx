/** The comparison bar, for pages outside the shop that let visitors compare products. */
export { ComparisonBar as default } from '../common/components/ComparisonBar';
