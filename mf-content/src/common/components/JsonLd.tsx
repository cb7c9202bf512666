import { serializeJsonLd, type JsonLdValue } from '../model/json-ld';

/** A page's schema.org description (Organization, Article, FAQPage…) as an inert JSON-LD script. */
export function JsonLd({ data }: { data: { [key: string]: JsonLdValue } }) {
  // the only raw markup of the product: JSON escaped by serializeJsonLd, in a script that never runs
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
