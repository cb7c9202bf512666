import { useState, type FormEvent } from 'react';
import { Button, HStack, Stack } from '@chargemaroc/shared/ui/layout';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { SearchIcon } from '@chargemaroc/shared/ui/section-icons';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';
import type { ProductSort } from '@chargemaroc/shared/contracts/product';
import { messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../../labels';
import { SORTS } from '../model/shop-url-state';

interface ShopToolbarProps {
  search: string;
  sort: ProductSort;
  onSearch: (search: string) => void;
  onSort: (sort: ProductSort) => void;
}

/** Text search (sent on submit, run by the server) and the sort. */
export function ShopToolbar({ search, sort, onSearch, onSort }: ShopToolbarProps) {
  const labels = shopLabels.shop;
  const [draft, setDraft] = useState(search);
  // A new search from the URL (Back, a link) replaces what was typed.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
      <HStack as="form" role="search" onSubmit={submit} flex="1" align="end" gap="2">
        <Field.Root flex="1">
          <Field.Label>{labels.searchLabel}</Field.Label>
          <Input
            type="search"
            name="q"
            value={draft}
            placeholder={labels.searchPlaceholder}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Field.Root>
        <Button type="submit">
          <SearchIcon />
          {messages.common.search}
        </Button>
      </HStack>
      <Field.Root width={{ md: '56' }}>
        <Field.Label>{labels.sortLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={sort} onChange={(event) => onSort(event.target.value as ProductSort)}>
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {labels.sorts[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
