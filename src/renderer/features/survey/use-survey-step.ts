import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseStepParam, stepParam, type StepPosition } from './step-model';

/**
 * The shown step, kept in the address (`?step=3`, `?step=review`) so a reload or a shared link
 * opens the same place. Each move is a history entry: the browser's Back returns a step.
 */
export function useSurveyStep(count: number): [StepPosition, (next: StepPosition) => void] {
  const [params, setParams] = useSearchParams();
  const position = parseStepParam(params.get('step'), count);
  const go = useCallback(
    (next: StepPosition) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', stepParam(next));
        return updated;
      }),
    [setParams],
  );
  return [position, go];
}
