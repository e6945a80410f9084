import { haproxyVersion } from '../support/server/haproxy';

/** Says how to install HAProxy and exits when it is not on this machine. */
export function requireHaproxy() {
  const version = haproxyVersion();
  if (version === null) {
    console.error(
      'npm run bench:cluster needs HAProxy, which is not installed here.\n' +
        'On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y haproxy\n' +
        '(any HAProxy 2.x on the PATH will do), then run it again.',
    );
    process.exit(2);
  }
  return version;
}
