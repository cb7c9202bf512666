import { readLimitedHtml } from '@chargemaroc/shared/format/limited-html';
import { Box } from '@chargemaroc/shared/ui/layout';
import { limitedHtmlElement } from '../../../common/components/limited-html-elements';

/** The only tags kept from an article's HTML, never with an attribute; anything else keeps its text. */
export const ARTICLE_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'br',
  'blockquote',
]);

/** An article's body from the CMS, rebuilt as React elements from a short list of tags (never injected). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-body"
      maxW="prose"
      fontSize="lg"
      lineHeight="tall"
      css={{
        '& p': { marginBottom: '4' },
        '& h2': { fontWeight: 'bold', fontSize: '2xl', marginTop: '8', marginBottom: '3' },
        '& h3, & h4': { fontWeight: 'semibold', fontSize: 'xl', marginTop: '6', marginBottom: '2' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBottom: '1' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'green.600', paddingInlineStart: '4' },
      }}
    >
      {readLimitedHtml(html, ARTICLE_TAGS).map((node, index) => limitedHtmlElement(node, String(index)))}
    </Box>
  );
}
