import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { Icon, TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A card's way on to its full screen: a light link button on its own row, so it keeps its
 * natural width under the card's content. The icon goes before the text, or after it
 * (`iconAfter`) when it points onward.
 */
export function CardLink({
  to,
  icon: CardIcon,
  iconAfter = false,
  children,
}: {
  to: string;
  icon: Icon | TablerIcon;
  iconAfter?: boolean;
  children: ReactNode;
}) {
  const icon = <CardIcon size={16} aria-hidden />;
  return (
    <Group>
      <Button
        component={Link}
        to={to}
        size="sm"
        variant="light"
        leftSection={iconAfter ? undefined : icon}
        rightSection={iconAfter ? icon : undefined}
      >
        {children}
      </Button>
    </Group>
  );
}
