/** A task's progress over time (the samples the platform stored, merged with those received live), as a small line. */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Classes } from '@blueprintjs/core';
import type { TaskStatus } from '@console/schema';
import type { ProgressSample } from '../../monitor/index.js';
import { formatCount } from '../../../kit/format/index.js';

const W = 640;
const H = 140;
const M = { top: 8, right: 12, bottom: 24, left: 40 };

/** What stands in for the line while there are fewer than two samples. */
function notYet(status: TaskStatus, startedAt: number | null, last: ProgressSample | undefined): string {
  if (status === 'queued') return 'Waiting to run: its progress is drawn here as it runs.';
  if (status === 'cancelled' && startedAt === null) return 'Cancelled before it ran: no progress.';
  if (status === 'running') return 'Following it: its progress is drawn here as it arrives.';
  const end = last ? ` (${formatCount(last.done)} of ${formatCount(last.total)})` : '';
  return `No progress over time was recorded for it: only its final state is known${end}.`;
}

export function ProgressTimeline({
  samples,
  startedAt,
  status,
}: {
  samples: readonly ProgressSample[];
  startedAt: number | null;
  status: TaskStatus;
}) {
  if (samples.length < 2) return <p className={Classes.TEXT_MUTED}>{notYet(status, startedAt, samples.at(-1))}</p>;
  const t0 = startedAt && startedAt <= samples[0]!.at ? startedAt : samples[0]!.at;
  const t1 = Math.max(samples.at(-1)!.at, t0 + 1000);
  const x = scaleLinear({ domain: [0, (t1 - t0) / 1000], range: [0, W - M.left - M.right] });
  const y = scaleLinear({ domain: [0, 100], range: [H - M.top - M.bottom, 0] });
  const share = (s: ProgressSample) => (s.total > 0 ? (s.done / s.total) * 100 : 0);
  const last = samples.at(-1)!;
  return (
    <figure className="console-task-timeline" aria-label="Progress over time">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${samples.length} progress samples, last ${Math.round(share(last))} %`}
      >
        <Group left={M.left} top={M.top}>
          <AxisLeft
            scale={y}
            numTicks={3}
            tickFormat={(v) => `${v} %`}
            tickLabelProps={{ fontSize: 10, fill: 'currentColor' }}
            stroke="#abb3bf"
            tickStroke="#abb3bf"
          />
          <AxisBottom
            top={H - M.top - M.bottom}
            scale={x}
            numTicks={6}
            tickFormat={(v) => `${v} s`}
            tickLabelProps={{ fontSize: 10, fill: 'currentColor' }}
            stroke="#abb3bf"
            tickStroke="#abb3bf"
          />
          <LinePath
            data={[...samples]}
            x={(s) => x((s.at - t0) / 1000)}
            y={(s) => y(share(s))}
            stroke="var(--bp-intent-primary-rest)"
            strokeWidth={2}
          />
          {samples.map((s, i) => (
            <circle key={i} cx={x((s.at - t0) / 1000)} cy={y(share(s))} r={2} fill="var(--bp-intent-primary-rest)" />
          ))}
        </Group>
      </svg>
    </figure>
  );
}
