import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Flex, chakra } from '@chargemaroc/shared/ui/layout';

export interface SideTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The selected tab's line: under it while the tabs are a row, beside the panel once they are a column. */
const selectedLine = {
  content: '""',
  position: 'absolute',
  bg: 'colorPalette.solid',
  insetInlineStart: { base: '0', md: 'auto' },
  insetInlineEnd: { base: '0', md: '-1px' },
  top: { base: 'auto', md: '0' },
  bottom: { base: '-1px', md: '0' },
  width: { base: 'auto', md: '2px' },
  height: { base: '2px', md: 'auto' },
} as const;

const Tab = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '10',
    px: '4',
    py: '2',
    textStyle: 'sm',
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg',
    position: 'relative',
    cursor: 'pointer',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _selected: { color: 'charge.800', fontWeight: 'semibold', _before: selectedLine },
  },
});

/**
 * Side tabs after the WAI-ARIA tabs pattern, with plain elements (no state machine to download): one
 * tab in the Tab order, arrow keys (both axes, as the list is a row on phones), Home and End move
 * and select, each panel is labelled by its tab. Every panel is rendered, the others hidden.
 */
export function SideTabs({
  label,
  tabs,
  defaultValue,
}: {
  label: string;
  tabs: SideTab[];
  defaultValue: string;
}) {
  const id = useId();
  const [selected, setSelected] = useState(defaultValue);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (move + tabs.length) % tabs.length;
    setSelected(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="4">
      <Flex
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        direction={{ base: 'row', md: 'column' }}
        wrap="wrap"
        flexShrink="0"
        minW={{ md: '52' }}
        borderColor="border"
        borderBottomWidth={{ base: '1px', md: '0' }}
        borderEndWidth={{ base: '0', md: '1px' }}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <Tab
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </Flex>
      <Box flex="1" minW="0">
        {tabs.map((tab) => (
          <Box
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            tabIndex={0}
            hidden={tab.value !== selected}
            focusVisibleRing="inside"
          >
            {tab.content}
          </Box>
        ))}
      </Box>
    </Flex>
  );
}
