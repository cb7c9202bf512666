import { useMemo, useState } from 'react';
import {
  DEFAULT_ESTIMATE_INPUTS,
  estimateInstallation,
  validateEstimate,
  type Estimate,
  type EstimateErrors,
  type EstimateInputs,
} from '@chargemaroc/shared/domain/installation-estimate';

export interface EstimateSubmission {
  estimate: Estimate;
  inputs: EstimateInputs;
  /** The breaker or panel photo, for whoever sends the request on. */
  photo: File;
}

/** The estimate form's state: inputs, photo, live estimate and the errors shown after a submit. */
export function useEstimateForm(initial?: Partial<EstimateInputs>, initialPhoto?: File | null) {
  const [inputs, setInputs] = useState<EstimateInputs>({ ...DEFAULT_ESTIMATE_INPUTS, ...initial });
  const [photo, setPhoto] = useState<File | null>(initialPhoto ?? null);
  const [errors, setErrors] = useState<EstimateErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const estimate = useMemo(() => estimateInstallation(inputs), [inputs]);

  const revalidate = (nextInputs: EstimateInputs, nextPhoto: File | null) => {
    if (submitted) setErrors(validateEstimate(nextInputs, nextPhoto));
  };

  const set = <Key extends keyof EstimateInputs>(key: Key, value: EstimateInputs[Key]) => {
    const next = { ...inputs, [key]: value };
    setInputs(next);
    revalidate(next, photo);
  };

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    revalidate(inputs, file);
  };

  /** The submission when valid; otherwise null, with the errors shown. */
  const submit = (): EstimateSubmission | null => {
    setSubmitted(true);
    const found = validateEstimate(inputs, photo);
    setErrors(found);
    if (Object.keys(found).length > 0 || !photo) return null;
    return { estimate, inputs, photo };
  };

  return { inputs, set, photo, choosePhoto, estimate, errors, submit };
}
