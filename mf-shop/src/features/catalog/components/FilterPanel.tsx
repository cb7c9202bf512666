import { useState, type ReactNode } from 'react';
import { Box, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { NativeField, NativeInput } from '@chargemaroc/shared/ui/native-field';
import { Disclosure, NativeCheckbox } from '@chargemaroc/shared/ui/native-controls';
import type { ProductCategory, ProductFilters } from '@chargemaroc/shared/contracts/product';
import { shopLabels } from '../../../labels';
import { categoryLabel } from '../../../common/components/product-badges';
import type { FilterOption, FilterOptions } from '../api/products-page';
import { PRICE_BOUNDS, SPEC_GROUPS, specKey, toggleValue } from '../model/shop-url-state';

interface FilterPanelProps {
  filters: ProductFilters;
  options: FilterOptions;
  onChange: (filters: ProductFilters) => void;
}

const labels = shopLabels.shop;

/** A native checkbox (the design system's): a state machine would add nothing to a box that only toggles. */
function OptionCheckbox({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number | null;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <NativeCheckbox checked={checked} onCheckedChange={onToggle}>
      {label}
      {count !== null && ' '}
      {count !== null && (
        <Text as="span" color="fg.muted">
          ({count})
        </Text>
      )}
    </NativeCheckbox>
  );
}

type SectionKey = 'categories' | 'brands' | 'specs' | 'price' | 'availability';

/** One folding section of the panel; the panel keeps one open at a time. */
function Section({
  title,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    // closed sections render their options when first opened: less markup and work on every page
    <Disclosure title={title} open={open} onOpenChange={onOpenChange} lazyMount>
      <Stack gap="2">{children}</Stack>
    </Disclosure>
  );
}

function clampPrice(value: string, fallback: number): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return fallback;
  return Math.min(PRICE_BOUNDS.max, Math.max(PRICE_BOUNDS.min, Math.round(number)));
}

/** Two number inputs; a bound is applied when the field is left or Enter is pressed. */
function PriceRange({
  range,
  onChange,
}: {
  range: [number, number];
  onChange: (range: [number, number]) => void;
}) {
  const [draft, setDraft] = useState([String(range[0]), String(range[1])]);
  // A new range from the URL (Back, a link) replaces what was typed.
  const [shownRange, setShownRange] = useState(range);
  if (shownRange[0] !== range[0] || shownRange[1] !== range[1]) {
    setShownRange(range);
    setDraft([String(range[0]), String(range[1])]);
  }
  const commit = () => {
    let min = clampPrice(draft[0] ?? '', PRICE_BOUNDS.min);
    let max = clampPrice(draft[1] ?? '', PRICE_BOUNDS.max);
    if (min > max) [min, max] = [max, min];
    if (min !== range[0] || max !== range[1]) onChange([min, max]);
    else setDraft([String(min), String(max)]);
  };
  const field = (index: 0 | 1, label: string) => (
    <NativeField.Root>
      <NativeField.Label fontSize="sm">{label}</NativeField.Label>
      <NativeInput
        type="number"
        inputMode="numeric"
        size="sm"
        min={PRICE_BOUNDS.min}
        max={PRICE_BOUNDS.max}
        step={PRICE_BOUNDS.step}
        value={draft[index]}
        onChange={(event) =>
          setDraft((current) => current.map((value, at) => (at === index ? event.target.value : value)))
        }
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </NativeField.Root>
  );
  return (
    <HStack align="end" gap="2">
      {field(0, labels.priceMin)}
      {field(1, labels.priceMax)}
    </HStack>
  );
}

/** The shop's filters in folding sections, one open at a time (the categories first). */
export function FilterPanel({ filters, options, onChange }: FilterPanelProps) {
  const update = (changes: Partial<ProductFilters>) => onChange({ ...filters, ...changes });
  const [openSection, setOpenSection] = useState<SectionKey | null>('categories');
  const section = (key: SectionKey) => ({
    title: labels.filterGroups[key],
    open: openSection === key,
    onOpenChange: (open: boolean) => setOpenSection(open ? key : null),
  });
  const optionBoxes = (
    list: FilterOption[],
    selected: readonly string[],
    toggle: (value: string) => void,
    label = (value: string) => value,
  ) =>
    list.map((option) => (
      <OptionCheckbox
        key={option.value}
        label={label(option.value)}
        count={option.count}
        checked={selected.includes(option.value)}
        onToggle={() => toggle(option.value)}
      />
    ));

  return (
    <Box as="section" aria-labelledby="shop-filters-title">
      <Heading as="h2" size="md" id="shop-filters-title" mb="2">
        {labels.filtersTitle}
      </Heading>
      {options.isFallback && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {labels.filterOptionsFallback}
        </Text>
      )}
      <Box>
        <Section {...section('categories')}>
          {optionBoxes(
            options.categories,
            filters.categories,
            (value) => update({ categories: toggleValue(filters.categories, value as ProductCategory) }),
            categoryLabel,
          )}
        </Section>
        <Section {...section('brands')}>
          {optionBoxes(options.brands, filters.brands, (value) =>
            update({ brands: toggleValue(filters.brands, value) }),
          )}
        </Section>
        <Section {...section('specs')}>
          {SPEC_GROUPS.map((group) => (
            <Stack key={group} gap="1.5" role="group" aria-label={labels.specGroups[group]}>
              <Text fontSize="sm" fontWeight="medium">
                {labels.specGroups[group]}
              </Text>
              {options.specifications[group].map((option) => {
                const key = specKey(group, option.value);
                return (
                  <OptionCheckbox
                    key={key}
                    label={option.label ?? option.value}
                    count={option.count}
                    checked={filters.specs.includes(key)}
                    onToggle={() => update({ specs: toggleValue(filters.specs, key) })}
                  />
                );
              })}
            </Stack>
          ))}
        </Section>
        <Section {...section('price')}>
          <PriceRange range={filters.priceRange} onChange={(priceRange) => update({ priceRange })} />
        </Section>
        <Section {...section('availability')}>
          <OptionCheckbox
            label={labels.inStock}
            count={null}
            checked={filters.inStock}
            onToggle={() => update({ inStock: !filters.inStock })}
          />
          <OptionCheckbox
            label={labels.onSale}
            count={null}
            checked={filters.onSale}
            onToggle={() => update({ onSale: !filters.onSale })}
          />
          <OptionCheckbox
            label={labels.featured}
            count={null}
            checked={filters.featured}
            onToggle={() => update({ featured: !filters.featured })}
          />
        </Section>
      </Box>
    </Box>
  );
}
