/**
 * The installation estimate, for the installation page and the checkout. Props: `onSubmit?({ estimate,
 * inputs, photo })`, `onCancel?`, `initialInputs?`, `submitLabel?`, `headingLevel?` ('h2' | 'h3' | 'h4').
 */
export { EstimateWidget as default } from '../features/installation/components/EstimateWidget';
export type { EstimateWidgetProps } from '../features/installation/components/EstimateWidget';
