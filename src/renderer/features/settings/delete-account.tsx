import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { noticeState } from '../../components/route-notice';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-error';
import { useDeleteAccount, usePlanIfDeleted } from './api';
import { DeleteAccountModal } from './delete-account-modal';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * The danger zone's one action: deleting the account, confirmed with the password. Once the
 * server has deleted it, this device signs out and shows the landing page with the news.
 */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = usePlanIfDeleted(opened);

  async function confirm(password: string) {
    setError(null);
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : ACCOUNT_MESSAGES.deleteFailed);
      return;
    }
    // The landing page signs this device out once it shows (see noticeState).
    await navigate(paths.landing.getHref(), {
      replace: true,
      state: noticeState(ACCOUNT_MESSAGES.deleted, { signOut: true }),
    });
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        Deleting your account ends your connection and removes everything Velvet keeps about you,
        but for the consent records the law requires.
      </Text>
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          setError(null);
          setOpened(true);
        }}
      >
        Delete account
      </Button>
      <DeleteAccountModal
        opened={opened}
        working={remove.isPending}
        error={error}
        planLine={plan.data?.ifAccountDeleted ?? null}
        onConfirm={(password) => void confirm(password)}
        onClose={() => setOpened(false)}
      />
    </Stack>
  );
}
