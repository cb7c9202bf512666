import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Stack } from '@chargemaroc/shared/ui/layout';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';
import type { VehicleSort } from '@chargemaroc/shared/contracts/vehicle';
import { vehicleLabels } from '../../../labels';
import { VEHICLE_SORTS } from '../model/vehicle-url-state';

/** Spec: the search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

interface VehicleToolbarProps {
  search: string;
  sort: VehicleSort;
  onSearch: (search: string) => void;
  onSort: (sort: VehicleSort) => void;
}

const labels = vehicleLabels.list;

/** Search (debounced, run by the server) and the sort. */
export function VehicleToolbar({ search, sort, onSearch, onSort }: VehicleToolbarProps) {
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
    if (draft.trim() === search) return undefined;
    const timer = setTimeout(() => onSearchRef.current(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== search) onSearch(draft.trim());
  };
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
      <Stack as="form" role="search" onSubmit={submit} flex="1">
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
      </Stack>
      <Field.Root width={{ md: '60' }}>
        <Field.Label>{labels.sortLabel}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={sort} onChange={(event) => onSort(event.target.value as VehicleSort)}>
            {VEHICLE_SORTS.map((value) => (
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
