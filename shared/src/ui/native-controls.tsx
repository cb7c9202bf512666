/**
 * Controls made of native elements in the design system's look: a checkbox, a switch, a radio group,
 * a slider, a two-handle range and a disclosure section. They replace Chakra's Checkbox, Switch,
 * RadioGroup, Slider and Accordion where those only toggle, choose, slide or fold: no state machine to download and hydrate (zag's core, its DOM helpers
 * and one machine per component), and the native ones work, and are announced, before the page's
 * code has run.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Box, Button, Flex, HStack, Stack, Text, chakra, type SystemStyleObject } from '@chakra-ui/react';

// ---------------------------------------------------------------------------------------------------
// Checkbox

export interface NativeCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, which is also the box's accessible name. */
  children: ReactNode;
  disabled?: boolean;
}

/** A native checkbox in the brand colour, inside its label (a press on the text toggles it too). */
export function NativeCheckbox({ checked, onCheckedChange, children, disabled }: NativeCheckboxProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      textStyle="sm"
      fontWeight="medium"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        boxSize="4"
        m="0"
        flexShrink="0"
        accentColor="colorPalette.solid"
        cursor="inherit"
        focusVisibleRing="outside"
      />
      <span>{children}</span>
    </chakra.label>
  );
}

// ---------------------------------------------------------------------------------------------------
// Switch

/** The track's size (size tokens, 2.5rem by 1.25rem), as Chakra's switch (size md). */
const SWITCH_WIDTH = '10';
const SWITCH_HEIGHT = '5';

const switchThumb: SystemStyleObject = {
  content: '""',
  position: 'absolute',
  top: '0',
  insetInlineStart: '0',
  width: SWITCH_HEIGHT,
  height: SWITCH_HEIGHT,
  borderRadius: 'full',
  bg: 'white',
  boxShadow: 'sm',
  scale: '0.8',
  transitionProperty: 'translate',
  transitionDuration: 'fast',
};

/**
 * The track is the input itself (no native look), its thumb drawn by `::before`: a press anywhere on
 * it, or on the label, toggles the native box.
 */
const SwitchInput = chakra('input', {
  base: {
    appearance: 'none',
    position: 'relative',
    flexShrink: '0',
    width: SWITCH_WIDTH,
    height: SWITCH_HEIGHT,
    m: '0',
    borderRadius: 'full',
    bg: 'bg.emphasized',
    cursor: 'inherit',
    transition: 'backgrounds',
    focusVisibleRing: 'outside',
    '&::before': switchThumb,
    _checked: { bg: 'colorPalette.solid' },
    // the thumb runs the track's width less its height (2.5rem - 1.25rem)
    '&:checked::before': { bg: 'colorPalette.contrast', translate: '1.25rem 0' },
  },
});

export interface NativeSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, which is the switch's accessible name. */
  children: ReactNode;
  /** A line under the label, read as the switch's description (not part of its name). */
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * An on/off switch in the brand colour: a native checkbox with the `switch` role, drawn as a track
 * and a thumb, inside its label (a press on the text toggles it too; Space from the keyboard).
 */
export function NativeSwitch({
  checked,
  onCheckedChange,
  children,
  description,
  disabled,
}: NativeSwitchProps) {
  const id = useId();
  const labelId = `${id}label`;
  const descriptionId = `${id}description`;
  return (
    <chakra.label
      display="inline-flex"
      alignItems={description ? 'start' : 'center'}
      gap="2.5"
      verticalAlign="middle"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}
    >
      <SwitchInput
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <chakra.span textStyle="sm" fontWeight="medium" lineHeight={description ? '1.25rem' : '1'}>
        <span id={labelId}>{children}</span>
        {description && (
          <chakra.span id={descriptionId} display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
            {description}
          </chakra.span>
        )}
      </chakra.span>
    </chakra.label>
  );
}

// ---------------------------------------------------------------------------------------------------
// Radio group

export interface NativeRadioOption<V extends string> {
  value: V;
  /** The option's visible label, its accessible name. */
  label: ReactNode;
  /** A line under the label, read as the option's description. */
  description?: ReactNode;
  /** Shown at the end of the row (e.g. a price), and read with the label as the option's name. */
  end?: ReactNode;
  disabled?: boolean;
}

interface NativeRadioGroupBaseProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly NativeRadioOption<V>[];
  /** The radios' form name; one of the page's own when not given. */
  name?: string;
}

export type NativeRadioGroupProps<V extends string> = NativeRadioGroupBaseProps<V> &
  (
    | {
        /** The group's visible name, shown above its options. */
        label: ReactNode;
        'aria-labelledby'?: never;
      }
    | {
        label?: never;
        /** The id of a visible element already naming the group (e.g. its section's heading). */
        'aria-labelledby': string;
      }
  );

/**
 * One choice among a few, in the brand colour: native radios sharing a name (the arrow keys move the
 * choice, Tab enters and leaves the group at the chosen one), each inside its label, in a
 * `radiogroup` named by its visible label or by the element `aria-labelledby` gives.
 */
export function NativeRadioGroup<V extends string>(props: NativeRadioGroupProps<V>) {
  const { value, onValueChange, options, name, label } = props;
  const id = useId();
  const groupLabelId = props['aria-labelledby'] ?? `${id}label`;
  return (
    <Box role="radiogroup" aria-labelledby={groupLabelId}>
      {label !== undefined && (
        <Box id={groupLabelId} textStyle="md" fontWeight="semibold" mb="3">
          {label}
        </Box>
      )}
      <Stack gap="3">
        {options.map((option, index) => {
          const optionId = `${id}option${index}`;
          return (
            <chakra.label
              key={option.value}
              display="flex"
              alignItems="start"
              gap="2.5"
              textStyle="sm"
              fontWeight="medium"
              cursor={option.disabled ? 'not-allowed' : 'pointer'}
              opacity={option.disabled ? 0.5 : undefined}
            >
              <chakra.input
                type="radio"
                name={name ?? `${id}radio`}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-labelledby={
                  option.end === undefined ? `${optionId}label` : `${optionId}label ${optionId}end`
                }
                aria-describedby={option.description === undefined ? undefined : `${optionId}description`}
                onChange={(event) => {
                  if (event.target.checked) onValueChange(option.value);
                }}
                boxSize="5"
                m="0"
                flexShrink="0"
                accentColor="colorPalette.solid"
                cursor="inherit"
                focusVisibleRing="outside"
              />
              <HStack flex="1" minW="0" justify="space-between" align="start" gap="4">
                <chakra.span minW="0">
                  <span id={`${optionId}label`}>{option.label}</span>
                  {option.description !== undefined && (
                    <chakra.span
                      id={`${optionId}description`}
                      display="block"
                      fontSize="sm"
                      color="fg.muted"
                      fontWeight="normal"
                    >
                      {option.description}
                    </chakra.span>
                  )}
                </chakra.span>
                {option.end !== undefined && (
                  <chakra.span id={`${optionId}end`} flexShrink="0">
                    {option.end}
                  </chakra.span>
                )}
              </HStack>
            </chakra.label>
          );
        })}
      </Stack>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------------
// Disclosure

function Chevron({ open }: { open: boolean }) {
  return (
    <chakra.svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      flexShrink="0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      color="fg.subtle"
      transition="rotate 0.2s"
      rotate={open ? '180deg' : undefined}
    >
      <path d="M6 9l6 6 6-6" />
    </chakra.svg>
  );
}

export interface DisclosureProps {
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Render the content only once the section has been opened (less markup and work while closed). */
  lazyMount?: boolean;
}

/**
 * A section that folds, after the WAI-ARIA disclosure (accordion) pattern: a button in a heading,
 * with `aria-expanded` and `aria-controls`, over a region it names. The caller holds which sections
 * are open (e.g. one at a time).
 */
export function Disclosure({ title, open, onOpenChange, children, lazyMount = false }: DisclosureProps) {
  const id = useId();
  const triggerId = `${id}trigger`;
  const panelId = `${id}panel`;
  const [visited, setVisited] = useState(open);
  if (open && !visited) setVisited(true);
  return (
    <Box>
      <chakra.h3 m="0" fontSize="inherit" fontWeight="inherit" lineHeight="inherit">
        <chakra.button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          display="flex"
          alignItems="center"
          gap="3"
          width="full"
          py="2"
          textAlign="start"
          textStyle="md"
          fontWeight="semibold"
          borderRadius="l2"
          cursor="pointer"
          outline="0"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          <Box flex="1">{title}</Box>
          <Chevron open={open} />
        </chakra.button>
      </chakra.h3>
      <Box id={panelId} role="region" aria-labelledby={triggerId} hidden={!open} pt="2" pb="4">
        {(visited || !lazyMount) && children}
      </Box>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------------
// A panel folded behind a button on narrow screens (a list's filters)

export interface NarrowScreenFoldProps {
  /** The panel's id (the button controls it). */
  id: string;
  /** The button's text while the panel is folded, and while it is open. */
  showLabel: string;
  hideLabel: string;
  /** Said after the button's text, e.g. how many filters are active: ' (2)'. */
  suffix?: string;
  children: ReactNode;
}

/**
 * Beside the content on wide screens; behind a toggle button on narrow ones. The panel follows its
 * button's `aria-expanded` in CSS, so the page's first script can open it before the page's code has
 * run (shell/src/early), and a box in it can be ticked at first paint.
 */
export function NarrowScreenFold({ id, showLabel, hideLabel, suffix = '', children }: NarrowScreenFoldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="outline"
        width="full"
        mb="3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? hideLabel : showLabel}
        {suffix}
      </Button>
      <Box
        id={id}
        display={{ base: 'none', lg: 'block' }}
        css={{ '[aria-expanded=true] + &': { display: 'block' } }}
      >
        {children}
      </Box>
    </>
  );
}

// ---------------------------------------------------------------------------------------------------
// Sliders: native range inputs (role slider, keyboard, touch and screen readers for free) over one
// drawn track

/** The thumb's size: a thumb's centre runs from half of it to the width less half of it. */
const THUMB_PX = 16;
const THUMB = `${THUMB_PX}px`;

/** Where a value sits on the track, as the browser places a range input's thumb. */
const position = (ratio: number) => `calc(${THUMB} / 2 + (100% - ${THUMB}) * ${ratio})`;

const thumb: SystemStyleObject = {
  appearance: 'none',
  pointerEvents: 'auto',
  width: THUMB,
  height: THUMB,
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'colorPalette.solid',
  bg: 'bg',
  boxShadow: 'xs',
  cursor: 'grab',
};
const focusedThumb: SystemStyleObject = { outline: '3px solid', outlineColor: 'colorPalette.focusRing' };
const track: SystemStyleObject = { appearance: 'none', bg: 'transparent', height: THUMB, border: 'none' };

const RangeInput = chakra('input', {
  base: {
    appearance: 'none',
    position: 'absolute',
    inset: '0',
    width: 'full',
    height: THUMB,
    m: '0',
    bg: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': thumb,
    '&::-moz-range-thumb': thumb,
    '&:focus-visible::-webkit-slider-thumb': focusedThumb,
    '&:focus-visible::-moz-range-thumb': focusedThumb,
  },
});

/** The drawn track, and its filled part from `from` to `to` (ratios of the track, 0 to 1). */
function Track({ from, to }: { from: number; to: number }) {
  const bar: SystemStyleObject = {
    position: 'absolute',
    top: '50%',
    translate: '0 -50%',
    height: '1.5',
    pointerEvents: 'none',
  };
  return (
    <>
      <Box aria-hidden css={bar} insetInline="0" borderRadius="full" bg="bg.emphasized" boxShadow="inset" />
      <Box
        aria-hidden
        css={bar}
        bg="colorPalette.solid"
        style={{ left: position(from), right: `calc(100% - ${position(to)})` }}
      />
    </>
  );
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

interface Bounds {
  min: number;
  max: number;
  step: number;
}

export interface NativeSliderProps extends Bounds {
  value: number;
  /** At every move (drag, key press, press on the track). */
  onValueChange: (value: number) => void;
  /** The visible label above the slider, which names it. */
  label: ReactNode;
  /** The value as read aloud (e.g. '40 A'); the number itself without it. */
  valueText?: string;
}

/** One value on a track, in the brand colour: a native range input under its label. */
export function NativeSlider({ min, max, step, value, onValueChange, label, valueText }: NativeSliderProps) {
  const id = useId();
  const ratio = max > min ? (clamp(value, min, max) - min) / (max - min) : 0;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" textStyle="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Box position="relative" height={THUMB} px="0">
        <Track from={0} to={ratio} />
        <RangeInput
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={valueText}
          onChange={(event) => onValueChange(Number(event.target.value))}
        />
      </Box>
    </Box>
  );
}

type Range = [number, number];

export interface RangeSliderProps extends Bounds {
  value: Range;
  /** When a handle is let go (or at each key press, or a press on the track), not while it moves. */
  onValueCommit: (value: Range) => void;
  /** The names of the lower and the upper handle. */
  labels: readonly [string, string];
  /** A value as read aloud and shown under the track. */
  formatValue?: (value: number) => string;
}

/**
 * Two handles at least one step apart, on the steps from `min`; the range is committed when a handle
 * is let go. A press on the track moves the nearer handle there. Follows a new `value` (Back, a link).
 */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onValueCommit,
  labels,
  formatValue = String,
}: RangeSliderProps) {
  const [draft, setDraft] = useState<Range>(value);
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
  }
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  // the latest values, for the native `change` listeners (set once) and a handle moved in between
  const latest = useRef({ draft, value, onValueCommit, bounds: { min, max, step } });
  useEffect(() => {
    latest.current = { draft, value, onValueCommit, bounds: { min, max, step } };
  });

  /** Moves one handle to a value (snapped, one step from the other handle at least) and shows it. */
  const move = useCallback((handle: 0 | 1, to: number): Range => {
    const { draft: current, bounds } = latest.current;
    const snapped = clamp(
      bounds.min + Math.round((to - bounds.min) / bounds.step) * bounds.step,
      bounds.min,
      bounds.max,
    );
    const [low, high] = current;
    const next: Range =
      handle === 0
        ? [clamp(snapped, bounds.min, high - bounds.step), high]
        : [low, clamp(snapped, low + bounds.step, bounds.max)];
    latest.current.draft = next;
    setDraft(next);
    return next;
  }, []);
  /** Commits the range when it differs from the given one. */
  const commit = useCallback((next: Range) => {
    const { value: current, onValueCommit: change } = latest.current;
    if (next[0] !== current[0] || next[1] !== current[1]) change(next);
  }, []);

  useEffect(() => {
    // React's onChange follows every `input` event; the native `change` comes when a handle is let go
    // (or at each key press)
    const removers = ([minInput.current, maxInput.current] as const).map((input, handle) => {
      const onCommit = () => {
        if (input) commit(move(handle === 0 ? 0 : 1, Number(input.value)));
      };
      input?.addEventListener('change', onCommit);
      return () => input?.removeEventListener('change', onCommit);
    });
    return () => removers.forEach((remove) => remove());
  }, [commit, move]);

  const pressTrack = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = clamp((event.clientX - box.left - THUMB_PX / 2) / (box.width - THUMB_PX), 0, 1);
    const at = min + ratio * (max - min);
    const [low, high] = latest.current.draft;
    const handle = Math.abs(at - low) <= Math.abs(at - high) ? 0 : 1;
    commit(move(handle, at));
    (handle === 0 ? minInput : maxInput).current?.focus();
  };

  const ratio = (at: number) => (max > min ? (at - min) / (max - min) : 0);
  // the lower handle goes on top once it is in the upper half, so two handles pushed together at
  // either end can still be pulled apart with the pointer
  const lowerOnTop = draft[0] > (min + max) / 2;
  const handle = (index: 0 | 1) => (
    <RangeInput
      ref={index === 0 ? minInput : maxInput}
      type="range"
      min={min}
      max={max}
      step={step}
      value={draft[index]}
      aria-label={labels[index]}
      aria-valuetext={formatValue(draft[index])}
      onChange={(event) => move(index, Number(event.target.value))}
      // only the thumbs take the pointer, so each handle is dragged on its own
      pointerEvents="none"
      zIndex={(index === 0) === lowerOnTop ? 2 : 1}
    />
  );
  return (
    <Box px="1">
      <Box position="relative" height={THUMB} onPointerDown={pressTrack} cursor="pointer">
        <Track from={ratio(draft[0])} to={ratio(draft[1])} />
        {handle(0)}
        {handle(1)}
      </Box>
      <HStack justify="space-between" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{formatValue(draft[0])}</Text>
        <Text>{formatValue(draft[1])}</Text>
      </HStack>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------------
// Tabs

export interface NativeTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The selected tab's line: under it in a row; beside the panel once side tabs are a column. */
const selectedLine = {
  row: {
    content: '""',
    position: 'absolute',
    bg: 'colorPalette.solid',
    insetInline: '0',
    bottom: '-1px',
    height: '2px',
  },
  side: {
    content: '""',
    position: 'absolute',
    bg: 'colorPalette.solid',
    insetInlineStart: { base: '0', md: 'auto' },
    insetInlineEnd: { base: '0', md: '-1px' },
    top: { base: 'auto', md: '0' },
    bottom: { base: '-1px', md: '0' },
    width: { base: 'auto', md: '2px' },
    height: { base: '2px', md: 'auto' },
  },
} as const;

const Tab = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: '0',
    minHeight: '10',
    px: '4',
    py: '2',
    textStyle: 'sm',
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg.muted',
    position: 'relative',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _selected: { color: 'charge.800', fontWeight: 'semibold' },
  },
  variants: {
    layout: {
      row: { _selected: { _before: selectedLine.row } },
      side: { color: 'fg', _selected: { _before: selectedLine.side } },
    },
  },
});

const ARROW_MOVES: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Tabs after the WAI-ARIA tabs pattern, with plain elements (no state machine to download and
 * hydrate): one tab in the Tab order, arrow keys on both axes, Home and End move and select, each
 * panel is labelled by its tab. Every panel is rendered (the server's HTML holds them all), the
 * others hidden. `row`: a row of tabs over the panel; `side`: a row on phones, a column beside the
 * panel from md up.
 */
export function NativeTabs({
  label,
  tabs,
  defaultValue,
  layout = 'row',
}: {
  label: string;
  tabs: NativeTab[];
  defaultValue: string;
  layout?: 'row' | 'side';
}) {
  const id = useId();
  const [selected, setSelected] = useState(defaultValue);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;
  const side = layout === 'side';

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const arrow = ARROW_MOVES[event.key];
    const target =
      arrow !== undefined
        ? index + arrow
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    setSelected(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <Flex direction={side ? { base: 'column', md: 'row' } : 'column'} gap="4">
      <Flex
        role="tablist"
        aria-label={label}
        aria-orientation={side ? 'vertical' : 'horizontal'}
        direction={side ? { base: 'row', md: 'column' } : 'row'}
        // every tab in sight on a phone: a row that does not fit goes on a second line, never out of view
        wrap="wrap"
        flexShrink="0"
        minW={side ? { md: '52' } : undefined}
        borderColor="border"
        borderBottomWidth={side ? { base: '1px', md: '0' } : '1px'}
        borderEndWidth={side ? { base: '0', md: '1px' } : undefined}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <Tab
              key={tab.value}
              layout={layout}
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
