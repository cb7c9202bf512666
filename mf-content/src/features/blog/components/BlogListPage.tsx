import { Suspense } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { Box, Button, Container, Flex, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { PageHeader } from '@chargemaroc/shared/ui/page-header';
import { ListToolbar } from '@chargemaroc/shared/ui/list-toolbar';
import { Pagination } from '@chargemaroc/shared/ui/pagination';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { ArticleCard } from '../../../common/components/ArticleCard';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { contentLabels } from '../../../labels';
import type { BlogListData } from '../api/blog-loader';
import { BLOG_CATEGORIES, BLOG_SORTS, blogSearchParams, type BlogQuery } from '../model/blog-query';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = contentLabels.blog;
const toolbarLabels = {
  search: labels.searchLabel,
  searchPlaceholder: labels.searchPlaceholder,
  sort: labels.sortLabel,
};
/** Spec: search debounce 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

function hrefOf(query: BlogQuery): string {
  return paths.blog.href(blogSearchParams(query));
}

function CategoryFilter({ query }: { query: BlogQuery }) {
  const options = [{ name: labels.allCategories, slug: '' }, ...BLOG_CATEGORIES];
  return (
    <Flex as="nav" aria-label={labels.categoryLabel} gap="2" wrap="wrap">
      {options.map((option) => {
        const current = query.category === option.slug;
        return (
          <Button key={option.slug || 'all'} asChild size="sm" variant={current ? 'solid' : 'outline'}>
            <RouterLink
              to={hrefOf({ ...query, category: option.slug, page: 1 })}
              aria-current={current ? 'true' : undefined}
              preventScrollReset
            >
              {option.name}
            </RouterLink>
          </Button>
        );
      })}
    </Flex>
  );
}

export function BlogListPage() {
  const { query, posts, total, page, pageCount } = useLoaderData<BlogListData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const go = (next: BlogQuery, replace = false) =>
    navigate(hrefOf(next), { replace, preventScrollReset: true });
  const onSearch = (search: string) => go({ ...query, search, page: 1 }, true);
  const isDefault = !query.search && !query.category && query.sort === 'date-desc' && page === 1;

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeader title={labels.title} intro={labels.intro} />
      <Stack gap="4" mb="6">
        <ListToolbar
          labels={toolbarLabels}
          search={query.search}
          sort={query.sort}
          sorts={BLOG_SORTS}
          onSearch={onSearch}
          onSort={(sort) => go({ ...query, sort, page: 1 })}
          debounceMs={SEARCH_DEBOUNCE_MS}
        >
          <Button variant="outline" disabled={isDefault} onClick={() => navigate(paths.blog.href())}>
            {messages.common.reset}
          </Button>
        </ListToolbar>
        <CategoryFilter query={query} />
      </Stack>
      <Text role="status" fontWeight="semibold" mb="4">
        {formatMessage(messages.blog.count, { count: total })}
      </Text>
      <Box opacity={navigation.state === 'loading' ? 0.6 : 1} transition="opacity 0.2s">
        {posts.length === 0 ? (
          <Text py="10" textAlign="center" color="fg.muted" fontSize="lg">
            {messages.blog.noneFound}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {posts.map((post, index) => (
              <Suspense key={post.id}>
                <ArticleCard post={post} headingLevel="h2" details priority={index === 0} />
              </Suspense>
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Pagination
        label={labels.pagination}
        page={page}
        pageCount={pageCount}
        hrefOf={(number) => hrefOf({ ...query, page: number })}
      />
    </Container>
  );
}

export function BlogLoadError() {
  return <PageLoadError />;
}
