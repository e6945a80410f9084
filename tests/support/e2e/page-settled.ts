import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until a modal has finished opening: its content fades in as it grows into place
 * (Mantine's "pop"), so full opacity is the end of the move as well.
 */
export async function expectFullyOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}
