import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import {
  chanceOutcomeText,
  COIN_FLIP_SPIN_MS,
  type ChanceOutcome,
} from '@shared/domain/adventures';
import classes from './coin-flip.module.css';

// The coin lands heads for a win and tails for a loss, as the teaser's sentence says.
const FACES: Record<ChanceOutcome, string> = { win: 'Heads', lose: 'Tails' };

/**
 * Take a Chance: the coin spins, then shows the outcome the server decided at generation, in
 * the words the teaser carries. With reduced motion the coin stays still for the same time.
 */
function CoinFlip({ outcome, onClose }: { outcome: ChanceOutcome; onClose: () => void }) {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), COIN_FLIP_SPIN_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Stack gap="lg" align="stretch">
      <div className={revealed ? classes.coin : `${classes.coin} ${classes.spinning}`} aria-hidden>
        {revealed ? FACES[outcome] : <IconCoin size={48} stroke={1.5} />}
      </div>
      <Text role="status" ta="center" fw={revealed ? 600 : 400} size="lg">
        {revealed ? chanceOutcomeText(outcome) : 'Flipping the coin…'}
      </Text>
      <Group justify="center">
        <Button onClick={onClose} disabled={!revealed}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

/** The coin-flip modal; closed when there is no outcome to show. */
export function CoinFlipModal({
  outcome,
  onClose,
}: {
  outcome: ChanceOutcome | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={outcome !== null} onClose={onClose} title="Take a Chance" centered>
      {outcome && <CoinFlip outcome={outcome} onClose={onClose} />}
    </Modal>
  );
}
