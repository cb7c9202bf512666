import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, HStack, Money, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Table } from '@chargemaroc/shared/ui/content';
import { SelectField } from '@chargemaroc/shared/ui/form-field';
import { RadioGroup } from '@chargemaroc/shared/ui/radio-group';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import {
  CHARGE_TYPE_ORDER,
  DEFAULT_SOC_RANGE,
  USAGE_EFFICIENCY,
  WEATHER_FACTORS,
  compareChargeTypes,
  simulateCharging,
  simulateFromVehicle,
  type ChargeType,
  type SimulatorMode,
  type TimeColour,
  type Usage,
  type VehicleSimulationResult,
  type Weather,
} from '@chargemaroc/shared/domain/charging-simulator';
import { formatDuration, formatNumber } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { ChargingCurveChart } from './ChargingCurveChart';
import { SocRangeSlider } from './SocRangeSlider';

const labels = vehicleLabels.simulator;
const names = messages.vehicles.simulator;

/** Spec: under 2 h green, under 8 h orange, else red. */
const COLOUR_PALETTE: Record<TimeColour, string> = { green: 'green', orange: 'orange', red: 'red' };

function Figure({ label, value, palette }: { label: string; value: ReactNode; palette?: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {palette ? (
        <Badge colorPalette={palette} size="lg" mt="1" data-testid="simulator-time">
          {value}
        </Badge>
      ) : (
        <Text fontWeight="bold" fontSize="lg" overflowWrap="anywhere">
          {value}
        </Text>
      )}
    </Box>
  );
}

/** Spec §9's charging simulator, and a second mode from the vehicle's own charging data. */
export default function ChargingSimulator({ vehicle }: { vehicle: Vehicle }) {
  const [mode, setMode] = useState<SimulatorMode>('spec');
  const [chargeType, setChargeType] = useState<ChargeType>('wallbox');
  const [weather, setWeather] = useState<Weather>('normal');
  const [usage, setUsage] = useState<Usage>('standard');
  const [soc, setSoc] = useState<[number, number]>([DEFAULT_SOC_RANGE.start, DEFAULT_SOC_RANGE.end]);

  const input = { vehicle, weather, usage, startSoc: soc[0], endSoc: soc[1] };
  const result = useMemo(
    () =>
      mode === 'vehicle'
        ? simulateFromVehicle({ ...input, chargeType })
        : simulateCharging({ ...input, chargeType }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, chargeType, weather, usage, soc[0], soc[1], vehicle],
  );
  const comparison = useMemo(
    () => compareChargeTypes(input, mode),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, weather, usage, soc[0], soc[1], vehicle],
  );
  const vehicleResult = mode === 'vehicle' ? (result as VehicleSimulationResult) : null;

  return (
    <Stack gap="6">
      <RadioGroup.Root
        value={mode}
        onValueChange={(details) => setMode((details.value as SimulatorMode | null) ?? 'spec')}
        aria-label={labels.mode}
      >
        <HStack gap="5" wrap="wrap">
          {(['spec', 'vehicle'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{labels.modes[value]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          label={labels.chargeType}
          value={chargeType}
          options={CHARGE_TYPE_ORDER.map((value) => ({ value, label: names.chargeTypes[value] }))}
          onChange={setChargeType}
        />
        <SelectField
          label={labels.weather}
          value={weather}
          options={(Object.keys(WEATHER_FACTORS) as Weather[]).map((value) => ({
            value,
            label: names.weather[value],
          }))}
          onChange={setWeather}
        />
        <SelectField
          label={labels.usage}
          value={usage}
          options={(Object.keys(USAGE_EFFICIENCY) as Usage[]).map((value) => ({
            value,
            label: names.usage[value],
          }))}
          onChange={setUsage}
        />
      </SimpleGrid>
      <SocRangeSlider value={soc} onChange={setSoc} />
      <Text fontSize="sm" color="fg.muted">
        {formatMessage(labels.battery, { kwh: formatNumber(result.batteryKwh, 1) })}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-live="polite" data-testid="simulator-results">
        <Figure label={labels.energy} value={`${formatNumber(result.energyKwh, 1)} kWh`} />
        <Figure
          label={labels.time}
          value={formatDuration(result.timeHours)}
          palette={COLOUR_PALETTE[result.colour]}
        />
        <Figure label={labels.cost} value={<Money amount={result.cost} />} />
        <Figure label={names.rangeGained} value={`${formatNumber(result.rangeGainedKm)} km`} />
      </SimpleGrid>
      {vehicleResult?.limitedBy && (
        <Text fontSize="sm" role="note">
          {formatMessage(labels.vehicleLimit, { kw: formatNumber(vehicleResult.powerKw, 1) })}
        </Text>
      )}
      <Box>
        <Text fontWeight="semibold" mb="1">
          {labels.curve}
        </Text>
        <Text fontSize="xs" color="fg.muted" mb="2">
          {labels.curveCaption}
          {vehicleResult &&
            ` — ${vehicleResult.usesMeasuredCurve ? labels.measuredCurve : labels.genericCurve}`}
        </Text>
        <ChargingCurveChart
          curve={result.curve}
          label={`${labels.curve} : ${result.curve
            .filter((_, index) => index % 5 === 0 || index === result.curve.length - 1)
            .map((point) => `${formatNumber(point.soc)} % ${formatNumber(point.powerKw, 1)} kW`)
            .join(', ')}`}
        />
      </Box>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
            {labels.comparison}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{labels.chargeTypeColumn}</Table.ColumnHeader>
              <Table.ColumnHeader>{labels.time}</Table.ColumnHeader>
              <Table.ColumnHeader>{labels.cost}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {comparison.map((row) => (
              <Table.Row
                key={row.chargeType}
                aria-current={row.chargeType === chargeType ? 'true' : undefined}
                fontWeight={row.chargeType === chargeType ? 'semibold' : undefined}
              >
                <Table.Cell>{names.chargeTypes[row.chargeType]}</Table.Cell>
                <Table.Cell>{formatDuration(row.result.timeHours)}</Table.Cell>
                <Table.Cell>
                  <Money amount={row.result.cost} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
