import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, HStack, Heading, Link, LongDate, Text } from '@chargemaroc/shared/ui/layout';
import { Card, Image } from '@chargemaroc/shared/ui/content';
import type { BlogPost } from '@chargemaroc/shared/contracts/blog';
import { formatNumber, formatReadTime } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { contentLabels } from '../../labels';
import { paths } from '@chargemaroc/shared/routing/paths';

export interface ArticleCardProps {
  post: BlogPost;
  headingLevel?: 'h2' | 'h3';
  /** The blog list also shows the author and the views. */
  details?: boolean;
  /** A picture in the first screen (the list's first card): loaded at once, first. */
  priority?: boolean;
}

/** An article as a card: picture, category and 'À la une' badges, excerpt, date, reading time. */
export function ArticleCard({
  post,
  headingLevel = 'h3',
  details = false,
  priority = false,
}: ArticleCardProps) {
  const href = paths.blogPost.href({ slug: post.slug });
  return (
    <Card.Root as="article" overflow="hidden" height="full" data-testid="article-card">
      {post.featuredImage && (
        <Box aspectRatio={16 / 9} bg="bg.subtle" overflow="hidden">
          <Image
            src={post.featuredImage.url}
            alt=""
            width={post.featuredImage.width ?? 1200}
            height={post.featuredImage.height ?? 675}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
      )}
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          {post.category && <Badge>{post.category}</Badge>}
          {post.featured && <Badge colorPalette="orange">{messages.blog.featured}</Badge>}
        </HStack>
        <Heading as={headingLevel} size="md" lineHeight="short">
          <Link asChild color="fg" _hover={{ color: 'green.700' }}>
            <RouterLink to={href}>{post.title}</RouterLink>
          </Link>
        </Heading>
        {post.excerpt && (
          <Text color="fg.muted" fontSize="sm" lineClamp={3}>
            {post.excerpt}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
          <LongDate value={post.publishedAt} />
          <Text as="span">{formatReadTime(post.readTime)}</Text>
          {details && (
            <Text as="span">{formatMessage(contentLabels.articles.by, { name: post.author.name })}</Text>
          )}
          {details && (
            <Text as="span">
              {formatMessage(contentLabels.articles.views, { count: formatNumber(post.views) })}
            </Text>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Link asChild color="green.700" fontWeight="semibold" fontSize="sm">
          <RouterLink
            to={href}
            aria-label={formatMessage(contentLabels.articles.readArticle, { title: post.title })}
          >
            {messages.common.readMore}
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
