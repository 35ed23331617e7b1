import { ResponsiveLine } from "@nivo/line";

export type LinePoint = { x: string; y: number };

/** Theme colours (app/tailwind.css): ink for text, line for grids. */
const INK = "#1f1b2e";
const INK_MUTED = "#5f5a75";
const GRID = "#e7e3f0";

const theme = {
  text: { fill: INK_MUTED, fontSize: 11, fontFamily: "inherit" },
  axis: { ticks: { text: { fill: INK_MUTED, fontSize: 11 } }, domain: { line: { stroke: GRID } } },
  grid: { line: { stroke: GRID, strokeWidth: 1 } },
  crosshair: { line: { stroke: INK, strokeOpacity: 0.35 } },
  tooltip: { container: { background: "#ffffff", color: INK, fontSize: 12, borderRadius: 8 } },
};

/**
 * One monthly line chart, drawn by nivo (which measures its parent: client only).
 * The SVG is decorative for assistive technology: the figure's table carries the numbers.
 */
export default function LineChart({ id, label, color, points }: { id: string; label: string; color: string; points: LinePoint[] }) {
  const max = Math.max(0, ...points.map((point) => point.y));
  return (
    <ResponsiveLine
      data={[{ id, data: points }]}
      margin={{ top: 12, right: 14, bottom: 34, left: 36 }}
      xScale={{ type: "point" }}
      yScale={{ type: "linear", min: 0, max: max === 0 ? 1 : "auto", nice: true }}
      curve="monotoneX"
      colors={[color]}
      lineWidth={2.5}
      enableArea
      areaOpacity={0.12}
      pointSize={5}
      pointColor="#ffffff"
      pointBorderWidth={2}
      pointBorderColor={{ from: "seriesColor" }}
      enableGridX={false}
      gridYValues={4}
      axisBottom={{ tickSize: 0, tickPadding: 8, tickRotation: -45 }}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 4, format: (value) => (Number.isInteger(value) ? String(value) : "") }}
      theme={theme}
      useMesh
      animate={false}
      role="img"
      ariaLabel={label}
    />
  );
}
