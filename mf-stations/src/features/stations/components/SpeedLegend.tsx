import { Box, HStack, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';
import { SPEED_COLORS, SPEED_ORDER } from '../model/speed-colors';

/** What the marker colours mean (the map's legend, also true of the list's badges). */
export function SpeedLegend() {
  return (
    <Box as="section" aria-labelledby="stations-legend-title" borderWidth="1px" borderRadius="md" p="3">
      <Text id="stations-legend-title" fontWeight="semibold" fontSize="sm" mb="2">
        {stationLabels.legendTitle}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {SPEED_ORDER.map((speed) => (
          <HStack as="li" key={speed} gap="2" fontSize="sm">
            <Box
              aria-hidden="true"
              flexShrink={0}
              w="14px"
              h="14px"
              borderRadius="full"
              borderWidth="2px"
              borderColor="white"
              boxShadow="0 0 0 1px rgba(0,0,0,0.4)"
              style={{ background: SPEED_COLORS[speed] }}
            />
            <Text as="span">{stationLabels.legend[speed]}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
