/**
 * The machine's statechart as nested boxes: active states highlighted (and `aria-current`), taken
 * transitions marked with their count (`data-taken`), those of the event on show drawn strongest.
 */
import { Colors } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import { activeNodeIds, layoutStatechart, statechartOf } from '@console/machines';

export interface StatechartViewProps {
  machine: AnyStateMachine;
  value: StateValue | null;
  /** Times each transition was taken (by transition key). */
  taken: ReadonlyMap<string, number>;
  /** Transitions of the event on show, drawn strongest. */
  last: readonly string[];
}

export function StatechartView({ machine, value, taken, last }: StatechartViewProps) {
  const chart = statechartOf(machine);
  const layout = useMemo(() => layoutStatechart(chart), [chart]);
  const active = activeNodeIds(chart, value);
  return (
    <div className="console-inspector-chart">
      <svg
        role="img"
        aria-label={`Statechart of ${chart.machineId}`}
        width={layout.width + 2}
        height={layout.height + 2}
        viewBox={`-1 -1 ${layout.width + 2} ${layout.height + 2}`}
      >
        {layout.boxes.map((box) => {
          const on = active.has(box.id);
          return (
            <g key={box.id} aria-current={on && box.depth > 0 ? 'step' : undefined} data-state={box.id}>
              <rect
                x={box.x}
                y={box.y}
                width={box.width}
                height={box.height}
                rx={box.type === 'final' ? 2 : 6}
                fill={on ? Colors.BLUE5 : Colors.WHITE}
                fillOpacity={on ? 0.25 + 0.1 * Math.min(box.depth, 3) : 1}
                stroke={on ? Colors.BLUE3 : Colors.GRAY3}
                strokeWidth={on ? 2 : 1}
                strokeDasharray={box.type === 'parallel' ? '5 3' : undefined}
              />
              {box.type === 'final' && (
                <rect
                  x={box.x + 3}
                  y={box.y + 3}
                  width={box.width - 6}
                  height={box.height - 6}
                  rx={2}
                  fill="none"
                  stroke={Colors.GRAY3}
                />
              )}
              <text x={box.x + 8} y={box.y + 14} fontWeight={on ? 'bold' : 'normal'} fill={Colors.DARK_GRAY1}>
                {box.initial ? '▸ ' : ''}
                {box.label}
                {box.type === 'parallel' ? ' (parallel)' : ''}
              </text>
              {box.lines.map((line) => {
                const count = taken.get(line.transitionId) ?? 0;
                const isLast = last.includes(line.transitionId);
                return (
                  <text
                    key={line.transitionId}
                    data-transition={line.transitionId}
                    data-taken={count}
                    data-last={isLast ? 'true' : undefined}
                    x={line.x}
                    y={line.y}
                    fill={isLast ? Colors.ORANGE3 : count > 0 ? Colors.GREEN3 : Colors.GRAY1}
                    fontWeight={isLast || count > 0 ? 'bold' : 'normal'}
                  >
                    {line.text}
                    {count > 0 ? `  ×${count}` : ''}
                  </text>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
