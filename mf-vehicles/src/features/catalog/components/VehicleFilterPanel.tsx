import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text, chakra } from '@chargemaroc/shared/ui/layout';
import { NativeCheckbox, RangeSlider } from '@chargemaroc/shared/ui/native-controls';
import { VEHICLE_PRICE_RANGE } from '@chargemaroc/shared/contracts/vehicle';
import { formatPrice } from '@chargemaroc/shared/format';
import { messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import type { VehicleFilterOptions } from '../api/vehicles-page';
import { toggleValue, type VehicleFilters } from '../model/vehicle-url-state';

const labels = vehicleLabels.list;

/** The category keys of the spec's query parameter, in the header's order. */
export const CATEGORY_KEYS = ['suv', 'sedan', 'compact', 'luxury', 'sports', 'commercial', 'breaks'] as const;
const ENERGY_KEYS = ['electric', 'hybrid'] as const;

/** A native checkbox (the design system's): a state machine would add nothing to a box that only toggles. */
function Option({ label, checked, onToggle }: { label: ReactNode; checked: boolean; onToggle: () => void }) {
  return (
    <NativeCheckbox checked={checked} onCheckedChange={onToggle}>
      {label}
    </NativeCheckbox>
  );
}

/** A group of options under its legend: a plain fieldset (the design system's adds nothing here). */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" fontSize="sm">
        {legend}
      </chakra.legend>
      <Stack gap="2" mt="2">
        {children}
      </Stack>
    </chakra.fieldset>
  );
}

interface VehicleFilterPanelProps {
  filters: VehicleFilters;
  options: VehicleFilterOptions;
  onChange: (filters: VehicleFilters) => void;
}

/** Categories, brands, energy, price range and the featured selection. */
export function VehicleFilterPanel({ filters, options, onChange }: VehicleFilterPanelProps) {
  const update = (changes: Partial<VehicleFilters>) => onChange({ ...filters, ...changes });
  // A brand of a link (e.g. the header's 'mercedes') that the list does not name is shown, checked.
  const brands = [
    ...options.brands,
    ...filters.brands
      .filter((key) => !options.brands.some((brand) => brand.value === key))
      .map((key) => ({ value: key, label: key.charAt(0).toUpperCase() + key.slice(1), count: 0 })),
  ];
  const categories = messages.vehicles.categories;
  const energies: Record<(typeof ENERGY_KEYS)[number], string> = {
    electric: messages.vehicles.energies.electric,
    hybrid: messages.vehicles.energies.hybrid,
  };
  return (
    <Box as="section" aria-labelledby="vehicle-filters-title">
      <Heading as="h2" size="md" id="vehicle-filters-title" mb="3">
        {labels.filtersTitle}
      </Heading>
      <Stack gap="5">
        <Group legend={labels.filterGroups.categories}>
          {CATEGORY_KEYS.map((key) => (
            <Option
              key={key}
              label={categories[key]}
              checked={filters.categories.includes(key)}
              onToggle={() => update({ categories: toggleValue(filters.categories, key) })}
            />
          ))}
        </Group>
        <Group legend={labels.filterGroups.brands}>
          {brands.map((brand) => (
            <Option
              key={brand.value}
              label={
                <>
                  {brand.label}
                  {brand.count > 0 && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      ({brand.count})
                    </Text>
                  )}
                </>
              }
              checked={filters.brands.includes(brand.value)}
              onToggle={() => update({ brands: toggleValue(filters.brands, brand.value) })}
            />
          ))}
        </Group>
        <Group legend={labels.filterGroups.energy}>
          {ENERGY_KEYS.map((key) => (
            <Option
              key={key}
              label={energies[key]}
              checked={filters.specs.includes(key)}
              onToggle={() => update({ specs: toggleValue(filters.specs, key) })}
            />
          ))}
        </Group>
        <Group legend={labels.filterGroups.price}>
          <RangeSlider
            {...VEHICLE_PRICE_RANGE}
            value={filters.priceRange}
            labels={[labels.priceMin, labels.priceMax]}
            formatValue={formatPrice}
            onValueCommit={(priceRange) => update({ priceRange })}
          />
        </Group>
        <Group legend={labels.filterGroups.featured}>
          <Option
            label={labels.featured}
            checked={filters.featured}
            onToggle={() => update({ featured: !filters.featured })}
          />
        </Group>
      </Stack>
    </Box>
  );
}
