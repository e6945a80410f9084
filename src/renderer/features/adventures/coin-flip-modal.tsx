import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { COIN_FLIP_SPIN_MS, type ChanceOutcome } from '@shared/domain/adventures';
import { COIN_FACES, COIN_IN_THE_AIR } from '@shared/domain/take-a-chance';
import classes from './coin-flip.module.css';

/** The toss the server decided at generation, and the lead's result in words. */
export interface CoinToss {
  outcome: ChanceOutcome;
  result: string;
}

/**
 * Take a Chance: the coin spins, then lands on the outcome the server decided at generation and
 * shows the lead's result. With reduced motion the coin stays still for the same time.
 */
function CoinFlip({
  toss,
  onLanded,
  onClose,
}: {
  toss: CoinToss;
  onLanded: () => void;
  onClose: () => void;
}) {
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLanded(true), COIN_FLIP_SPIN_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (landed) onLanded();
  }, [landed, onLanded]);

  return (
    <Stack gap="lg" align="stretch">
      <div className={landed ? classes.coin : `${classes.coin} ${classes.spinning}`} aria-hidden>
        {landed ? COIN_FACES[toss.outcome] : <IconCoin size={48} stroke={1.5} />}
      </div>
      <Text role="status" ta="center" fw={landed ? 600 : 400} size="lg">
        {landed ? toss.result : COIN_IN_THE_AIR}
      </Text>
      <Group justify="center">
        <Button onClick={onClose} disabled={!landed}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

/** The coin-flip modal; closed when there is no toss to show. */
export function CoinFlipModal({
  toss,
  onLanded,
  onClose,
}: {
  toss: CoinToss | null;
  /** Called once the coin lands, when the result may show elsewhere too. */
  onLanded: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={toss !== null} onClose={onClose} title="Take a Chance" centered>
      {toss && <CoinFlip toss={toss} onLanded={onLanded} onClose={onClose} />}
    </Modal>
  );
}
