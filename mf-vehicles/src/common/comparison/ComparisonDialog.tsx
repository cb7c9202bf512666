import { Alert, Badge, Box, Button, Spinner, Text, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Table } from '@chargemaroc/shared/ui/content';
import { Dialog } from '@chargemaroc/shared/ui/dialog';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { useAsync } from '@chargemaroc/shared/data/use-async';
import { messages } from '@chargemaroc/shared/messages';
import { fetchVehicleList } from '../api/vehicles';
import { vehicleLabels } from '../../labels';
import { comparisonRows } from './comparison-rows';

const labels = vehicleLabels.comparison;

/**
 * On a phone the labels stay pinned at the left while the vehicles' columns scroll beside them
 * inside the table's own box: the page itself never scrolls sideways, and values wrap.
 */
const PINNED_LABEL = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  w: { base: '7.5rem', md: '12rem' },
  minW: { base: '7.5rem', md: '12rem' },
  whiteSpace: 'normal',
} as const;
const VALUE_CELL = {
  minW: { base: '8.5rem', md: '40' },
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

/** The picked vehicles side by side, their full records loaded when the dialog opens. */
export default function ComparisonDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const state = useAsync(async (signal) => {
    const page = await fetchVehicleList(
      { filters: { documentId: { $in: ids } }, pagination: { page: 1, pageSize: ids.length } },
      { signal },
    );
    return ids.flatMap((id) => page.items.filter((vehicle) => vehicle.id === id));
  }, ids.join(','));
  const vehicles = state.data ?? [];
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{labels.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'loading' && vehicles.length === 0 && (
                <Spinner aria-label={messages.common.loading} />
              )}
              {state.status === 'error' && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{getErrorMessage(state.error, messages.api.unknown)}</Alert.Title>
                </Alert.Root>
              )}
              {vehicles.length > 0 && (
                <Box overflowX="auto" tabIndex={0} role="region" aria-label={labels.title}>
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col" bg="bg.panel" {...PINNED_LABEL}>
                          {labels.characteristic}
                        </Table.ColumnHeader>
                        {vehicles.map((vehicle) => (
                          <Table.ColumnHeader key={vehicle.id} scope="col" {...VALUE_CELL}>
                            {vehicle.name}
                          </Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {comparisonRows(vehicles).map((row) => (
                        <Table.Row
                          key={row.label}
                          bg={row.differs ? 'charge.subtle' : undefined}
                          data-differs={row.differs}
                        >
                          <Table.Cell
                            as="th"
                            scope="row"
                            fontWeight="semibold"
                            textAlign="start"
                            // opaque, so the values scrolling under it do not show through
                            bg={row.differs ? 'charge.subtle' : 'bg.panel'}
                            {...PINNED_LABEL}
                          >
                            {row.label}
                            {row.differs && (
                              <Badge ms="2" size="xs" colorPalette="orange">
                                ≠<VisuallyHidden>{labels.differs}</VisuallyHidden>
                              </Badge>
                            )}
                          </Table.Cell>
                          {row.values.map((value, index) => (
                            <Table.Cell key={index} {...VALUE_CELL}>
                              <Text>{value}</Text>
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {labels.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
