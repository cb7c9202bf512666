import { useRef, useState, type FormEvent } from 'react';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { SelectField, TextField } from '@chargemaroc/shared/ui/form-field';
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
        <TextField
          label={labels.search}
          name={FILTER_PARAMS.q}
          type="search"
          value={draft.q}
          placeholder={labels.searchPlaceholder}
          maxLength={100}
          onChange={(q) => setDraft({ ...draft, q })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            label={labels.connector}
            name={FILTER_PARAMS.connector}
            value={draft.connector}
            placeholder={labels.any}
            options={options.connectors.map((connector) => ({ value: connector, label: connector }))}
            onChange={(connector) => apply({ ...draft, connector })}
          />
          <SelectField
            label={labels.minPower}
            name={FILTER_PARAMS.minPower}
            value={draft.minPower > 0 ? String(draft.minPower) : ''}
            placeholder={labels.anyPower}
            options={[...new Set([...POWER_STEPS, ...(draft.minPower > 0 ? [draft.minPower] : [])])]
              .sort((a, b) => a - b)
              .map((power) => ({
                value: String(power),
                label: formatMessage(labels.powerOption, { power }),
              }))}
            onChange={(power) => apply({ ...draft, minPower: Number(power) || 0 })}
          />
          <SelectField
            label={labels.operator}
            name={FILTER_PARAMS.operator}
            value={draft.operator}
            placeholder={labels.any}
            options={options.operators.map((operator) => ({ value: operator, label: operator }))}
            onChange={(operator) => apply({ ...draft, operator })}
          />
          <SelectField
            label={labels.status}
            name={FILTER_PARAMS.status}
            value={draft.status}
            placeholder={labels.any}
            options={STATUSES.map((status) => ({ value: status, label: messages.stations.status[status] }))}
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
