// The shell's server renderer: the frame (header, footer) around a section's server-rendered page,
// written into the built index.html so the first paint needs no JavaScript.
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID, type ServerRenderedPage } from '@chargemaroc/shared/data/page-data';
import { renderScreen, styleTags, type RenderedScreen } from '@chargemaroc/shared/ssr/render';
import { UiProvider } from '@chargemaroc/shared/ui';
import { remoteRoutes } from './app/route-table';
import { AppLayout } from './features/layout/AppLayout';
import { PageLoading } from './remotes/PageLoading';

export interface PageRoute {
  remote: string;
  module: string;
  pattern: string;
}

/** The section page behind a public path (pages that need a signed-in user are rendered in the browser). */
export function matchPageRoute(pathname: string): PageRoute | null {
  const route = remoteRoutes.find(
    (candidate) => !candidate.requiresAuth && matchPath(candidate.path, pathname),
  );
  return route ? { remote: route.remote, module: route.module, pattern: route.path } : null;
}

/** One URL per public route (parameters filled with a placeholder), to warm the renderers up at start. */
export function warmUpUrls(): string[] {
  return remoteRoutes
    .filter((route) => !route.requiresAuth)
    .map((route) => route.path.replace(/:[^/]+/g, 'apercu'));
}

const OUTLET_MARKUP = '<div data-page-outlet=""></div>';
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

function PageOutlet() {
  return <div data-page-outlet="" />;
}

// React writes a screen's <title>, <meta> and <link> (e.g. the preload of its main image) first in
// its markup; they belong in the document's head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="?description"?[^>]*>/;

/** The template with the page's own title and description in place of the site's, and its other head elements. */
function withPageHead(template: string, hoisted: string): string {
  const title = TEMPLATE_TITLE.exec(hoisted)?.[0];
  const description = TEMPLATE_DESCRIPTION.exec(hoisted)?.[0];
  const others = hoisted.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
  let document = template;
  if (title) document = document.replace(TEMPLATE_TITLE, () => title);
  if (description) document = document.replace(TEMPLATE_DESCRIPTION, () => description);
  return document.replace('</head>', () => `${others}</head>`);
}

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// a fetch() of the same origin is a CORS-mode request: its preload must say so to be reused
const preloadTag = ({ href, as }: Preload) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The whole document for `url`: the frame, the section's page when it was rendered (otherwise the
 * loading state the browser shows first), the styles both use, and the page's data for the browser.
 */
export async function renderDocument(options: {
  template: string;
  url: string;
  page: (RenderedScreen & PageRoute) | null;
  /** Files of the route's section to fetch at once (its manifest, entry and page code). */
  preloads?: readonly Preload[];
}): Promise<string> {
  const { template, url, page, preloads = [] } = options;
  const frame = await renderScreen(
    <UiProvider>
      <StaticRouter location={url}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={page ? <PageOutlet /> : <PageLoading />} />
          </Route>
        </Routes>
      </StaticRouter>
    </UiProvider>,
  );
  const hoisted = page ? (HOISTED.exec(page.html)?.[0] ?? '') : '';
  const pageBody = page ? page.html.slice(hoisted.length) : '';
  const body = page ? frame.html.replace(OUTLET_MARKUP, () => pageBody) : frame.html;
  const styles = styleTags([...frame.styles, ...(page?.styles ?? [])]);
  const preloadTags = preloads.map(preloadTag).join('');
  const handover: ServerRenderedPage | null = page && {
    remote: page.remote,
    module: page.module,
    data: page.data,
  };
  const handoverScript = handover
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(handover)}</script>`
    : '';
  return withPageHead(template, hoisted)
    .replace('</head>', () => `${preloadTags}${styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>${handoverScript}`);
}
