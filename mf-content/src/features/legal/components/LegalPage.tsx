import { useLoaderData } from 'react-router-dom';
import { readLimitedHtml } from '@chargemaroc/shared/format/limited-html';
import { Box, Container, Heading, LongDate, Text } from '@chargemaroc/shared/ui/layout';
import { PageLoadError } from '../../../common/components/PageLoadError';
import type { LegalPageData } from '../api/legal-page-loader';
import { limitedHtmlElement } from '../../../common/components/limited-html-elements';

/** The only tags kept from a legal page's HTML, never with an attribute; anything else keeps its text. */
export const LEGAL_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);

/** One legal page as the editors wrote it in the CMS: headings, paragraphs and lists. */
export function LegalPage() {
  const { page } = useLoaderData<LegalPageData>();
  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="3xl" mb="2">
        {page.title}
      </Heading>
      {page.updatedAt && (
        <Text color="fg.muted" mb="8">
          Dernière mise à jour : <LongDate value={page.updatedAt} />
        </Text>
      )}
      <Box
        data-testid="legal-body"
        css={{
          '& h2': { fontWeight: 'semibold', fontSize: 'lg', marginTop: '8', marginBottom: '3' },
          '& h2:first-of-type': { marginTop: '0' },
          '& h3': { fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
          '& p, & ul, & ol': { marginBottom: '3' },
          '& ul, & ol': { paddingInlineStart: '6' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
        }}
      >
        {readLimitedHtml(page.body, LEGAL_TAGS).map((node, index) => limitedHtmlElement(node, String(index)))}
      </Box>
    </Container>
  );
}

export function LegalPageLoadError() {
  return <PageLoadError />;
}
