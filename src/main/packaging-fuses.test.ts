import { fileURLToPath } from 'node:url';
import { DebugLogger } from 'builder-util';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

type Fuses = NonNullable<Configuration['electronFuses']>;

/** electron-builder.yml as electron-builder itself reads and validates it when packaging. */
let config: Configuration;
beforeAll(async () => {
  config = await getConfig(PROJECT_DIR, null, null);
  await validateConfiguration(config, new DebugLogger(false));
});

describe('the packaged app’s Electron fuses', () => {
  const expected: { fuse: keyof Fuses; value: boolean; why: string }[] = [
    { fuse: 'runAsNode', value: false, why: 'ELECTRON_RUN_AS_NODE cannot make it a Node runtime' },
    { fuse: 'enableNodeOptionsEnvironmentVariable', value: false, why: 'NODE_OPTIONS is ignored' },
    { fuse: 'enableNodeCliInspectArguments', value: false, why: 'no --inspect debugger attaches' },
    {
      fuse: 'enableEmbeddedAsarIntegrityValidation',
      value: true,
      why: 'app.asar is checked against its hash',
    },
    { fuse: 'onlyLoadAppFromAsar', value: true, why: 'the code loads from app.asar only' },
    { fuse: 'enableCookieEncryption', value: true, why: 'cookies are encrypted on disk' },
    {
      fuse: 'grantFileProtocolExtraPrivileges',
      value: false,
      why: 'file:// pages get no extra privileges',
    },
  ];
  it.each(expected)('set $fuse to $value: $why', ({ fuse, value }) => {
    expect(config.electronFuses?.[fuse]).toBe(value);
  });

  it('keep the asar archive, which two of the fuses rely on', () => {
    expect(config.asar).toBe(true);
  });

  it('are checked the way electron-builder checks them: a misspelt fuse is refused', async () => {
    const misspelt = { ...config, electronFuses: { runAsnode: false } } as unknown as Configuration;
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
      /electronFuses/,
    );
  });
});
