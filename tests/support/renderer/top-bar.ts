import { fireEvent, screen } from '@testing-library/react';

/**
 * Presses the top bar's bell or avatar, found and pressed in one step. Each is replaced by a new
 * button when its dropdown's code arrives (src/renderer/lib/later-component.tsx), which can
 * happen between the steps of a simulated pointer; a press on either button opens the dropdown.
 */
export function pressTopBarButton(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}
