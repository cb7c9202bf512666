import { Alert, Badge, Box, Button, Spinner, Text, VisuallyHidden } from '@chargemaroc/shared/ui/layout';
import { Portal } from '@chargemaroc/shared/ui/portal';
import { Table, comparisonLabelCell, comparisonValueCell } from '@chargemaroc/shared/ui/content';
import { Dialog } from '@chargemaroc/shared/ui/dialog';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { useAsync } from '@chargemaroc/shared/data/use-async';
import { messages } from '@chargemaroc/shared/messages';
import { fetchVehicleList } from '../api/vehicles';
import { vehicleLabels } from '../../labels';
import { comparisonRows } from '../model/comparison-rows';

const labels = vehicleLabels.comparison;

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
                        <Table.ColumnHeader scope="col" bg="bg.panel" {...comparisonLabelCell}>
                          {labels.characteristic}
                        </Table.ColumnHeader>
                        {vehicles.map((vehicle) => (
                          <Table.ColumnHeader key={vehicle.id} scope="col" {...comparisonValueCell}>
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
                            {...comparisonLabelCell}
                          >
                            {row.label}
                            {row.differs && (
                              <Badge ms="2" size="xs" colorPalette="orange">
                                ≠<VisuallyHidden>{labels.differs}</VisuallyHidden>
                              </Badge>
                            )}
                          </Table.Cell>
                          {row.values.map((value, index) => (
                            <Table.Cell key={index} {...comparisonValueCell}>
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
