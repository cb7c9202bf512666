import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chargemaroc/shared/ui/layout';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';
import type { BlogSort } from '@chargemaroc/shared/contracts/blog';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { ArticleCard } from '../../../common/components/ArticleCard';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { contentLabels } from '../../../labels';
import type { BlogListData } from '../api/blog-loader';
import { BLOG_CATEGORIES, BLOG_SORTS, blogSearchParams, type BlogQuery } from '../model/blog-query';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = contentLabels.blog;
/** Spec: search debounce 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

function hrefOf(query: BlogQuery): string {
  return paths.blog.href(blogSearchParams(query));
}

function SearchBox({ query, onSearch }: { query: BlogQuery; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(query.search);
  // a new search from the URL (Back, reset, a link) replaces what was typed
  const [shown, setShown] = useState(query.search);
  if (shown !== query.search) {
    setShown(query.search);
    setDraft(query.search);
  }
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query.search, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Box asChild flex="1">
      <form role="search" action={paths.blog.href()} method="get" onSubmit={submit}>
        <Field.Root>
          <Field.Label>{labels.searchLabel}</Field.Label>
          <Input
            type="search"
            name="q"
            value={draft}
            placeholder={labels.searchPlaceholder}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field.Root>
      </form>
    </Box>
  );
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

function Pagination({ query, page, pageCount }: { query: BlogQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Flex as="nav" aria-label={labels.pagination} justify="center" gap="1" wrap="wrap" mt="8">
      {page > 1 && (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={hrefOf({ ...query, page: page - 1 })}>{messages.common.previous}</RouterLink>
        </Button>
      )}
      {pages.map((number) => (
        <Button key={number} asChild size="sm" minW="10" variant={number === page ? 'solid' : 'ghost'}>
          <RouterLink
            to={hrefOf({ ...query, page: number })}
            aria-current={number === page ? 'page' : undefined}
            aria-label={formatMessage(messages.common.page, { page: number })}
          >
            {number}
          </RouterLink>
        </Button>
      ))}
      {page < pageCount && (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={hrefOf({ ...query, page: page + 1 })}>{messages.common.next}</RouterLink>
        </Button>
      )}
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
      <Heading as="h1" size="3xl" mb="2">
        {labels.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {labels.intro}
      </Text>
      <Stack gap="4" mb="6">
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
          <SearchBox query={query} onSearch={onSearch} />
          <Field.Root width={{ md: '56' }}>
            <Field.Label>{labels.sortLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={query.sort}
                onChange={(event) => go({ ...query, sort: event.target.value as BlogSort, page: 1 })}
              >
                {BLOG_SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" disabled={isDefault} onClick={() => navigate(paths.blog.href())}>
            {messages.common.reset}
          </Button>
        </Flex>
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
      <Pagination query={query} page={page} pageCount={pageCount} />
    </Container>
  );
}

export function BlogLoadError() {
  return <PageLoadError />;
}
