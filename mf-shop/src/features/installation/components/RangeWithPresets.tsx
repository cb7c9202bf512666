import { useId } from 'react';
import { Button, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { NativeSlider } from '@chargemaroc/shared/ui/native-controls';

interface RangeWithPresetsProps {
  label: string;
  sliderLabel: string;
  presetsLabel: string;
  unit: string;
  value: number;
  range: { min: number; max: number; step: number };
  presets: readonly number[];
  onChange: (value: number) => void;
}

/** A slider (a native range input, the design system's) with buttons for the usual values. */
export function RangeWithPresets({
  label,
  sliderLabel,
  presetsLabel,
  unit,
  value,
  range,
  presets,
  onChange,
}: RangeWithPresetsProps) {
  const presetsId = useId();
  return (
    <Stack gap="2">
      <NativeSlider
        label={label}
        valueText={`${value} ${unit}`}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onValueChange={onChange}
      />
      <Text id={presetsId} fontSize="xs" color="fg.muted">
        {presetsLabel}
      </Text>
      <HStack role="group" aria-labelledby={presetsId} gap="1" wrap="wrap">
        {presets.map((preset) => (
          <Button
            key={preset}
            size="xs"
            variant={preset === value ? 'solid' : 'outline'}
            aria-pressed={preset === value}
            aria-label={`${sliderLabel} : ${preset} ${unit}`}
            onClick={() => onChange(preset)}
          >
            {preset} {unit}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
