import { TextField } from '@chargemaroc/shared/ui/form-field';
import { contentLabels } from '../../../labels';

interface PersonValues {
  name: string;
  email: string;
  phone: string;
}

/** Name, e-mail and phone, in that order: the start of the contact and quote forms. */
export function PersonFields({
  values,
  set,
  errorFor = () => undefined,
}: {
  values: PersonValues;
  set: (name: keyof PersonValues) => (value: string) => void;
  errorFor?: (name: keyof PersonValues) => string | undefined;
}) {
  const labels = contentLabels.contact;
  return (
    <>
      <TextField
        label={labels.name}
        name="name"
        value={values.name}
        onChange={set('name')}
        required
        autoComplete="name"
        error={errorFor('name')}
      />
      <TextField
        label={labels.email}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        required
        autoComplete="email"
        error={errorFor('email')}
      />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        autoComplete="tel"
        error={errorFor('phone')}
      />
    </>
  );
}
