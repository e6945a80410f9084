import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { AdminRole } from '@shared/api/define';
import { SUPPORT_MESSAGES } from '@shared/domain/support';
import { failureReason } from '../admin-api';
import { useMarkSupportMessageHandled, useSupportMessages } from '../api';
import { showToast } from '../data-tools/toast';
import { ADMIN_MESSAGES } from '../messages';
import { Pager } from '../pager';
import { QueryState } from '../../../components/query-state';
import { listLoading, RefreshButton } from '../refresh-button';
import { SupportMessageCard } from './support-message-card';

/**
 * The panel's Support tab: contact-form messages, newest first, a page at a time. Every staff
 * member reads them; Admins and SuperAdmins mark them handled (the server checks the same).
 */
export function SupportMessagesTab({ role }: { role: AdminRole }) {
  const [page, setPage] = useState(1);
  const messages = useSupportMessages(page);
  const markHandled = useMarkSupportMessageHandled();
  const canMarkHandled = role >= AdminRole.Admin;

  function mark(id: string) {
    markHandled.mutate(
      { params: { id } },
      {
        onSuccess: () => showToast('success', SUPPORT_MESSAGES.handled),
        onError: (error) =>
          showToast('error', ADMIN_MESSAGES.markHandledFailed(failureReason(error))),
      },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Messages sent through Contact Support, newest first. Reply by email; the sender got a copy
          saying we answer within 24 to 48 hours.
        </Text>
        <RefreshButton onRefresh={messages.retry} />
      </Group>
      <QueryState
        query={messages}
        errorTitle={ADMIN_MESSAGES.loadSupportFailed}
        loading={listLoading('Loading support messages')}
      >
        {(loaded) =>
          loaded.messages.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {ADMIN_MESSAGES.noSupportMessages}
            </Text>
          ) : (
            <Stack gap="sm">
              {loaded.messages.map((message) => (
                <SupportMessageCard
                  key={message.id}
                  message={message}
                  canMarkHandled={canMarkHandled}
                  marking={
                    markHandled.isPending && markHandled.variables?.params?.id === message.id
                  }
                  onMarkHandled={() => mark(message.id)}
                />
              ))}
              <Pager pagination={loaded.pagination} onPageChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
