import { Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SaveStatus } from './answer-store';
import classes from './survey.module.css';
import { tone } from '../../lib/tones';

/** "Saving…" while an answer is on its way, then "Saved" for a moment; read out politely. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <span className={classes.indicator} data-status={status} aria-live="polite">
      {status === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          Saving…
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCheck size={14} aria-hidden />
          Saved
        </>
      )}
    </span>
  );
}

/** Why an answer was not saved (it is back to what it was). */
export function SaveError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text id={id} role="alert" size="sm" c={tone.dangerText}>
      {text}
    </Text>
  );
}
