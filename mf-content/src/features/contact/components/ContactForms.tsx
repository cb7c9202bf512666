import { Button, SimpleGrid, Stack } from '@chargemaroc/shared/ui/layout';
import { FORM_FIELDS, validateContact } from '@chargemaroc/shared/domain/forms';
import { messages } from '@chargemaroc/shared/messages';
import { submitForm } from '../../../common/api/forms';
import { FormOutcomeAlert } from '../../../common/components/FormOutcomeAlert';
import { useFormSubmission } from '../../../common/hooks/use-form-submission';
import { contentLabels } from '../../../labels';
import { FormCard, onSubmitOf, useFields } from './FormCard';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { PersonFields } from './FormFields';

const labels = contentLabels.contact;

export function ContactForm() {
  const fields = useFields({ name: '', email: '', phone: '', subject: '', message: '' });
  const { values, set } = fields;
  const form = useFormSubmission({
    validate: validateContact,
    fields: FORM_FIELDS.contact,
    send: (data: typeof values) =>
      submitForm('/contact-messages', { ...data, category: 'general', priority: 'normal' }),
    success: messages.forms.contactSuccess,
    failure: messages.forms.contactError,
    onSuccess: fields.reset,
  });
  return (
    <FormCard id="contact-form" title={labels.contactTitle} intro={labels.contactIntro}>
      <form
        noValidate
        aria-labelledby="contact-form"
        onSubmit={onSubmitOf((element) => form.submit(values, element))}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PersonFields values={values} set={set} errorFor={form.errorFor} />
            <TextField
              label={labels.subject}
              name="subject"
              value={values.subject}
              onChange={set('subject')}
              required
              error={form.errorFor('subject')}
            />
          </SimpleGrid>
          <TextField
            label={labels.message}
            name="message"
            value={values.message}
            onChange={set('message')}
            required
            rows={5}
            error={form.errorFor('message')}
          />
          <FormOutcomeAlert outcome={form.outcome} />
          <Button type="submit" loading={form.sending} alignSelf="start">
            {labels.send}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
