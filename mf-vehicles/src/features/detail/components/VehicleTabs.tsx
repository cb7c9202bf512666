import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, HStack, Stack, Table, Text, chakra } from '@chargemaroc/shared/ui/layout';
import type { Vehicle, VehicleSpecifications } from '@chargemaroc/shared/contracts/vehicle';
import { vehicleLabels } from '../../../labels';

const labels = vehicleLabels.detail;

const SPEC_KEYS: (keyof VehicleSpecifications)[] = [
  'range',
  'acceleration',
  'topSpeed',
  'power',
  'torque',
  'transmission',
  'seats',
  'doors',
  'batteryCapacity',
  'acPower',
  'dcPower',
  'acConnector',
  'dcConnector',
  'consumption',
];
const DIMENSION_KEYS: (keyof VehicleSpecifications)[] = [
  'length',
  'width',
  'height',
  'wheelbase',
  'weight',
  'emptyWeight',
  'grossWeight',
  'trunkVolume',
  'groundClearance',
  'turningRadius',
];

function SpecTable({
  vehicle,
  keys,
  caption,
}: {
  vehicle: Vehicle;
  keys: typeof SPEC_KEYS;
  caption: string;
}) {
  const rows = keys.filter((key) => vehicle.specifications[key] !== null);
  return (
    <Table.Root size="sm" variant="line">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Body>
        {rows.map((key) => (
          <Table.Row key={key}>
            <Table.ColumnHeader scope="row" fontWeight="normal" color="fg.muted" width="50%">
              {labels.specRows[key]}
            </Table.ColumnHeader>
            <Table.Cell fontWeight="medium">{vehicle.specifications[key]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

type TabId = 'description' | 'specs' | 'dimensions';
const TABS: TabId[] = ['description', 'specs', 'dimensions'];

/** The key that moves the selection, and where to. */
function nextTab(key: string, current: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % TABS.length;
  if (key === 'ArrowLeft') return (current - 1 + TABS.length) % TABS.length;
  if (key === 'Home') return 0;
  if (key === 'End') return TABS.length - 1;
  return null;
}

/**
 * Description, Spécifications and Dimensions, as tabs (WAI-ARIA tabs: arrows, Home and End move the
 * selection). Plain markup rather than the design system's tabs, whose family (menus, dialogs,
 * tooltips) would come with the page's first load; every panel is rendered, the others hidden.
 */
export function VehicleTabs({ vehicle }: { vehicle: Vehicle }) {
  const id = useId();
  const [selected, setSelected] = useState<TabId>('description');
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(event.key, TABS.indexOf(selected));
    if (next === null) return;
    event.preventDefault();
    setSelected(TABS[next]!);
    triggers.current[next]?.focus();
  };
  const panel = (tab: TabId) => ({
    id: `${id}-${tab}-panel`,
    role: 'tabpanel',
    'aria-labelledby': `${id}-${tab}-tab`,
    tabIndex: 0,
    hidden: selected !== tab,
    pt: '4',
    focusVisibleRing: 'inside',
  });
  return (
    <Box>
      <Box
        role="tablist"
        aria-orientation="horizontal"
        display="flex"
        borderBottomWidth="1px"
        overflowX="auto"
      >
        {TABS.map((tab, index) => (
          <chakra.button
            key={tab}
            ref={(element: HTMLButtonElement | null) => {
              triggers.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
            display="flex"
            alignItems="center"
            flexShrink="0"
            h="10"
            px="4"
            py="2"
            textStyle="sm"
            fontWeight="medium"
            cursor="pointer"
            outline="0"
            color={selected === tab ? 'fg' : 'fg.muted'}
            _focusVisible={{ zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            {...(selected === tab
              ? {
                  layerStyle: 'indicator.bottom',
                  css: { '--indicator-offset-y': '-1px', '--indicator-color': 'colors.colorPalette.solid' },
                }
              : {})}
          >
            {labels.tabs[tab]}
          </chakra.button>
        ))}
      </Box>
      <Box {...panel('description')}>
        <Stack gap="4">
          <Text whiteSpace="pre-line">{vehicle.description || labels.noDescription}</Text>
          {vehicle.features.length > 0 && (
            <Box>
              <Text fontWeight="semibold" mb="2">
                {labels.features}
              </Text>
              <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                {vehicle.features.map((feature) => (
                  <Badge as="li" key={feature} variant="surface" whiteSpace="normal">
                    {feature}
                  </Badge>
                ))}
              </HStack>
            </Box>
          )}
        </Stack>
      </Box>
      <Box {...panel('specs')}>
        <SpecTable vehicle={vehicle} keys={SPEC_KEYS} caption={labels.tabs.specs} />
      </Box>
      <Box {...panel('dimensions')}>
        <SpecTable vehicle={vehicle} keys={DIMENSION_KEYS} caption={labels.tabs.dimensions} />
      </Box>
    </Box>
  );
}
