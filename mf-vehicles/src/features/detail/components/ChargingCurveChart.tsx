import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { Box } from '@chargemaroc/shared/ui/layout';
import type { CurvePoint } from '@chargemaroc/shared/domain/charging-simulator';
import { tickLabels } from '../model/chart-axes';

/** The few rules of uPlot's stylesheet the chart needs, scoped to its box (no global CSS from a remote). */
const UPLOT_CSS = {
  '& .uplot, & .uplot *': { boxSizing: 'border-box' },
  '& .uplot': { width: '100%' },
  '& .u-wrap': { position: 'relative', userSelect: 'none' },
  '& .u-over, & .u-under': { position: 'absolute' },
  '& .u-under': { overflow: 'hidden' },
  '& .uplot canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
  '& .u-axis': { position: 'absolute' },
  '& .u-legend': { display: 'none' },
  '& .u-cursor-x, & .u-cursor-y': { position: 'absolute', left: 0, top: 0, pointerEvents: 'none' },
  '& .u-cursor-pt': { position: 'absolute', top: 0, left: 0, borderRadius: '50%', pointerEvents: 'none' },
  '& .u-hz .u-cursor-x': { height: '100%', borderRight: '1px dashed #607D8B' },
  '& .u-hz .u-cursor-y': { width: '100%', borderBottom: '1px dashed #607D8B' },
  '& .u-select': { position: 'absolute', pointerEvents: 'none' },
  '& .u-off': { display: 'none' },
} as const;

const HEIGHT = 220;

/** Power (kW) against state of charge (%), drawn by uPlot on a canvas sized to its box. */
export function ChargingCurveChart({ curve, label }: { curve: readonly CurvePoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const chart = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] } },
        axes: [
          { values: (_u, ticks) => tickLabels(ticks, '%'), stroke: '#4a5568' },
          {
            values: (_u, ticks) => tickLabels(ticks, 'kW'),
            size: 60,
            stroke: '#4a5568',
          },
        ],
        series: [{}, { label: 'kW', stroke: '#15803d', width: 2, fill: 'rgba(21, 128, 61, 0.12)' }],
      },
      [[], []],
      element,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    plot.current?.setData([curve.map((point) => point.soc), curve.map((point) => point.powerKw)]);
  }, [curve]);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={label}
      css={UPLOT_CSS}
      minH={`${HEIGHT}px`}
      w="full"
      data-testid="charging-chart"
    />
  );
}
