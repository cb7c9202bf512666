import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  LongDate,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Image } from '@chargemaroc/shared/ui/content';
import { PageNotice } from '@chargemaroc/shared/ui/page-notice';
import type { BlogPost } from '@chargemaroc/shared/contracts/blog';
import { company } from '@chargemaroc/shared/contracts/company';
import { formatNumber, formatReadTime } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { isNotFound } from '@chargemaroc/shared/routing/route-errors';
import { ArticleCard } from '../../../common/components/ArticleCard';
import { NearViewportSlot } from '../../../common/components/NearViewportSlot';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { JsonLd } from '../../../common/components/JsonLd';
import { contentLabels } from '../../../labels';
import type { PostData } from '../api/post-loader';
import { slugOf } from '../model/blog-query';
import { ArticleBody } from './ArticleBody';
import { ShareButton } from './ShareButton';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = contentLabels.blog;

/**
 * Printing an article keeps the article: the frame (header, footer), the buttons, the comments and the
 * similar posts are left out. Scoped to pages holding an article, and only in print.
 */
const PRINT_CSS =
  '@media print{body:has([data-article]) header,body:has([data-article]) footer,[data-print-hide]{display:none !important}[data-article]{max-width:none}}';

function Breadcrumb({ post }: { post: BlogPost }) {
  return (
    <Box as="nav" aria-label={labels.breadcrumb} mb="5" fontSize="sm" data-print-hide>
      <Flex as="ol" gap="2" wrap="wrap" color="fg.muted">
        <li>
          <Link asChild>
            <RouterLink to={paths.home.href()}>{messages.common.nav.home}</RouterLink>
          </Link>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Link asChild>
            <RouterLink to={paths.blog.href()}>{messages.common.nav.blog}</RouterLink>
          </Link>
        </li>
        {post.category && (
          <>
            <li aria-hidden>/</li>
            <li>
              <Link asChild>
                <RouterLink to={paths.blog.href({ categorie: slugOf(post.category) })}>
                  {post.category}
                </RouterLink>
              </Link>
            </li>
          </>
        )}
        <li aria-hidden>/</li>
        <li aria-current="page">{post.title}</li>
      </Flex>
    </Box>
  );
}

function ArticleMeta({ post }: { post: BlogPost }) {
  return (
    <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
      <Text as="span">{formatMessage(labels.by, { name: post.author.name })}</Text>
      <LongDate value={post.publishedAt} />
      <Text as="span">{formatReadTime(post.readTime)}</Text>
      <Text as="span">{formatMessage(labels.views, { count: formatNumber(post.views) })}</Text>
    </HStack>
  );
}

function articleJsonLd(post: BlogPost) {
  return {
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt || undefined,
    image: post.featuredImage ? [post.featuredImage.url] : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
    author: { '@type': 'Person', name: post.author.name },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      logo: { '@type': 'ImageObject', url: '/favicon.svg' },
    },
    articleSection: post.category || undefined,
    keywords: post.tags.join(', ') || undefined,
    mainEntityOfPage: paths.blogPost.href({ slug: post.slug }),
  };
}

/** Share, print and back to the blog: the buttons a reader uses first. */
function ArticleActions({ post }: { post: PostData['post'] }) {
  return (
    <Flex gap="2" align="center" wrap="wrap" data-print-hide>
      <ShareButton title={post.title} text={post.excerpt} />
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        {labels.print}
      </Button>
      <Button asChild variant="ghost" size="sm">
        <RouterLink to={paths.blog.href()}>{labels.backToBlog}</RouterLink>
      </Button>
    </Flex>
  );
}

export interface BlogPostPageProps {
  /**
   * The comments of the article (the section's comments widget), composed by the route: rendered,
   * and their code loaded, when the reader scrolls near the end of the article.
   */
  renderComments?: (postId: string) => ReactNode;
}

export function BlogPostPage({ renderComments }: BlogPostPageProps) {
  const { post, similar } = useLoaderData<PostData>();
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }}>
      <style>{PRINT_CSS}</style>
      <JsonLd data={articleJsonLd(post)} />
      <Breadcrumb post={post} />
      <Box as="article" data-article aria-labelledby="article-title">
        <Stack gap="4" mb="6">
          <HStack gap="2" wrap="wrap">
            {post.category && <Badge>{post.category}</Badge>}
            {post.featured && <Badge colorPalette="orange">{messages.blog.featured}</Badge>}
          </HStack>
          <Heading as="h1" id="article-title" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
            {post.title}
          </Heading>
          {post.excerpt && (
            <Text fontSize="xl" color="fg.muted">
              {post.excerpt}
            </Text>
          )}
          <ArticleMeta post={post} />
          <Suspense>
            <ArticleActions post={post} />
          </Suspense>
        </Stack>
        {post.featuredImage && (
          <Box aspectRatio={16 / 9} mb="8" rounded="lg" overflow="hidden" bg="bg.subtle">
            <Image
              src={post.featuredImage.url}
              alt={post.featuredImage.alt || post.title}
              width={post.featuredImage.width ?? 1200}
              height={post.featuredImage.height ?? 675}
              fetchPriority="high"
              w="full"
              h="full"
              objectFit="cover"
            />
          </Box>
        )}
        {/* the body hydrates in a task of its own, after the heading and the share buttons */}
        <Suspense>
          <ArticleBody html={post.content} />
        </Suspense>
        {post.tags.length > 0 && (
          <Box mt="8">
            <Heading as="h2" size="sm" mb="2">
              {labels.tags}
            </Heading>
            <Flex as="ul" gap="2" wrap="wrap" aria-label={labels.tags}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </Flex>
          </Box>
        )}
      </Box>
      {renderComments && (
        <NearViewportSlot mt="12" minH="24" label={labels.commentsLoading} data-print-hide>
          {renderComments(post.id)}
        </NearViewportSlot>
      )}
      {similar.length > 0 && (
        <Box as="section" aria-labelledby="similar-posts" mt="12" data-print-hide>
          <Heading as="h2" id="similar-posts" size="xl" mb="5">
            {labels.similar}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {similar.map((other) => (
              <Suspense key={other.id}>
                <ArticleCard post={other} />
              </Suspense>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Container>
  );
}

/** 'Article non trouvé' (the server answers 404) or the load failure. */
export function BlogPostLoadError() {
  const error = useRouteError();
  if (!isNotFound(error)) return <PageLoadError />;
  return (
    <Container maxW="4xl" py="16">
      <PageNotice
        titlesPage
        title={messages.blog.notFound}
        body={messages.blog.notFoundBody}
        action={{ href: paths.blog.href(), label: labels.backToBlog }}
      />
    </Container>
  );
}
