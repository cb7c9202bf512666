import { Box, HStack, Text } from '@chargemaroc/shared/ui/layout';
import { Slider } from '@chargemaroc/shared/ui/slider';
import { MIN_SOC_GAP, SOC_STEP } from '@chargemaroc/shared/domain/charging-simulator';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';

const labels = vehicleLabels.simulator;

/**
 * Spec §4: two handles (start and end) moved in 5 % steps, the start at least 5 points below the
 * end. Arrow keys move a handle by 5, Page Up/Down by 10, Home/End to the bounds; touch drags.
 */
export function SocRangeSlider({
  value,
  onChange,
}: {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}) {
  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold" id="soc-range-label">
          {labels.socRange}
        </Text>
        <Text aria-hidden="true">{formatMessage(labels.socValue, { start: value[0], end: value[1] })}</Text>
      </HStack>
      <Slider.Root
        min={0}
        max={100}
        step={SOC_STEP}
        largeStep={2 * SOC_STEP}
        minStepsBetweenThumbs={MIN_SOC_GAP / SOC_STEP}
        value={value}
        aria-label={[labels.socStart, labels.socEnd]}
        getAriaValueText={({ value: point }) => `${point} %`}
        onValueChange={({ value: next }) => {
          const [start = value[0], end = value[1]] = next;
          onChange([start, end]);
        }}
        px="2"
        touchAction="none"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
    </Box>
  );
}
