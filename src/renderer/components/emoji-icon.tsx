import { createElement } from 'react';
import {
  IconAlarm,
  IconArrowBackUp,
  IconBell,
  IconBook,
  IconCircleCheck,
  IconClipboardList,
  IconCoin,
  IconCompass,
  IconConfetti,
  IconCreditCard,
  IconDice5,
  IconFlame,
  IconHeartBroken,
  IconHearts,
  IconHourglass,
  IconIceCream,
  IconMailHeart,
  IconMap,
  IconMoodWink,
  IconMoon,
  IconNotes,
  IconRainbow,
  IconSparkles,
  IconTrophy,
  IconWriting,
  type Icon,
} from '@tabler/icons-react';

/**
 * The SVG drawn for each emoji the server and the shared domain send as an icon (notifications,
 * badges, journey levels). Emoji need an emoji font, which many Linux desktops and some browsers
 * lack, and then show as empty boxes; an SVG always draws. The data keeps its emoji (emails and
 * native notifications show them), and this is the one file of the renderer that names them:
 * ./no-emoji-icons.test.ts allows them here only, and checks every icon the server
 * sends has its drawing.
 */
export const EMOJI_ICONS: Readonly<Record<string, Icon>> = {
  '🍦': IconIceCream,
  '😜': IconMoodWink,
  '🧭': IconCompass,
  '🔥': IconFlame,
  '🔔': IconBell,
  '🗺': IconMap,
  '🌈': IconRainbow,
  '🪙': IconCoin,
  '💫': IconSparkles,
  '🏆': IconTrophy,
  '✍': IconWriting,
  '📖': IconBook,
  '✅': IconCircleCheck,
  '🎉': IconConfetti,
  '📝': IconNotes,
  '📋': IconClipboardList,
  '💞': IconHearts,
  '💌': IconMailHeart,
  '💔': IconHeartBroken,
  '🎲': IconDice5,
  '🌙': IconMoon,
  '💳': IconCreditCard,
  '⏳': IconHourglass,
  '⏰': IconAlarm,
  '↩': IconArrowBackUp,
};

/** The emoji without its presentation selector (U+FE0F), which some sources add and some omit. */
const bare = (emoji: string) => emoji.replace(/\uFE0F/g, '').trim();

/** The drawing for an emoji icon, or `fallback` for one not in the table. */
export const iconForEmoji = (emoji: string, fallback: Icon): Icon =>
  EMOJI_ICONS[bare(emoji)] ?? fallback;

/** An emoji icon drawn as SVG; decorative, so hidden from screen readers. */
export function EmojiIcon({
  emoji,
  fallback,
  size = 20,
}: {
  emoji: string;
  fallback: Icon;
  size?: number;
}) {
  // A lookup in the fixed table above, not a component made here: its identity is stable.
  return createElement(iconForEmoji(emoji, fallback), { size, 'aria-hidden': true });
}
