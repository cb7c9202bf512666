import { useState } from 'react';
import { Link as RouterLink, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { PageHeader } from '@chargemaroc/shared/ui/page-header';
import { TextField } from '@chargemaroc/shared/ui/form-field';
import { company } from '@chargemaroc/shared/contracts/company';
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  filterFaq,
  type FaqCategory,
  type FaqItem,
} from '@chargemaroc/shared/contracts/faq';
import { PageLoadError } from '../../../common/components/PageLoadError';
import { JsonLd } from '../../../common/components/JsonLd';
import { contentLabels } from '../../../labels';
import type { FaqData } from '../api/faq-loader';
import { paths } from '@chargemaroc/shared/routing/paths';

const labels = contentLabels.faq;

function FaqEntry({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const answerId = `faq-answer-${item.id}`;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" bg="bg">
      <Heading as="h2" size="md">
        <Button
          variant="ghost"
          width="full"
          justifyContent="space-between"
          textAlign="start"
          whiteSpace="normal"
          height="auto"
          py="4"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{item.question}</span>
          <span aria-hidden>{open ? '−' : '+'}</span>
        </Button>
      </Heading>
      <Box id={answerId} hidden={!open} px="4" pb="4" color="fg.muted">
        <Text>{item.answer}</Text>
      </Box>
    </Box>
  );
}

function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const isCategory = (value: string | null): value is FaqCategory =>
  (FAQ_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * Writes the filters into the address, so a link or a reload shows the same list, without a
 * navigation: a navigation would run the route's loader again, one CMS request per keystroke, for
 * a list the page already has and filters itself.
 */
function keepInAddress(pathname: string, q: string, categorie: FaqCategory | null) {
  const url = new URLSearchParams();
  if (q) url.set('q', q);
  if (categorie) url.set('categorie', categorie);
  const search = url.toString();
  // the router's own entry state (its key and index) stays, so Back and Forward keep working
  window.history.replaceState(window.history.state, '', search ? `${pathname}?${search}` : pathname);
}

export function FaqPage() {
  const { items } = useLoaderData<FaqData>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // the filters show at once and are kept in the URL
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [category, setCategory] = useState<FaqCategory | null>(() => {
    const raw = params.get('categorie');
    return isCategory(raw) ? raw : null;
  });
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const shown = filterFaq(items, search, category);

  const update = (next: { q?: string; categorie?: FaqCategory | null }) => {
    const q = next.q ?? search;
    const categorie = next.categorie === undefined ? category : next.categorie;
    setSearch(q);
    setCategory(categorie);
    keepInAddress(pathname, q, categorie);
  };
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <JsonLd data={faqJsonLd(items)} />
      <PageHeader title={labels.title} intro={labels.intro} />
      <Stack gap="4" mb="6">
        <Box asChild>
          <form
            role="search"
            action={paths.faq.href()}
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <TextField
              label={labels.searchLabel}
              type="search"
              name="q"
              value={search}
              placeholder={labels.searchPlaceholder}
              onChange={(q) => update({ q })}
            />
          </form>
        </Box>
        <Flex role="group" aria-label={labels.categories} gap="2" wrap="wrap">
          <Button
            size="sm"
            variant={category ? 'outline' : 'solid'}
            aria-pressed={!category}
            onClick={() => update({ categorie: null })}
          >
            {labels.allCategories}
          </Button>
          {FAQ_CATEGORIES.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={category === value ? 'solid' : 'outline'}
              aria-pressed={category === value}
              onClick={() => update({ categorie: value })}
            >
              {FAQ_CATEGORY_LABELS[value]}
            </Button>
          ))}
        </Flex>
      </Stack>
      {shown.length === 0 ? (
        <Text role="status" py="8" textAlign="center" color="fg.muted">
          {labels.noResult}
        </Text>
      ) : (
        <Stack as="ul" gap="3">
          {shown.map((item) => (
            <FaqEntry
              key={item.id}
              item={item}
              open={openIds.has(item.id)}
              onToggle={() => toggle(item.id)}
            />
          ))}
        </Stack>
      )}
      <Box mt="10" p="6" rounded="xl" bg="bg.subtle">
        <Heading as="h2" size="lg" mb="2">
          {labels.stillQuestions}
        </Heading>
        <Text mb="4" color="fg.muted">
          {labels.stillQuestionsText}
        </Text>
        <Flex gap="4" wrap="wrap" align="center">
          <Button asChild>
            <RouterLink to={paths.contact.href()}>{labels.contactUs}</RouterLink>
          </Button>
          <Link href={`tel:${company.phone}`}>{company.phoneDisplay}</Link>
          <Link href={`mailto:${company.email}`}>{company.email}</Link>
        </Flex>
      </Box>
    </Container>
  );
}

export function FaqLoadError() {
  return <PageLoadError />;
}
