import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { coreMessages as messages } from '../messages/core';
import { SelectField, TextField } from './form-field';
import { Button, HStack, Stack } from './layout';
import { SearchIcon } from './section-icons';

export interface ListToolbarProps<Sort extends string> {
  labels: { search: string; searchPlaceholder: string; sort: string };
  search: string;
  sort: Sort;
  sorts: readonly { value: Sort; label: string }[];
  onSearch: (search: string) => void;
  onSort: (sort: Sort) => void;
  /**
   * Search as the shopper types, this long after the last keystroke; without it the search is sent
   * by its button (or Enter).
   */
  debounceMs?: number;
  /** The list's other controls, after the sort (e.g. the blog's 'Réinitialiser'). */
  children?: ReactNode;
}

/** A list's free-text search (run by the server) and its sort, the same on every list. */
export function ListToolbar<Sort extends string>({
  labels,
  search,
  sort,
  sorts,
  onSearch,
  onSort,
  debounceMs,
  children,
}: ListToolbarProps<Sort>) {
  const [draft, setDraft] = useState(search);
  // A new search from the URL (Back, a link) replaces what was typed.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (debounceMs === undefined || draft.trim() === search) return undefined;
    const timer = setTimeout(() => onSearchRef.current(draft.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, search, debounceMs]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (debounceMs === undefined || draft.trim() !== search) onSearch(draft.trim());
  };
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
      <HStack as="form" role="search" onSubmit={submit} flex="1" align="end" gap="2">
        <TextField
          label={labels.search}
          type="search"
          name="q"
          value={draft}
          placeholder={labels.searchPlaceholder}
          onChange={setDraft}
          frame={{ flex: '1' }}
        />
        {debounceMs === undefined && (
          <Button type="submit">
            <SearchIcon />
            {messages.common.search}
          </Button>
        )}
      </HStack>
      <SelectField
        label={labels.sort}
        value={sort}
        onChange={onSort}
        options={sorts}
        frame={{ width: { md: '60' } }}
      />
      {children}
    </Stack>
  );
}
