import { Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconEye, IconRotate, IconX } from '@tabler/icons-react';
import type { Dare } from '@shared/api/dares';
import { DARE_MESSAGES } from '@shared/domain/dares';
import { ActionError } from '../../components/action-error';
import { browserTimeZone } from '../../lib/time-zone';
import {
  useAcceptDare,
  useCompleteDare,
  useDeclineDare,
  useRevealDare,
  useVerifyDare,
} from './api';
import { DARE_TEXTS, verifiedText } from './messages';

/** What the screen does once a step succeeds: announce it, and say it to screen readers. */
export type Announce = (text: string) => void;

// Each step resolves through the promise, not mutate's callback: the refetched list gives the
// card a new key (its step changed), unmounting it before a callback bound to it could run.
const ignoreFailure = () => undefined; // a failure shows through the mutation's isError

/** The receiver's pending dare before its text is shown: Reveal Dare. */
export function RevealAction({ dare }: { dare: Dare }) {
  const reveal = useRevealDare();
  return (
    <Stack gap="sm">
      {reveal.isError && <ActionError title={DARE_MESSAGES.revealFailed} error={reveal.error} />}
      <Group>
        <Button
          leftSection={<IconEye size={16} aria-hidden />}
          loading={reveal.isPending}
          onClick={() => reveal.mutateAsync({ params: { id: dare.id } }).catch(ignoreFailure)}
        >
          Reveal Dare
        </Button>
      </Group>
    </Stack>
  );
}

/** The receiver's revealed dare: Accept starts the countdown, Decline ends it. */
export function AnswerActions({ dare, onDone }: { dare: Dare; onDone: Announce }) {
  const accept = useAcceptDare();
  const decline = useDeclineDare();
  const busy = accept.isPending || decline.isPending;

  const params = { params: { id: dare.id } };
  function acceptIt() {
    decline.reset();
    accept.mutateAsync(params).then(() => onDone(DARE_TEXTS.accepted), ignoreFailure);
  }
  function declineIt() {
    accept.reset();
    decline.mutateAsync(params).then(() => onDone(DARE_TEXTS.declined), ignoreFailure);
  }

  return (
    <Stack gap="sm">
      {accept.isError && <ActionError title={DARE_MESSAGES.acceptFailed} error={accept.error} />}
      {decline.isError && <ActionError title={DARE_MESSAGES.declineFailed} error={decline.error} />}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={accept.isPending}
          disabled={busy && !accept.isPending}
          onClick={acceptIt}
        >
          Accept
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          loading={decline.isPending}
          disabled={busy && !decline.isPending}
          onClick={declineIt}
        >
          Decline
        </Button>
      </Group>
    </Stack>
  );
}

/** The receiver's accepted dare, while time remains: Mark Complete. */
export function CompleteAction({ dare, onDone }: { dare: Dare; onDone: Announce }) {
  const complete = useCompleteDare();
  return (
    <Stack gap="sm">
      {complete.isError && (
        <ActionError title={DARE_MESSAGES.completeFailed} error={complete.error} />
      )}
      <Group>
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={complete.isPending}
          onClick={() =>
            complete
              .mutateAsync({ params: { id: dare.id } })
              .then(() => onDone(DARE_TEXTS.completed), ignoreFailure)
          }
        >
          Mark Complete
        </Button>
      </Group>
    </Stack>
  );
}

/** The sender's completed dare: Verify awards the points, Not yet sends it back. */
export function VerifyActions({ dare, onDone }: { dare: Dare; onDone: Announce }) {
  const verify = useVerifyDare();
  const answering = verify.isPending ? verify.variables?.body?.verified : undefined;

  function answer(verified: boolean) {
    verify
      .mutateAsync({ params: { id: dare.id }, body: { verified, timeZone: browserTimeZone() } })
      .then(
        (done) =>
          onDone(verified ? verifiedText(done.points, done.receiverName) : DARE_TEXTS.sentBack),
        ignoreFailure,
      );
  }

  return (
    <Stack gap="sm">
      {verify.isError && <ActionError title={DARE_MESSAGES.verifyFailed} error={verify.error} />}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={answering === true}
          disabled={answering === false}
          onClick={() => answer(true)}
        >
          Verify
        </Button>
        <Button
          variant="default"
          leftSection={<IconRotate size={16} aria-hidden />}
          loading={answering === false}
          disabled={answering === true}
          onClick={() => answer(false)}
        >
          Not yet
        </Button>
      </Group>
    </Stack>
  );
}
