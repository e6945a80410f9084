import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportFileName } from '@shared/domain/account-controls';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { ApiError } from '../../lib/api-error';
import { useExportData } from './api';
import { ACCOUNT_MESSAGES } from './messages';

/** Hands the browser a file to save: an in-memory link, clicked once and let go. */
function saveFile(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a moment later the link may go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** "Download my data": everything Velvet keeps about the player, as a dated JSON file. */
export function DownloadMyData() {
  const exportData = useExportData();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function download() {
    setNotice(null);
    try {
      const data = await exportData.mutateAsync();
      saveFile(exportFileName(new Date()), `${JSON.stringify(data, null, 2)}\n`);
      setNotice({ tone: 'success', text: ACCOUNT_MESSAGES.exported });
    } catch (failure) {
      // Unreachable says so; anything else is the one failure text.
      const offline = failure instanceof ApiError && failure.status === 0;
      setNotice({
        tone: 'error',
        text: offline ? failure.message : ACCOUNT_MESSAGES.exportFailed,
      });
    }
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        A JSON file with your profile and settings, your own survey answers, preferences and
        boundaries, your play, your notifications and your consent records. Your partner&apos;s
        answers are never in it.
      </Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exportData.isPending}
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </Group>
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
    </Stack>
  );
}
