/**
 * The callback and quote forms: further down the contact page, loaded when the visitor scrolls near
 * them (with the select and checkbox controls only they use).
 */
import { useState } from 'react';
import { Box, Button, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Checkbox } from '@chargemaroc/shared/ui/checkbox';
import { FORM_FIELDS, validateCallback, validateQuote } from '@chargemaroc/shared/domain/forms';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { submitForm } from '../../../common/api/forms';
import { FormOutcomeAlert } from '../../../common/components/FormOutcomeAlert';
import { useFormSubmission } from '../../../common/hooks/use-form-submission';
import { contentLabels } from '../../../labels';
import { FormCard, onSubmitOf, useFields } from './FormCard';
import { SelectField, TextField } from '@chargemaroc/shared/ui/form-field';
import { PersonFields } from './FormFields';

const labels = contentLabels.contact;

export function CallbackForm() {
  const fields = useFields({ name: '', phone: '', preferredTime: labels.times[0]!.value, reason: '' });
  const { values, set } = fields;
  const form = useFormSubmission({
    validate: validateCallback,
    fields: FORM_FIELDS.callback,
    send: (data: typeof values) => submitForm('/callback-requests', { ...data, urgency: 'normal' }),
    success: messages.forms.callbackSuccess,
    failure: messages.forms.callbackError,
    onSuccess: fields.reset,
  });
  return (
    <FormCard id="callback-form" title={labels.callbackTitle} intro={labels.callbackIntro}>
      <form
        noValidate
        aria-labelledby="callback-form"
        onSubmit={onSubmitOf((element) => form.submit(values, element))}
      >
        <Stack gap="4">
          <TextField
            label={labels.name}
            name="name"
            value={values.name}
            onChange={set('name')}
            required
            autoComplete="name"
            error={form.errorFor('name')}
          />
          <TextField
            label={labels.phone}
            name="phone"
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            required
            autoComplete="tel"
            error={form.errorFor('phone')}
          />
          <SelectField
            label={labels.preferredTime}
            name="preferredTime"
            value={values.preferredTime}
            onChange={set('preferredTime')}
            options={labels.times}
          />
          <TextField label={labels.reason} name="reason" value={values.reason} onChange={set('reason')} />
          <FormOutcomeAlert outcome={form.outcome} />
          <Button type="submit" loading={form.sending} alignSelf="start">
            {labels.callbackSend}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

/** `product`: the product the quote is asked for (a price-on-request product's 'Demander un devis'). */
export function QuoteForm({ product = null }: { product?: string | null }) {
  const fields = useFields({
    name: '',
    email: '',
    phone: '',
    company: '',
    projectType: '',
    budget: '',
    timeline: '',
    location: '',
    description: product ? formatMessage(labels.quoteProductDescription, { product }) : '',
  });
  const { values, set } = fields;
  const [requirements, setRequirements] = useState<readonly string[]>([]);
  const form = useFormSubmission({
    validate: validateQuote,
    fields: FORM_FIELDS.quote,
    send: (data: typeof values) => submitForm('/quote-requests', { ...data, requirements }),
    success: messages.forms.quoteSuccess,
    failure: messages.forms.quoteError,
    onSuccess: () => {
      fields.reset();
      setRequirements([]);
    },
  });
  const toggle = (requirement: string, checked: boolean) =>
    setRequirements((current) =>
      checked ? [...current, requirement] : current.filter((item) => item !== requirement),
    );
  return (
    <FormCard
      id="quote-form"
      title={labels.quoteTitle}
      intro={product ? formatMessage(labels.quoteProduct, { product }) : labels.quoteIntro}
    >
      <form
        noValidate
        aria-labelledby="quote-form"
        onSubmit={onSubmitOf((element) => form.submit(values, element))}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <PersonFields values={values} set={set} errorFor={form.errorFor} />
            <TextField
              label={labels.company}
              name="company"
              value={values.company}
              onChange={set('company')}
              autoComplete="organization"
            />
            <SelectField
              label={labels.projectType}
              name="projectType"
              value={values.projectType}
              onChange={set('projectType')}
              options={labels.projectTypes}
              required
              error={form.errorFor('projectType')}
            />
            <SelectField
              label={labels.budget}
              name="budget"
              value={values.budget}
              onChange={set('budget')}
              options={labels.budgets}
            />
            <SelectField
              label={labels.timeline}
              name="timeline"
              value={values.timeline}
              onChange={set('timeline')}
              options={labels.timelines}
            />
            <TextField
              label={labels.location}
              name="location"
              value={values.location}
              onChange={set('location')}
            />
          </SimpleGrid>
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" mb="2">
              {labels.requirements}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {labels.requirementOptions.map((requirement) => (
                <Checkbox.Root
                  key={requirement}
                  checked={requirements.includes(requirement)}
                  onCheckedChange={(details) => toggle(requirement, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{requirement}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
          <TextField
            label={labels.projectDescription}
            name="description"
            value={values.description}
            onChange={set('description')}
            rows={5}
          />
          <FormOutcomeAlert outcome={form.outcome} />
          <Button type="submit" loading={form.sending} alignSelf="start">
            {labels.quoteSend}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
