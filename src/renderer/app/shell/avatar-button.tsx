import type { ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { accountMenuLabel, initials } from './initials';

type AvatarButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  displayName: string;
};

/** The player's initials in the top bar: the same button before and after its menu arrives. */
export function AvatarButton({ displayName, ...button }: AvatarButtonProps) {
  return (
    <UnstyledButton
      aria-label={accountMenuLabel(displayName)}
      style={{ borderRadius: '50%' }}
      {...button}
    >
      <Avatar color="velvet" variant="filled" radius="xl">
        {initials(displayName)}
      </Avatar>
    </UnstyledButton>
  );
}
