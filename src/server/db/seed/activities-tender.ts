import { activity, type ActivityCategory } from './catalogue-types';

export const MASSAGE: ActivityCategory = {
  key: 'massage',
  name: 'Massage & Relaxation',
  activities: [
    activity(
      'back-massage',
      'Back massage',
      'A slow, soothing massage across the shoulders and back.',
      ['massage'],
    ),
    activity(
      'foot-massage',
      'Foot massage',
      'Easing tired feet with warm hands and a little lotion.',
      ['massage'],
    ),
    activity(
      'oil-massage',
      'Full-body massage with oil',
      'An unhurried massage from head to toe with warm, scented oil.',
      ['massage', 'sensual'],
    ),
    activity(
      'scalp-massage',
      'Scalp and neck massage',
      'Gentle pressure that melts the tension from your head and neck.',
      ['massage', 'relaxation'],
    ),
    activity(
      'hand-massage',
      'Hand massage',
      "Taking turns to massage each other's hands and fingers.",
      ['massage'],
    ),
    activity(
      'bath-together',
      'Bathing together',
      'Sharing a warm bath with bubbles, soft light or bath salts.',
      ['relaxation', 'sensual'],
    ),
    activity(
      'shower-together',
      'Showering together',
      "A shared shower, with time to wash each other's back and hair.",
      ['relaxation', 'sensual'],
    ),
    activity(
      'home-spa',
      'A spa evening at home',
      'Face masks, soft towels and calm music for a pampering night in.',
      ['relaxation', 'care'],
    ),
    activity(
      'breathing-in-sync',
      'Breathing in sync',
      'Lying close and matching your breathing until you feel in tune.',
      ['relaxation', 'connection'],
    ),
    activity(
      'guided-relaxation',
      'Guided relaxation together',
      'Following a calming audio session side by side.',
      ['relaxation'],
    ),
    activity(
      'giving-and-receiving',
      'Taking turns to be pampered',
      'One of you simply relaxes while the other focuses on them, then you swap.',
      ['massage', 'care'],
    ),
  ],
};

export const KISSING: ActivityCategory = {
  key: 'kissing',
  name: 'Kissing',
  activities: [
    activity(
      'slow-kissing',
      'Slow, unhurried kissing',
      'Taking your time with a kiss, with no rush to go anywhere else.',
      ['kissing'],
    ),
    activity(
      'kissing-in-the-rain',
      'Kissing in the rain',
      'A spontaneous kiss when the weather turns and neither of you minds.',
      ['kissing', 'romance'],
    ),
    activity('neck-kisses', 'Neck kisses', 'Soft kisses along the neck and just behind the ears.', [
      'kissing',
      'sensual',
    ]),
    activity(
      'hello-goodbye-kisses',
      'Kisses hello and goodbye',
      'Never leaving or coming home without a proper kiss.',
      ['kissing', 'affection'],
    ),
    activity(
      'making-out',
      'Making out on the sofa',
      'A long, playful kissing session, enjoyed just for its own sake.',
      ['kissing', 'playful'],
    ),
    activity('public-kiss', 'A kiss in public', 'A sweet kiss somewhere other people might see.', [
      'kissing',
      'public',
    ]),
    activity(
      'kisses-all-over',
      'Kisses all over',
      'Covering your partner in light kisses, wherever they welcome them.',
      ['kissing', 'sensual'],
    ),
    activity(
      'blindfolded-kisses',
      'Guess-where kisses',
      'One of you closes their eyes and guesses where the next kiss will land.',
      ['kissing', 'sensory'],
    ),
    activity(
      'hand-kisses',
      'Hand and wrist kisses',
      "Kissing your partner's hand, wrist or fingertips.",
      ['kissing', 'romance'],
    ),
    activity(
      'morning-kisses',
      'Morning kisses',
      'Lingering kisses before either of you gets out of bed.',
      ['kissing', 'affection'],
    ),
    activity(
      'passionate-kissing',
      'Passionate kissing',
      'Kisses with more intensity, for when the mood is heated.',
      ['kissing', 'bold'],
    ),
  ],
};

export const RITUALS: ActivityCategory = {
  key: 'rituals',
  name: 'Intimacy Rituals',
  activities: [
    activity(
      'daily-check-in',
      'A daily check-in',
      'A few minutes each day to ask how the other is really feeling.',
      ['ritual', 'connection'],
    ),
    activity(
      'bedtime-gratitude',
      'Bedtime gratitude',
      'Sharing one thing you are grateful for about each other before you sleep.',
      ['ritual', 'appreciation'],
    ),
    activity(
      'eye-gazing',
      'Eye gazing',
      "Looking into each other's eyes in silence for a few minutes.",
      ['ritual', 'connection'],
    ),
    activity(
      'safe-word',
      'Agreeing on a safe word',
      'Choosing a word that pauses anything at once, with no questions asked.',
      ['ritual', 'consent'],
    ),
    activity(
      'traffic-lights',
      'Traffic-light check-ins',
      'Saying green, yellow or red as you go, so you both always know how things feel.',
      ['ritual', 'consent'],
    ),
    activity(
      'aftercare',
      'Cuddles afterwards',
      'Time to hold each other and reconnect after being intimate.',
      ['ritual', 'cuddling'],
    ),
    activity(
      'revisit-answers',
      'Revisiting your answers together',
      'Coming back to this survey every few months, because wishes change and that is fine.',
      ['ritual', 'consent'],
    ),
    activity(
      'morning-coffee',
      'Morning coffee together',
      'Starting the day with a shared drink and a quiet chat.',
      ['ritual'],
    ),
    activity(
      'scheduled-intimacy',
      'A night for intimacy in the calendar',
      'Setting time aside so closeness is never squeezed out by a busy week.',
      ['ritual', 'dates'],
    ),
    activity(
      'shared-playlist',
      'A shared playlist',
      'Choosing songs with each other that set the mood for your evenings.',
      ['ritual', 'music'],
    ),
    activity(
      'wish-jar',
      'A wish jar',
      'Keeping a jar or notebook of ideas you would both like to try one day.',
      ['ritual', 'fantasy'],
    ),
  ],
};
