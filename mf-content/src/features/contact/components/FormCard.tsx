import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Heading, Text } from '@chargemaroc/shared/ui/layout';

/** A form's text values, a setter per field and a reset. */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { values, set, reset: () => setValues(initial) };
}

/** One form in its card: a titled section with its introduction. */
export function FormCard({
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

/** The form's submit handler: no page load, the submission runs in the page (given the form). */
export function onSubmitOf(submit: (form: HTMLFormElement) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };
}
