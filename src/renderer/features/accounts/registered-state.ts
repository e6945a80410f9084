/**
 * What registration hands the dashboard in its navigation state: where the first confirmation
 * link went, so the dashboard can say it is on its way.
 */
export interface RegisteredState {
  confirmationSentTo: string;
}

/** The address a confirmation link was just sent to, or null (a reload, any other visit). */
export function confirmationSentTo(state: unknown): string | null {
  const sentTo = (state as Partial<RegisteredState> | null)?.confirmationSentTo;
  return typeof sentTo === 'string' ? sentTo : null;
}
