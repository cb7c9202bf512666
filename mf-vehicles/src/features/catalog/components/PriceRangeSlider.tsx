import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Box, HStack, Text, chakra, type SystemStyleObject } from '@chargemaroc/shared/ui/layout';
import { VEHICLE_PRICE_RANGE } from '@chargemaroc/shared/contracts/vehicle';
import { formatPrice } from '@chargemaroc/shared/format';
import { vehicleLabels } from '../../../labels';

const labels = vehicleLabels.list;
const { min: MIN, max: MAX, step: STEP } = VEHICLE_PRICE_RANGE;

/** The thumb's size: a thumb's centre runs from half of it to the width less half of it. */
const THUMB_PX = 16;
const THUMB = `${THUMB_PX}px`;

/** Where a value sits on the track, as the browser places a range input's thumb. */
const position = (value: number) => `calc(${THUMB} / 2 + (100% - ${THUMB}) * ${(value - MIN) / (MAX - MIN)})`;

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

/**
 * One handle: a native range input (role slider, keyboard, touch and screen readers for free). Both
 * lie over one drawn track; only their thumbs take the pointer, so each handle is dragged on its own.
 */
const RangeInput = chakra('input', {
  base: {
    appearance: 'none',
    position: 'absolute',
    inset: '0',
    width: 'full',
    height: THUMB,
    m: '0',
    bg: 'transparent',
    pointerEvents: 'none',
    outline: 'none',
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': thumb,
    '&::-moz-range-thumb': thumb,
    '&:focus-visible::-webkit-slider-thumb': focusedThumb,
    '&:focus-visible::-moz-range-thumb': focusedThumb,
  },
});

type Range = [number, number];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const snap = (value: number) => clamp(MIN + Math.round((value - MIN) / STEP) * STEP, MIN, MAX);

/**
 * Two handles, 200 000 to 1 500 000 MAD in steps of 10 000, at least one step apart; the list changes
 * when a handle is let go (or at each key press), not while it is dragged. A press on the track moves
 * the nearer handle there.
 */
export function PriceRangeSlider({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const [draft, setDraft] = useState<Range>(range);
  const [shown, setShown] = useState(range);
  if (shown[0] !== range[0] || shown[1] !== range[1]) {
    setShown(range);
    setDraft(range);
  }
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  // the latest values, for the native `change` listeners (set once) and a handle moved in between
  const latest = useRef({ draft, range, onChange });
  useEffect(() => {
    latest.current = { draft, range, onChange };
  });

  /** Moves one handle to a value (snapped, one step from the other handle at least) and shows it. */
  const move = useCallback((handle: 0 | 1, value: number): Range => {
    const [low, high] = latest.current.draft;
    const next: Range =
      handle === 0
        ? [clamp(snap(value), MIN, high - STEP), high]
        : [low, clamp(snap(value), low + STEP, MAX)];
    latest.current.draft = next;
    setDraft(next);
    return next;
  }, []);
  /** Changes the list when the range differs from the URL's. */
  const commit = useCallback((next: Range) => {
    const { range: current, onChange: change } = latest.current;
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
    const value = MIN + ratio * (MAX - MIN);
    const [low, high] = latest.current.draft;
    const handle = Math.abs(value - low) <= Math.abs(value - high) ? 0 : 1;
    commit(move(handle, value));
    (handle === 0 ? minInput : maxInput).current?.focus();
  };

  // the lower handle goes on top once it is in the upper half, so two handles pushed together at
  // either end can still be pulled apart with the pointer
  const lowerOnTop = draft[0] > (MIN + MAX) / 2;
  return (
    <Box px="1">
      <Box position="relative" height={THUMB} onPointerDown={pressTrack} cursor="pointer">
        <Box
          aria-hidden
          pointerEvents="none"
          position="absolute"
          top="50%"
          translate="0 -50%"
          insetInline="0"
          height="1.5"
          borderRadius="full"
          bg="bg.emphasized"
          boxShadow="inset"
        />
        <Box
          aria-hidden
          pointerEvents="none"
          position="absolute"
          top="50%"
          translate="0 -50%"
          height="1.5"
          bg="colorPalette.solid"
          style={{ left: position(draft[0]), right: `calc(100% - ${position(draft[1])})` }}
        />
        <RangeInput
          ref={minInput}
          type="range"
          min={MIN}
          max={MAX}
          step={STEP}
          value={draft[0]}
          aria-label={labels.priceMin}
          aria-valuetext={formatPrice(draft[0])}
          onChange={(event) => move(0, Number(event.target.value))}
          zIndex={lowerOnTop ? 2 : 1}
        />
        <RangeInput
          ref={maxInput}
          type="range"
          min={MIN}
          max={MAX}
          step={STEP}
          value={draft[1]}
          aria-label={labels.priceMax}
          aria-valuetext={formatPrice(draft[1])}
          onChange={(event) => move(1, Number(event.target.value))}
          zIndex={lowerOnTop ? 1 : 2}
        />
      </Box>
      <HStack justify="space-between" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{formatPrice(draft[0])}</Text>
        <Text>{formatPrice(draft[1])}</Text>
      </HStack>
    </Box>
  );
}
