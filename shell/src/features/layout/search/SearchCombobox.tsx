import { useCallback, useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Text, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { formatMessage, coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { formatPrice } from '@chargemaroc/shared/format';
import {
  fetchSuggestions,
  highlightParts,
  type SearchAnswer,
  type SearchResult,
} from '@chargemaroc/shared/contracts/search';
import { searchPageUrl } from './search-paths';

const labels = messages.search;
/** Suggestions are asked from this many characters, once typing pauses this long. */
const MIN_CHARACTERS = 2;
const TYPING_PAUSE_MS = 120;

interface Option {
  id: string;
  url: string;
  result?: SearchResult;
}

function ResultTitle({ result }: { result: SearchResult }) {
  return (
    <Text as="span" display="block" fontWeight="medium" lineClamp={2}>
      {highlightParts(result.title, result.highlights).map((part, index) =>
        part.matched ? (
          <Box as="mark" key={index} bg="yellow.100" color="inherit" fontWeight="bold" rounded="xs">
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

/** What a result adds to its title: a price, a city, a category. */
function resultDetail(result: SearchResult): string | null {
  if ((result.kind === 'product' || result.kind === 'vehicle') && result.price !== null)
    return formatPrice(result.price);
  if (result.kind === 'station') return result.city;
  return result.detail;
}

/**
 * The header box as a WAI-ARIA combobox (list autocomplete): as the shopper types, a few results
 * of each kind in a listbox, grouped and counted, the matched parts marked, and 'Voir tous les
 * résultats'. Arrows move through the options, Enter opens the active one (or the results page),
 * Escape closes the list then empties the box; a polite live region says how many came.
 * It takes over the header's native input (HeaderSearch) rather than drawing its own.
 */
export function SearchCombobox({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const input = useCallback(
    () => formRef.current?.querySelector<HTMLInputElement>('input[name="q"]') ?? null,
    [formRef],
  );
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = query.trim();

  const options = useMemo<Option[]>(() => {
    if (!answer || asked.length < MIN_CHARACTERS) return [];
    const found = answer.groups.flatMap((group) =>
      group.results.map((result) => ({
        id: `${baseId}-${result.kind}-${result.id}`,
        url: result.url,
        result,
      })),
    );
    return [...found, { id: `${baseId}-all`, url: searchPageUrl(asked) }];
  }, [answer, asked, baseId]);
  const shown = open && options.length > 0;

  // Suggestions for what is typed, once typing pauses; an answer to an older query is dropped.
  useEffect(() => {
    if (asked.length < MIN_CHARACTERS) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(asked, { signal: controller.signal })
        .then((next) => {
          setAnswer(next);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asked]);

  // Another page (a link, Back): the list closes.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      setActive(-1);
      // the phone's keyboard goes away with the focus
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      navigate(url);
    },
    [navigate],
  );

  // The input becomes the combobox: its role, state and keys.
  useEffect(() => {
    const element = input();
    if (!element) return;
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listboxId);
    element.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && options[active])
      element.setAttribute('aria-activedescendant', options[active].id);
    else element.removeAttribute('aria-activedescendant');
  }, [input, listboxId, shown, active, options]);

  useEffect(() => {
    const element = input();
    const form = formRef.current;
    if (!element || !form) return undefined;
    const onInput = () => {
      setQuery(element.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (!shown) return step === 1 ? 0 : options.length - 1;
          const next = current + step;
          return next < 0 ? options.length - 1 : next >= options.length ? 0 : next;
        });
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (shown) {
          setOpen(false);
          setActive(-1);
        } else {
          element.value = '';
          setQuery('');
        }
      } else if (event.key === 'Enter' && shown && options[active]) {
        event.preventDefault();
        go(options[active].url);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const text = element.value.trim();
      if (text) go(searchPageUrl(text));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onFocusIn = () => setOpen(true);
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    element.addEventListener('focus', onFocusIn);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('focus', onFocusIn);
    };
  }, [input, formRef, options, shown, active, go]);

  // What was typed before this code arrived counts too: the box says it once, as an
  // input (after the effect above has attached the listeners).
  useEffect(() => {
    input()?.dispatchEvent(new Event('input'));
  }, [input]);

  // The active option stays in view.
  useEffect(() => {
    if (active < 0 || !options[active]) return;
    document.getElementById(options[active].id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, options]);

  const announcement = failed
    ? labels.unavailable
    : !open || asked.length < MIN_CHARACTERS || !answer
      ? ''
      : answer.total === 0
        ? formatMessage(labels.announceNone, { query: asked })
        : formatMessage(labels.announceCount, { count: options.length - 1 });

  const optionProps = (option: Option) => {
    const at = options.indexOf(option);
    const selected = at === active;
    return {
      id: option.id,
      role: 'option',
      'aria-selected': selected,
      cursor: 'pointer',
      px: '3',
      py: '2',
      rounded: 'md',
      bg: selected ? 'gray.100' : undefined,
      _hover: { bg: 'gray.100' },
      // the box keeps the focus: a press chooses, it does not blur
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onMouseMove: () => setActive(at),
      onClick: () => go(option.url),
    } as const;
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Box
        id={listboxId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!shown}
        position="absolute"
        top="calc(100% + 4px)"
        insetInlineStart="0"
        insetInlineEnd="0"
        minW={{ base: 'auto', md: '26rem' }}
        maxH="min(70vh, 36rem)"
        overflowY="auto"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="lg"
        shadow="lg"
        p="2"
        zIndex="dropdown"
        textAlign="start"
      >
        {shown &&
          answer?.groups.map((group) => {
            const headingId = `${baseId}-${group.kind}-heading`;
            return (
              <Box key={group.kind} role="group" aria-labelledby={headingId} mb="1">
                <Text
                  id={headingId}
                  role="presentation"
                  px="3"
                  pt="2"
                  pb="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  color="fg.muted"
                >
                  {formatMessage(labels.groupTitle, { kind: labels.kinds[group.kind], count: group.count })}
                </Text>
                {group.results.map((result) => {
                  const option = options.find((candidate) => candidate.result === result);
                  if (!option) return null;
                  const detail = resultDetail(result);
                  return (
                    <Box key={option.id} {...optionProps(option)}>
                      <ResultTitle result={result} />
                      {detail && (
                        <Text as="span" display="block" fontSize="sm" color="fg.muted">
                          {detail}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        {shown && (
          <Box {...optionProps(options[options.length - 1]!)} fontWeight="semibold" color="charge.fg">
            {formatMessage(labels.seeAll, { query: asked })}
          </Box>
        )}
      </Box>
    </>
  );
}
