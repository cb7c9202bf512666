import { useState, type FormEvent } from 'react';
import { NativeField, NativeInput } from '@chargemaroc/shared/ui/native-field';
import { Button, Flex } from '@chargemaroc/shared/ui/layout';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { layoutLabels } from './labels';
import { revealRefusal } from '../../app/reveal-refusal';

/**
 * The sign-up's check, request and offline outbox: fetched once the visitor turns to the field (every
 * page has the footer; few send it), not with the page.
 */
const newsletterApi = () => import('./api/newsletter');

/**
 * Footer sign-up: success is a toast; a refusal or a failure is explained under the field, which is
 * brought into view and focused, and the address stays.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    let api: Awaited<ReturnType<typeof newsletterApi>> | null = null;
    try {
      api = await newsletterApi();
      const problem = api.validateNewsletter(email);
      setError(problem);
      if (problem) {
        revealRefusal(form);
        return;
      }
      // kept offline: the shopper has been told so
      if ((await api.subscribeToNewsletter(email.trim())) === 'sent')
        notify({ type: 'success', title: messages.forms.newsletterSuccess });
      setEmail('');
    } catch (failure) {
      // the CMS's reason for a refusal (already subscribed…), else the spec's message
      setError(api ? api.submissionError(failure, messages.forms.newsletterError) : messages.api.network);
      revealRefusal(form);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={layoutLabels.newsletterTitle}>
      <NativeField.Root invalid={error !== null} required>
        <NativeField.Label color="gray.100">{layoutLabels.newsletterEmailLabel}</NativeField.Label>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
          <NativeInput
            type="email"
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void newsletterApi()}
            autoComplete="email"
            placeholder={layoutLabels.newsletterPlaceholder}
            bg="white"
            color="gray.900"
            _placeholder={{ color: 'gray.600' }}
            flex={{ base: 'none', sm: '1' }}
            borderColor={error ? 'red.500' : 'gray.500'}
          />
          <Button type="submit" colorPalette="charge" loading={submitting} flexShrink={0}>
            {layoutLabels.newsletterSubmit}
          </Button>
        </Flex>
        <NativeField.ErrorText color="red.300">{error}</NativeField.ErrorText>
      </NativeField.Root>
    </form>
  );
}
