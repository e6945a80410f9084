import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { laterComponent } from '../../lib/later-component';
import { isActive, type NavItem } from './nav-items';

// The rail's tooltips only repeat each icon's name on hover: they need not come first.
const Tooltip = laterComponent(() => import('./nav-tooltip').then((module) => module.NavTooltip));

interface SidebarNavProps {
  items: readonly NavItem[];
  /** Icons only, each named by its tooltip and aria-label. */
  rail: boolean;
  onNavigate: () => void;
}

const railStyles = {
  root: { justifyContent: 'center' },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
};

export function SidebarNav({ items, rail, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {items.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        const link = (
          <NavLink
            key={item.href}
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
        );
        return rail ? (
          <Tooltip key={item.href} label={item.label} position="right" withArrow fallback={link}>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
