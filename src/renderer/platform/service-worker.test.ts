import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app, always checking the server for a new worker', async () => {
    const register = vi.fn().mockResolvedValue({});
    await registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('leaves the app working online when the browser refuses the worker', async () => {
    const register = vi.fn().mockRejectedValue(new Error('SecurityError'));
    await expect(
      registerServiceWorker({ register } as unknown as ServiceWorkerContainer),
    ).resolves.toBeUndefined();
  });

  it('does nothing where service workers are unavailable', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });
});
