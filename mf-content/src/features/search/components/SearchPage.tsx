import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { formatPrice } from '@chargemaroc/shared/format';
import {
  highlightParts,
  SEARCH_KINDS,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
} from '@chargemaroc/shared/contracts/search';
import { PageLoadError } from '../../../common/components/PageLoadError';
import type { SearchPageData } from '../api/search-loader';
import { searchPageHref } from '../api/search-query';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = messages.search;
const categories = messages.products.categories;

/** Where a shopper with no result may go on. */
const POPULAR = [
  { label: categories.wallbox, to: paths.shop.href({ category: 'wallbox' }) },
  { label: categories.cables, to: paths.shop.href({ category: 'cables' }) },
  { label: categories.portable, to: paths.shop.href({ category: 'portable' }) },
  { label: messages.common.nav.electricVehicles, to: paths.vehicles.href() },
  { label: messages.common.nav.map, to: paths.stations.href() },
  { label: messages.common.nav.faq, to: paths.faq.href() },
];

function Title({ result }: { result: SearchResult }) {
  return (
    <>
      {highlightParts(result.title, result.highlights).map((part, index) =>
        part.matched ? (
          <Box as="mark" key={index} bg="yellow.100" color="inherit" rounded="xs">
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function detailOf(result: SearchResult): string | null {
  const parts = [
    result.price !== null && (result.kind === 'product' || result.kind === 'vehicle')
      ? formatPrice(result.price)
      : null,
    result.kind === 'station' ? result.city : result.detail,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function ResultItem({ result }: { result: SearchResult }) {
  const detail = detailOf(result);
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'charge.fg' }}>
        <RouterLink to={result.url}>
          <Title result={result} />
        </RouterLink>
      </Link>
      {detail && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {detail}
        </Text>
      )}
    </Box>
  );
}

function KindFilter({
  query,
  kind,
  answer,
}: {
  query: string;
  kind: SearchKind | null;
  answer: SearchAnswer;
}) {
  const total = SEARCH_KINDS.reduce((sum, each) => sum + answer.counts[each], 0);
  const choices = [
    {
      key: 'all',
      label: labels.all,
      count: total,
      href: searchPageHref({ query, kind: null }),
      current: !kind,
    },
    ...SEARCH_KINDS.filter((each) => answer.counts[each] > 0).map((each) => ({
      key: each,
      label: labels.kinds[each],
      count: answer.counts[each],
      href: searchPageHref({ query, kind: each }),
      current: kind === each,
    })),
  ];
  return (
    <Box as="nav" aria-label={labels.filterLabel} my="6">
      <Flex as="ul" wrap="wrap" gap="2" listStyleType="none">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              asChild
              display="inline-flex"
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              textDecoration="none"
              bg={choice.current ? 'charge.solid' : 'bg'}
              color={choice.current ? 'charge.contrast' : 'fg'}
              aria-current={choice.current ? 'page' : undefined}
            >
              <RouterLink to={choice.href}>{`${choice.label} (${choice.count})`}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <Stack gap="4" mt="6">
      {query && (
        <Text fontSize="lg" fontWeight="semibold">
          {formatMessage(labels.noResults, { query })}
        </Text>
      )}
      <Text color="fg.muted">{query ? labels.noResultsHint : labels.emptyQuery}</Text>
      <Heading as="h2" size="md">
        {labels.popular}
      </Heading>
      <Flex as="ul" wrap="wrap" gap="2" listStyleType="none">
        {POPULAR.map((entry) => (
          <li key={entry.to}>
            <Link asChild px="3" py="1.5" rounded="full" borderWidth="1px" display="inline-flex">
              <RouterLink to={entry.to}>{entry.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
      <Text>
        {labels.contactHint}{' '}
        <Link asChild color="charge.fg" textDecoration="underline">
          <RouterLink to={paths.contact.href()}>{labels.contactLink}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

/**
 * /recherche?q=…: the site search's results grouped by kind with their counts, a filter by kind,
 * 'Vouliez-vous dire …' for a likely typo, and somewhere to go on when nothing is found.
 */
export function SearchPage() {
  const { query, kind, answer } = useLoaderData<SearchPageData>();
  const found = answer && answer.total > 0;
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Heading as="h1" size="2xl">
        {query ? formatMessage(labels.resultsFor, { query }) : labels.pageTitle}
      </Heading>
      {answer && (
        <Text color="fg.muted" mt="1">
          {formatMessage(labels.resultCount, { count: answer.total })}
        </Text>
      )}
      {answer?.suggestion && (
        <Text mt="3">
          {labels.didYouMean}{' '}
          <Link asChild color="charge.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={searchPageHref({ query: answer.suggestion, kind: null })}>
              {answer.suggestion}
            </RouterLink>
          </Link>{' '}
          ?
        </Text>
      )}
      {found ? (
        <>
          <KindFilter query={query} kind={kind} answer={answer} />
          <Stack gap="8">
            {answer.groups.map((group) => {
              const headingId = `resultats-${group.kind}`;
              return (
                <Box as="section" key={group.kind} aria-labelledby={headingId}>
                  <Heading as="h2" size="lg" id={headingId} mb="3">
                    {formatMessage(labels.groupTitle, { kind: labels.kinds[group.kind], count: group.count })}
                  </Heading>
                  <Stack as="ul" gap="2" listStyleType="none">
                    {group.results.map((result) => (
                      <ResultItem key={result.id} result={result} />
                    ))}
                  </Stack>
                  {!kind && group.count > group.results.length && (
                    <Link asChild mt="3" display="inline-block" color="charge.fg" textDecoration="underline">
                      <RouterLink to={searchPageHref({ query, kind: group.kind })}>
                        {formatMessage(labels.seeKind, {
                          count: group.count,
                          kind: labels.kinds[group.kind],
                        })}
                      </RouterLink>
                    </Link>
                  )}
                </Box>
              );
            })}
          </Stack>
        </>
      ) : (
        <NoResults query={query} />
      )}
    </Container>
  );
}

export function SearchLoadError() {
  return <PageLoadError fallback={labels.unavailable} />;
}
