import type { EstimateInputs } from '@chargemaroc/shared/domain/installation-estimate';

/** Every answer of the estimate, as plain values the cart can keep (and the order sends). */
export function toStoredInputs(inputs: EstimateInputs): Record<string, string | number> {
  const stored: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(inputs)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      stored[key] = value;
  }
  return stored;
}

export function toEstimateInputs(stored: Record<string, string | number>): Partial<EstimateInputs> {
  return stored as Partial<EstimateInputs>;
}
