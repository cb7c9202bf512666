// This section's pages as route objects for the shell's data router (browser and server containers).
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { homeHead, homeLoader } from '../features/home/api/home-loader';
import { HomeLoadError, HomePage } from '../features/home/components/HomePage';
import { blogLoader } from '../features/blog/api/blog-loader';
import { postHead, postLoader } from '../features/blog/api/post-loader';
import { BlogListPage, BlogLoadError } from '../features/blog/components/BlogListPage';
import { BlogPostLoadError, BlogPostPage } from '../features/blog/components/BlogPostPage';
import { CommentsSection } from '../features/comments/components/CommentsSection';
import { aboutHead, AboutPage } from '../features/about/components/AboutPage';
import { installationHead, InstallationPage } from '../features/installation/components/InstallationPage';
import {
  installationRequestHead,
  InstallationRequestPage,
} from '../features/installation/components/InstallationRequestPage';
import { LegalPage } from '../features/legal/components/LegalPage';
import { legalNotice, privacyPolicy, termsOfSale, type LegalText } from '../features/legal/legal-texts';
import { contentLabels } from '../labels';
import { contactLoader } from '../features/contact/api/contact-loader';
import { ContactLoadError, ContactPage } from '../features/contact/components/ContactPage';
import { faqLoader } from '../features/faq/api/faq-loader';
import { FaqLoadError, FaqPage } from '../features/faq/components/FaqPage';

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

function legalRoute(text: LegalText) {
  return defineRoute({
    loader: staticPage,
    Component: () => <LegalPage text={text} />,
    head: () => ({ title: text.title, description: text.description }),
  });
}

export const routes: SectionRoutes = {
  home: defineRoute({
    loader: homeLoader,
    Component: HomePage,
    ErrorBoundary: HomeLoadError,
    head: homeHead,
  }),
  blog: defineRoute({
    loader: blogLoader,
    Component: BlogListPage,
    ErrorBoundary: BlogLoadError,
    head: () => ({ title: contentLabels.blog.title, description: contentLabels.blog.description }),
  }),
  'blog-post': defineRoute({
    loader: postLoader,
    Component: BlogPostRoute,
    ErrorBoundary: BlogPostLoadError,
    head: postHead,
  }),
  contact: defineRoute({
    loader: contactLoader,
    Component: ContactPage,
    ErrorBoundary: ContactLoadError,
    head: () => ({ title: contentLabels.contact.title, description: contentLabels.contact.description }),
  }),
  about: defineRoute({ loader: staticPage, Component: AboutPage, head: () => aboutHead }),
  faq: defineRoute({
    loader: faqLoader,
    Component: FaqPage,
    ErrorBoundary: FaqLoadError,
    head: () => ({ title: contentLabels.faq.title, description: contentLabels.faq.description }),
  }),
  installation: defineRoute({
    loader: staticPage,
    Component: InstallationPage,
    head: () => installationHead,
  }),
  'installation-request': defineRoute({
    loader: staticPage,
    Component: InstallationRequestPage,
    head: () => installationRequestHead,
  }),
  'legal-notice': legalRoute(legalNotice),
  privacy: legalRoute(privacyPolicy),
  terms: legalRoute(termsOfSale),
};
