// Its own module so the bundler can leave the tooltip (and its positioning engine) out of the
// first download (see ./sidebar-nav.tsx).
export { Tooltip as NavTooltip } from '@mantine/core';
