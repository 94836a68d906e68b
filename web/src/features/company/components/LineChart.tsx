/** A visx line chart of one or more dated series (metrics, ranks over time), with a tooltip. */
import { Axis, Grid, LineSeries, Tooltip, XYChart, buildChartTheme } from '@visx/xychart';
import { Classes } from '@blueprintjs/core';
import { dayToDate, formatDate } from '../../../kit/format/index.js';

/** One dated point. */
export interface DatedPoint {
  date: string;
  value: number;
}

/** One named line. */
export interface ChartLine {
  key: string;
  points: readonly DatedPoint[];
}

interface Props {
  lines: readonly ChartLine[];
  /** Accessible name of the chart. */
  label: string;
  height?: number;
  /** Ranks read best at the top: 1 above 20. */
  invertY?: boolean;
  formatValue?: (value: number) => string;
}

const COLOURS = ['#0f9960', '#2b6cb0', '#d9822b', '#8f398f', '#db3737', '#1f4e79'];
const theme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: COLOURS,
  gridColor: '#e1e8ed',
  gridColorDark: '#8a9ba8',
  tickLength: 4,
});
// Days sit at local midnight, where the time scale puts its day ticks.
const x = (p: DatedPoint) => dayToDate(p.date) ?? new Date(p.date);
const y = (p: DatedPoint) => p.value;
const tickDate = (d: unknown) => (d instanceof Date ? formatDate(d) : String(d));

/** The chart; an empty set of points shows a muted line of text instead. */
export function LineChart({ lines, label, height = 240, invertY = false, formatValue = (v) => String(v) }: Props) {
  const drawn = lines.filter((line) => line.points.length > 0);
  if (drawn.length === 0) return <p className={Classes.TEXT_MUTED}>No data to chart.</p>;
  return (
    <figure className="company-chart" role="img" aria-label={label}>
      {/* XYChart measures its parent: the box needs its own height. */}
      <div style={{ height, width: '100%' }}>
        <XYChart
          height={height}
          margin={{ top: 12, right: 16, bottom: 32, left: 48 }}
          xScale={{ type: 'time' }}
          yScale={{ type: 'linear', nice: true, zero: false, reverse: invertY }}
          theme={theme}
        >
          <Grid columns={false} numTicks={4} />
          <Axis orientation="bottom" numTicks={6} tickFormat={tickDate} />
          <Axis orientation="left" numTicks={4} tickFormat={(v: number) => formatValue(Number(v))} />
          {drawn.map((line) => (
            <LineSeries key={line.key} dataKey={line.key} data={[...line.points]} xAccessor={x} yAccessor={y} />
          ))}
          <Tooltip<DatedPoint>
            snapTooltipToDatumX
            showVerticalCrosshair
            renderTooltip={({ tooltipData }) => {
              const nearest = tooltipData?.nearestDatum;
              if (!nearest) return null;
              return (
                <div>
                  <strong>{formatDate(nearest.datum.date)}</strong>
                  {Object.entries(tooltipData.datumByKey).map(([key, entry]) => (
                    <div key={key}>
                      {key}: {formatValue(entry.datum.value)}
                    </div>
                  ))}
                </div>
              );
            }}
          />
        </XYChart>
      </div>
      {drawn.length > 1 && (
        <figcaption className="company-chart-legend">
          {drawn.map((line, i) => (
            <span key={line.key}>
              <span className="company-chart-swatch" style={{ background: COLOURS[i % COLOURS.length] }} /> {line.key}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
