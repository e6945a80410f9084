import { describe, expect, it } from 'vitest';
import { PLACES_AND_POSITIONS, PLEASURE, POWER_PLAY } from '../db/seed/activities-intimate';
import { ACTIVITY_TERMS } from './activity-terms';
import { boundaryGuard } from './boundary-guard';

const FRANK = [PLEASURE, PLACES_AND_POSITIONS, POWER_PLAY].flatMap((c) => c.activities);

/** For each frank activity, texts that mean it without saying its name. */
const MEANS: Readonly<Record<string, readonly string[]>> = {
  'erotic-massage': [
    'Start with a back rub and let it turn sexual whenever they want.',
    'Give them a slow, sensual massage that ends wherever they like.',
  ],
  'mutual-masturbation': [
    'Lie side by side and touch yourselves while the other watches.',
    'Masturbate together tonight, close enough to reach over.',
  ],
  'pleasuring-by-hand': [
    'Tonight, use only your hands to get them off.',
    'Let them guide your hand until they come.',
    'Pleasure each other using nothing but your hands.',
  ],
  'oral-sex': [
    'Kiss your way down their body and use your mouth.',
    'Go down on them slowly tonight.',
    'Licking is the only thing allowed for the next ten minutes.',
  ],
  grinding: [
    'Keep your clothes on and grind against each other on the sofa.',
    'Dry humping counts tonight.',
  ],
  'toy-on-partner': [
    'Hold the vibrator and focus only on them.',
    'Bring out the wand and let them lie back.',
  ],
  'toy-during-sex': [
    'Keep the vibrator within reach during sex tonight.',
    'Bring a toy into bed tonight.',
  ],
  'explicit-messages': [
    'Sext each other during lunch.',
    'Send one explicit text about tonight.',
    'Write them a dirty message they can only read in private.',
  ],
  'dirty-talk': [
    'Say out loud exactly what you want them to do to you.',
    'Talk dirty to each other tonight.',
    'Tell them in filthy detail what comes next.',
  ],
  'full-striptease': [
    'Strip slowly for them, one piece per song.',
    'Undress completely while they watch from the chair.',
    'Give them a lap dance.',
  ],
  edging: [
    'Bring them close to the edge and ease off, three times.',
    'Stop just before they finish, then start again.',
  ],
  'anal-play': [
    'Try a small butt plug with plenty of lubricant.',
    'Explore their backdoor slowly with a fingertip.',
  ],
  'new-position': [
    'Try a sex position neither of you knows.',
    'Pick something from the Kama Sutra tonight.',
  ],
  'taking-turns-on-top': ['Whoever is on top sets the pace.', 'Straddle them and set the rhythm.'],
  'sex-somewhere-new': [
    'Have sex on the kitchen table.',
    'Tonight, anywhere but the bed.',
    'Make love on the living-room rug, sex on the floor if you like.',
  ],
  'shower-sex': [
    'Share a steamy shower together and see where it goes.',
    'Pin them gently against the tiles under the warm water.',
  ],
  'morning-sex': [
    'Wake them up with sex tomorrow.',
    'Set an early alarm for sex before breakfast.',
    'Wake each other up slowly and stay in bed.',
  ],
  quickie: [
    'Steal five minutes this afternoon, clothes half on.',
    'Quick sex before dinner, because it cannot wait.',
  ],
  'mirror-sex': [
    'Move the mirror so you can both watch yourselves.',
    'Keep your eyes on your reflections.',
  ],
  'all-night': [
    'Make it last all night long.',
    'Come back to bed for round two, then again and again.',
  ],
  'tied-up': [
    'Put the padded cuffs on their wrists.',
    'Use a soft rope around their ankles.',
    'Tie their wrists loosely to the headboard.',
  ],
  'wrists-held-down': [
    'Pin their arms above their head.',
    'Hold them down by the wrists, firm and gentle.',
  ],
  'in-charge': [
    'One of you is in charge and decides what happens.',
    'Take control tonight; they follow your orders.',
    'Tell them to obey every word.',
  ],
  'hands-off-rule': [
    'Keep your hands behind your back the whole time.',
    'No hands allowed for you tonight.',
  ],
  'hair-pulling': [
    'Take a handful of hair at the nape and draw it back.',
    'Tug on their hair as you kiss.',
  ],
  'biting-and-scratching': [
    'Leave a love bite where nobody will see it.',
    'Run your nails down their back.',
    'Nibble their shoulder.',
  ],
  'orgasm-control': [
    'They are not allowed to finish until you say so.',
    'Decide when they may finish.',
    'Make them ask permission to come.',
  ],
  'bedroom-scene': [
    'Stay in character in bed tonight.',
    'Agree a scenario over dinner and act it out later.',
  ],
  'wax-play': [
    'Let a few drops of warm wax fall on their back.',
    'Light the massage candle and drip it slowly.',
  ],
};

/** Texts no frank activity's refusal should keep out. */
const NEUTRAL = [
  'Give each other a long kiss hello.',
  'Hug for a full minute before work.',
  'Take a walk together after dinner.',
  'Tell each other one thing you are grateful for.',
  'Cook a new recipe together tonight.',
];

describe('a refused frank activity keeps out what it means', () => {
  it('describes every frank activity of the survey', () => {
    const described = new Set(ACTIVITY_TERMS.map((entry) => entry.key));
    for (const activity of FRANK) expect(described.has(activity.key), activity.key).toBe(true);
    for (const key of described)
      expect(
        FRANK.some((a) => a.key === key),
        key,
      ).toBe(true);
  });

  it.each(FRANK.map((a) => [a.name, a.key] as const))(
    'refusing "%s" keeps out texts that mean it, and nothing neutral',
    (name, key) => {
      const refusing = boundaryGuard({ refusedActivities: [name] });
      const nobody = boundaryGuard({ refusedActivities: [] });
      const texts = MEANS[key] ?? [];
      expect(texts.length, key).toBeGreaterThanOrEqual(2);
      for (const text of texts) {
        expect(text.toLowerCase(), 'the text must not say the name').not.toContain(
          name.toLowerCase(),
        );
        expect(refusing.touches(text), text).toBe(true);
        expect(nobody.touches(text), `${text} (no refusal)`).toBe(false);
      }
      for (const text of NEUTRAL) expect(refusing.touches(text), text).toBe(false);
    },
  );

  it('keeps out only what the refused activity means', () => {
    const oral = boundaryGuard({ refusedActivities: ['Oral sex'] });
    expect(oral.touches('Go down on them slowly tonight.')).toBe(true);
    expect(oral.touches('Watch the sun go down from the window.')).toBe(false);
    const shower = boundaryGuard({ refusedActivities: ['Sex in the shower'] });
    expect(shower.touches('Share a steamy shower together.')).toBe(true);
    expect(shower.touches('Wash each other’s hair in the bath.')).toBe(false);
  });
});
