import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Checkbox } from '@chargemaroc/shared/ui/checkbox';
import { validateCallback, validateContact, validateQuote } from '@chargemaroc/shared/domain/forms';
import { messages } from '@chargemaroc/shared/messages';
import { submitForm } from '../../../common/api/forms';
import { FormOutcomeAlert } from '../../../common/components/FormOutcomeAlert';
import { useFormSubmission } from '../../../common/hooks/use-form-submission';
import { contentLabels } from '../../../labels';
import { SelectField, TextField } from './FormFields';

const labels = contentLabels.contact;

function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { values, set, reset: () => setValues(initial) };
}

function FormCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="xl" p={{ base: 4, md: 6 }} bg="bg">
      <Heading as="h2" id={id} size="lg" mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" mb="5">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

function onSubmitOf(submit: () => Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
}

export function ContactForm() {
  const fields = useFields({ name: '', email: '', phone: '', subject: '', message: '' });
  const { values, set } = fields;
  const form = useFormSubmission({
    validate: validateContact,
    send: (data: typeof values) =>
      submitForm('/contact-messages', { ...data, category: 'general', priority: 'normal' }),
    success: messages.forms.contactSuccess,
    failure: messages.forms.contactError,
    onSuccess: fields.reset,
  });
  return (
    <FormCard id="contact-form" title={labels.contactTitle} intro={labels.contactIntro}>
      <form noValidate aria-labelledby="contact-form" onSubmit={onSubmitOf(() => form.submit(values))}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={labels.name}
              name="name"
              value={values.name}
              onChange={set('name')}
              required
              autoComplete="name"
            />
            <TextField
              label={labels.email}
              name="email"
              type="email"
              value={values.email}
              onChange={set('email')}
              required
              autoComplete="email"
            />
            <TextField
              label={labels.phone}
              name="phone"
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              autoComplete="tel"
            />
            <TextField
              label={labels.subject}
              name="subject"
              value={values.subject}
              onChange={set('subject')}
              required
            />
          </SimpleGrid>
          <TextField
            label={labels.message}
            name="message"
            value={values.message}
            onChange={set('message')}
            required
            multiline
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

export function CallbackForm() {
  const fields = useFields({ name: '', phone: '', preferredTime: labels.times[0]!.value, reason: '' });
  const { values, set } = fields;
  const form = useFormSubmission({
    validate: validateCallback,
    send: (data: typeof values) => submitForm('/callback-requests', { ...data, urgency: 'normal' }),
    success: messages.forms.callbackSuccess,
    failure: messages.forms.callbackError,
    onSuccess: fields.reset,
  });
  return (
    <FormCard id="callback-form" title={labels.callbackTitle} intro={labels.callbackIntro}>
      <form noValidate aria-labelledby="callback-form" onSubmit={onSubmitOf(() => form.submit(values))}>
        <Stack gap="4">
          <TextField
            label={labels.name}
            name="name"
            value={values.name}
            onChange={set('name')}
            required
            autoComplete="name"
          />
          <TextField
            label={labels.phone}
            name="phone"
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            required
            autoComplete="tel"
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

export function QuoteForm() {
  const fields = useFields({
    name: '',
    email: '',
    phone: '',
    company: '',
    projectType: '',
    budget: '',
    timeline: '',
    location: '',
    description: '',
  });
  const { values, set } = fields;
  const [requirements, setRequirements] = useState<readonly string[]>([]);
  const form = useFormSubmission({
    validate: validateQuote,
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
    <FormCard id="quote-form" title={labels.quoteTitle} intro={labels.quoteIntro}>
      <form noValidate aria-labelledby="quote-form" onSubmit={onSubmitOf(() => form.submit(values))}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={labels.name}
              name="name"
              value={values.name}
              onChange={set('name')}
              required
              autoComplete="name"
            />
            <TextField
              label={labels.email}
              name="email"
              type="email"
              value={values.email}
              onChange={set('email')}
              required
              autoComplete="email"
            />
            <TextField
              label={labels.phone}
              name="phone"
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              autoComplete="tel"
            />
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
            multiline
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
