import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { needsDots } from '@/lib/minute-axis.ts';

const axis = { stroke: 'currentColor', fontSize: 12 };

/**
 * The two classes' pace minute by minute over the later class's target band (compare page). Minutes are the
 * shared chart minutes (from 1); a class shorter than a minute has one point and is drawn as a dot.
 */
export function PaceOverlayChart({
  pace,
  wpmBand,
  earlierName,
  laterName,
}: {
  pace: { minute: number; earlier?: number | null; later?: number | null }[];
  wpmBand: { min?: number; max?: number } | undefined;
  earlierName: string;
  laterName: string;
}) {
  const count = (key: 'earlier' | 'later') => pace.filter((p) => p[key] !== null && p[key] !== undefined).length;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={pace} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
        <CartesianGrid strokeOpacity={0.2} />
        <XAxis dataKey="minute" tick={axis} />
        <YAxis tick={axis} />
        {wpmBand?.min !== undefined && wpmBand.max !== undefined && (
          <ReferenceArea
            y1={wpmBand.min}
            y2={wpmBand.max}
            ifOverflow="extendDomain"
            fill="#10b981"
            fillOpacity={0.15}
          />
        )}
        <Tooltip />
        <Legend />
        <Line
          dataKey="earlier"
          name={earlierName}
          stroke="#94a3b8"
          strokeWidth={2}
          dot={needsDots(count('earlier'))}
          connectNulls
          isAnimationActive={false}
        />
        <Line
          dataKey="later"
          name={laterName}
          stroke="#6366f1"
          strokeWidth={2}
          dot={needsDots(count('later'))}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
