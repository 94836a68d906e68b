/**
 * Imports an exported log: replays it in the sandbox, lists it as a read-only actor, says whether it reached
 * the recorded state.
 */
import { Callout, FileInput } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import { importActorLog, parseActorLog, type Inspector, type MachineRegistry } from '@console/machines';

export interface ImportLogProps {
  inspector: Inspector;
  registry: MachineRegistry;
  onImported(actorId: string): void;
}

type Outcome = { intent: 'success' | 'warning' | 'danger'; text: string };

export function ImportLog({ inspector, registry, onImported }: ImportLogProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      const result = importActorLog(inspector, parseActorLog(await file.text()), registry);
      setOutcome(
        result.matches
          ? { intent: 'success', text: `Replayed ${file.name}: it reached the recorded state.` }
          : { intent: 'warning', text: `Replayed ${file.name}, but ${result.mismatch}.` },
      );
      onImported(result.actorId);
    } catch (error) {
      setOutcome({ intent: 'danger', text: error instanceof Error ? error.message : String(error) });
    } finally {
      input.value = '';
    }
  };
  return (
    <>
      <FileInput
        text="Import log…"
        buttonText="Browse"
        inputProps={{ accept: 'application/json,.json', 'aria-label': 'Import log' }}
        onInputChange={onChange}
      />
      {outcome && (
        <Callout intent={outcome.intent} role="status" aria-label="Import result" compact>
          {outcome.text}
        </Callout>
      )}
    </>
  );
}
