import { useQueryClient } from '@tanstack/react-query';
import type { ServerAddressSetting } from '../platform';
import { useRetryableQuery } from './route-query';

const serverAddressKey = ['platform.serverAddress'] as const;

/** The server the desktop app talks to, as the platform keeps it. */
export const useServerAddress = (setting: ServerAddressSetting) =>
  useRetryableQuery({ queryKey: serverAddressKey, queryFn: () => setting.get() });

/** Shows a newly saved address wherever the address is read, without asking again. */
export function useShowSavedServerAddress() {
  const client = useQueryClient();
  return (address: string) => client.setQueryData(serverAddressKey, address);
}
