import { Box, HStack, Stack, Text, Badge } from '@chargemaroc/shared/ui/layout';
import { Table } from '@chargemaroc/shared/ui/content';
import { NativeTabs } from '@chargemaroc/shared/ui/native-controls';
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

/** Description, Spécifications and Dimensions. */
export function VehicleTabs({ vehicle }: { vehicle: Vehicle }) {
  return (
    <NativeTabs
      label={labels.tabs.label}
      defaultValue="description"
      tabs={[
        {
          value: 'description',
          label: labels.tabs.description,
          content: (
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
          ),
        },
        {
          value: 'specs',
          label: labels.tabs.specs,
          content: <SpecTable vehicle={vehicle} keys={SPEC_KEYS} caption={labels.tabs.specs} />,
        },
        {
          value: 'dimensions',
          label: labels.tabs.dimensions,
          content: <SpecTable vehicle={vehicle} keys={DIMENSION_KEYS} caption={labels.tabs.dimensions} />,
        },
      ]}
    />
  );
}
