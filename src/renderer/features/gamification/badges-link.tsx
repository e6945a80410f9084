import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BADGE_MESSAGES } from './badge-messages';

/** The way from the scoreboard to the couple's badges. */
export function BadgesLink() {
  return (
    <Anchor component={Link} to={paths.badges.getHref()} size="sm" fw={600}>
      {BADGE_MESSAGES.link}
    </Anchor>
  );
}
