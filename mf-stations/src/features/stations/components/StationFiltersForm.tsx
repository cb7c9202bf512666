import { useRef, useState, type FormEvent } from 'react';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { Field, Input } from '@chargemaroc/shared/ui/fields';
import { NativeSelect } from '@chargemaroc/shared/ui/native-select';
import { Button, Heading, SimpleGrid, Stack } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';
import {
  FILTER_PARAMS,
  POWER_STEPS,
  STATUSES,
  type FilterOptions,
  type StationFilters,
} from '../model/station-filters';

const labels = stationLabels.filters;

interface Props {
  filters: StationFilters;
  options: FilterOptions;
  onChange: (filters: StationFilters) => void;
}

function FilterSelect(props: {
  label: string;
  name: string;
  value: string;
  anyLabel: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{props.anyLabel}</option>
          {props.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The list's filters as a GET form: without JavaScript it reloads the page with the query, with it the
 * page navigates in place (selects apply at once, the text on submit).
 */
export function StationFiltersForm({ filters, options, onChange }: Props) {
  const [draft, setDraft] = useState(filters);
  const formRef = useRef<HTMLFormElement>(null);

  const apply = (next: StationFilters) => {
    setDraft(next);
    onChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };

  return (
    <form
      ref={formRef}
      method="get"
      role="search"
      aria-labelledby="stations-filters-title"
      onSubmit={onSubmit}
    >
      <Heading as="h2" id="stations-filters-title" size="md" mb="3">
        {labels.title}
      </Heading>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{labels.search}</Field.Label>
          <Input
            name={FILTER_PARAMS.q}
            type="search"
            value={draft.q}
            placeholder={labels.searchPlaceholder}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FilterSelect
            label={labels.connector}
            name={FILTER_PARAMS.connector}
            value={draft.connector}
            anyLabel={labels.any}
            options={options.connectors.map((connector) => [connector, connector])}
            onChange={(connector) => apply({ ...draft, connector })}
          />
          <FilterSelect
            label={labels.minPower}
            name={FILTER_PARAMS.minPower}
            value={draft.minPower > 0 ? String(draft.minPower) : ''}
            anyLabel={labels.anyPower}
            options={[...new Set([...POWER_STEPS, ...(draft.minPower > 0 ? [draft.minPower] : [])])]
              .sort((a, b) => a - b)
              .map((power) => [String(power), formatMessage(labels.powerOption, { power })])}
            onChange={(power) => apply({ ...draft, minPower: Number(power) || 0 })}
          />
          <FilterSelect
            label={labels.operator}
            name={FILTER_PARAMS.operator}
            value={draft.operator}
            anyLabel={labels.any}
            options={options.operators.map((operator) => [operator, operator])}
            onChange={(operator) => apply({ ...draft, operator })}
          />
          <FilterSelect
            label={labels.status}
            name={FILTER_PARAMS.status}
            value={draft.status}
            anyLabel={labels.any}
            options={STATUSES.map((status) => [status, messages.stations.status[status]])}
            onChange={(status) => apply({ ...draft, status: status as StationFilters['status'] })}
          />
        </SimpleGrid>
        <Button type="submit" colorPalette="charge" alignSelf="flex-start">
          {labels.apply}
        </Button>
      </Stack>
    </form>
  );
}
