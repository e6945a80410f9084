import type { CoachKind } from './coach-kind';

/** Which lubricant should we use? */
export const lubricant: CoachKind = {
  key: 'lubricant',
  subject: 'lubricant',
  tone: 'practical',
  topics: ['toys', 'touch'],
  suggests: ['lubricants'],
  patterns: ['lube', 'lubricant*', 'lubrication', 'water based', 'silicone based', 'oil based'],
  answers: [
    'Lube is not a sign that something is wrong; it simply makes most things more comfortable and often more pleasurable. Water-based lube is the easy all-rounder, safe with condoms and every toy. Silicone-based lube lasts longer and works in water, but it can damage silicone toys.',
    'Keep a bottle within reach so using it feels natural rather than like stopping for supplies. Avoid oil-based products with latex condoms, because they weaken them. If either of you has sensitive skin, choose a lube without fragrance, flavour or warming ingredients.',
    'Trying a couple of small bottles side by side is a fun way to find your favourite. A little goes a long way, and adding more mid-way is normal. If dryness is new or comes with discomfort, mention it to a doctor too, as hormones and some medicines can cause it.',
  ],
};
