import { Text } from '@mantine/core';
import { BOUNDARY_PREVIEW_MAX } from '@shared/domain/journey';
import { useBoundaryPreview } from './api';
import { JOURNEY_MESSAGES } from './messages';

/**
 * Under a custom entry, the words Velvet keeps out because of it, as the server's content guard
 * reads the entry: every form of its words and the practices it names.
 */
export function BoundaryKeepsOut({ text }: { text: string }) {
  const preview = useBoundaryPreview(text);
  if (preview.isPending)
    return (
      <Text size="xs" c="dimmed" aria-live="polite">
        {JOURNEY_MESSAGES.keepsOutLoading}
      </Text>
    );
  if (preview.isError)
    return (
      <Text size="xs" c="dimmed">
        {JOURNEY_MESSAGES.keepsOutFailed}
      </Text>
    );
  const words = preview.data.keepsOut;
  const more = words.length >= BOUNDARY_PREVIEW_MAX ? '…' : '';
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      Keeps out: {words.join(', ')}
      {more}
    </Text>
  );
}
