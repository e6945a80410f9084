import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActive, navItems } from './nav-items';

interface SidebarNavProps {
  /** Icons only, each named by its tooltip and aria-label. */
  rail: boolean;
  onNavigate: () => void;
}

const railStyles = {
  root: { justifyContent: 'center' },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
};

export function SidebarNav({ rail, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {navItems.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        return (
          <Tooltip key={item.href} label={item.label} position="right" disabled={!rail} withArrow>
            <NavLink
              component={Link}
              to={item.href}
              label={rail ? undefined : item.label}
              aria-label={rail ? item.label : undefined}
              leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              styles={rail ? railStyles : undefined}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
