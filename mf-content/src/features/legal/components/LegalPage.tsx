import { Container, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatDateLong } from '@chargemaroc/shared/format';
import type { LegalText } from '../legal-texts';

/** One legal page: its sections as headings and paragraphs. */
export function LegalPage({ text }: { text: LegalText }) {
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="3xl" mb="2">
        {text.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        Dernière mise à jour : {formatDateLong(text.updated)}
      </Text>
      <Stack gap="8">
        {text.sections.map((section) => (
          <section key={section.heading}>
            <Heading as="h2" size="lg" mb="3">
              {section.heading}
            </Heading>
            <Stack gap="3">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
