import type { ReactNode } from 'react';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';
import { LabelledField } from './FormFields';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string;
  children?: ReactNode;
}

/** A labelled native select; required ones are marked, the rule itself is checked on submit. */
export function SelectField({ label, name, value, onChange, options, required, error }: SelectFieldProps) {
  return (
    <LabelledField label={label} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
