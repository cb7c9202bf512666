// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// a page downloads its own screens and not the others': the loaders and the heads stay here.
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { homeHead, homeLoader } from '../features/home/api/home-loader';
import { blogLoader } from '../features/blog/api/blog-loader';
import { postHead, postLoader } from '../features/blog/api/post-loader';
import { contactLoader } from '../features/contact/api/contact-loader';
import { faqLoader } from '../features/faq/api/faq-loader';
import { legalPageHead, legalPageLoader } from '../features/legal/api/legal-page-loader';
import { searchHead, searchLoader } from '../features/search/api/search-loader';
import { contentLabels } from '../labels';

const homePage = () => import(/* webpackChunkName: "route-home" */ '../features/home/components/HomePage');
const blogPage = () =>
  import(/* webpackChunkName: "route-blog" */ '../features/blog/components/BlogListPage');
const postPage = () =>
  import(/* webpackChunkName: "route-blog-post" */ '../features/blog/components/BlogPostPage');
// the comments come below the article, when the reader scrolls near them (see BlogPostPage)
const comments = () =>
  import(/* webpackChunkName: "comments" */ '../features/comments/components/CommentsSection');
const contactPage = () =>
  import(/* webpackChunkName: "route-contact" */ '../features/contact/components/ContactPage');
const faqPage = () => import(/* webpackChunkName: "route-faq" */ '../features/faq/components/FaqPage');
const searchPage = () =>
  import(/* webpackChunkName: "route-search" */ '../features/search/components/SearchPage');
const aboutPage = () =>
  import(/* webpackChunkName: "route-about" */ '../features/about/components/AboutPage');
const installationPage = () =>
  import(/* webpackChunkName: "route-installation" */ '../features/installation/components/InstallationPage');
const installationRequestPage = () =>
  import(
    /* webpackChunkName: "route-installation-request" */ '../features/installation/components/InstallationRequestPage'
  );
const legalNoticePage = () =>
  import(/* webpackChunkName: "route-legal-notice" */ '../features/legal/components/LegalNoticePage');
const privacyPage = () =>
  import(/* webpackChunkName: "route-privacy" */ '../features/legal/components/PrivacyPage');
const termsPage = () =>
  import(/* webpackChunkName: "route-terms" */ '../features/legal/components/TermsPage');

const HomePage = lazyComponent(homePage, 'HomePage');
const HomeLoadError = lazyComponent(homePage, 'HomeLoadError');
const BlogListPage = lazyComponent(blogPage, 'BlogListPage');
const BlogLoadError = lazyComponent(blogPage, 'BlogLoadError');
const BlogPostPage = lazyComponent(postPage, 'BlogPostPage');
const BlogPostLoadError = lazyComponent(postPage, 'BlogPostLoadError');
const ContactPage = lazyComponent(contactPage, 'ContactPage');
const ContactLoadError = lazyComponent(contactPage, 'ContactLoadError');
const FaqPage = lazyComponent(faqPage, 'FaqPage');
const FaqLoadError = lazyComponent(faqPage, 'FaqLoadError');
const SearchPage = lazyComponent(searchPage, 'SearchPage');
const SearchLoadError = lazyComponent(searchPage, 'SearchLoadError');
const AboutPage = lazyComponent(aboutPage, 'AboutPage');
const InstallationPage = lazyComponent(installationPage, 'InstallationPage');
const InstallationRequestPage = lazyComponent(installationRequestPage, 'InstallationRequestPage');
const LegalNoticePage = lazyComponent(legalNoticePage, 'LegalNoticePage');
const PrivacyPage = lazyComponent(privacyPage, 'PrivacyPage');
const TermsPage = lazyComponent(termsPage, 'TermsPage');
const LegalPageLoadError = lazyComponent(
  () => import('../features/legal/components/LegalPage'),
  'LegalPageLoadError',
);
const CommentsSection = lazyComponent(comments, 'CommentsSection');

/** An article with its comments (the comments feature, composed here). */
function BlogPostRoute() {
  return (
    <BlogPostPage
      renderComments={(postId) => <CommentsSection key={postId} targetType="article" targetId={postId} />}
    />
  );
}

/** A page without CMS data: its loader gives `null`, so the route's head applies (undefined means no data). */
const staticPage = () => null;

export const routes: SectionRoutes = {
  home: defineRoute({
    loader: homeLoader,
    Component: () => <HomePage />,
    ErrorBoundary: () => <HomeLoadError />,
    head: homeHead,
  }),
  blog: defineRoute({
    loader: blogLoader,
    Component: () => <BlogListPage />,
    ErrorBoundary: () => <BlogLoadError />,
    head: () => ({ title: contentLabels.blog.title, description: contentLabels.blog.description }),
  }),
  'blog-post': defineRoute({
    loader: postLoader,
    Component: () => <BlogPostRoute />,
    ErrorBoundary: () => <BlogPostLoadError />,
    head: postHead,
  }),
  contact: defineRoute({
    loader: contactLoader,
    Component: () => <ContactPage />,
    ErrorBoundary: () => <ContactLoadError />,
    head: () => ({ title: contentLabels.contact.title, description: contentLabels.contact.description }),
  }),
  about: defineRoute({ loader: staticPage, Component: () => <AboutPage />, head: () => contentLabels.about }),
  faq: defineRoute({
    loader: faqLoader,
    Component: () => <FaqPage />,
    ErrorBoundary: () => <FaqLoadError />,
    head: () => ({ title: contentLabels.faq.title, description: contentLabels.faq.description }),
  }),
  search: defineRoute({
    loader: searchLoader,
    Component: () => <SearchPage />,
    ErrorBoundary: () => <SearchLoadError />,
    head: searchHead,
  }),
  installation: defineRoute({
    loader: staticPage,
    Component: () => <InstallationPage />,
    head: () => contentLabels.installation,
  }),
  'installation-request': defineRoute({
    loader: staticPage,
    Component: () => <InstallationRequestPage />,
    head: () => contentLabels.installationRequest,
  }),
  'legal-notice': defineRoute({
    loader: legalPageLoader('mentions-legales'),
    Component: () => <LegalNoticePage />,
    ErrorBoundary: () => <LegalPageLoadError />,
    head: legalPageHead,
  }),
  privacy: defineRoute({
    loader: legalPageLoader('politique-confidentialite'),
    Component: () => <PrivacyPage />,
    ErrorBoundary: () => <LegalPageLoadError />,
    head: legalPageHead,
  }),
  terms: defineRoute({
    loader: legalPageLoader('cgv'),
    Component: () => <TermsPage />,
    ErrorBoundary: () => <LegalPageLoadError />,
    head: legalPageHead,
  }),
};
