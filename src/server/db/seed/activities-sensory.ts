import { CLOTHING_TAG } from '@shared/domain/survey';
import { activity, type ActivityCategory } from './catalogue-types';

export const SENSORY: ActivityCategory = {
  key: 'sensory',
  name: 'Sensory Play',
  activities: [
    activity(
      'blindfold',
      'Wearing a blindfold',
      'A soft blindfold that leaves every other sense heightened.',
      ['sensory'],
    ),
    activity(
      'feathers-and-silk',
      'Feathers and soft fabrics',
      'Trailing a feather, silk or velvet slowly across the skin.',
      ['sensory', 'touch'],
    ),
    activity(
      'warm-and-cool',
      'Warm and cool sensations',
      'Playing gently with ice cubes, warm hands and the contrast between them.',
      ['sensory', 'touch'],
    ),
    activity(
      'scents',
      'Setting the mood with scent',
      'Scented oils, fresh flowers or a favourite fragrance filling the room.',
      ['sensory', 'romance'],
    ),
    activity(
      'feeding-each-other',
      'Feeding each other',
      "Sharing strawberries, chocolate or other treats from each other's hands.",
      ['sensory', 'playful'],
    ),
    activity(
      'taste-test',
      'A blindfolded taste test',
      'Guessing small treats by taste alone while your partner picks them.',
      ['sensory', 'games'],
    ),
    activity(
      'soft-restraints',
      'Soft restraints',
      'Silk ties or padded cuffs for light, playful restraint, undone the moment either asks.',
      ['sensory', 'consent', 'bold'],
    ),
    activity(
      'dim-lights',
      'Lights down low',
      'Dimming the lights, or turning them off, so touch and sound take over.',
      ['sensory'],
    ),
    activity(
      'headphones',
      'Music through headphones',
      'One of you listens to a chosen song while the other sets the pace.',
      ['sensory', 'music'],
    ),
    activity(
      'warm-towels',
      'Warm towels and soft blankets',
      'Being wrapped in warmth after a bath or a shower.',
      ['sensory', 'care'],
    ),
    activity(
      'textures',
      'A texture tour',
      'Trying a brush, a cool stone and a soft glove one after another on the skin.',
      ['sensory', 'touch'],
    ),
  ],
};

export const TOYS: ActivityCategory = {
  key: 'toys',
  name: 'Toys & Accessories',
  activities: [
    activity(
      'shopping-together',
      'Shopping for a toy together',
      'Browsing a shop or a website side by side and choosing something you are both curious about.',
      ['toys', 'shopping'],
    ),
    activity(
      'vibrating-toy',
      'A vibrating toy',
      'Adding a toy you have both chosen to your time together.',
      ['toys'],
    ),
    activity(
      'couples-toy',
      'A toy made for couples',
      'A toy designed to be enjoyed by both of you at the same time.',
      ['toys'],
    ),
    activity(
      'remote-toy',
      'A remote-controlled toy',
      'A toy your partner controls from a distance, at home or somewhere discreet.',
      ['toys', 'bold'],
    ),
    activity(
      'massage-tools',
      'Massage tools',
      'Rollers, stones or a massage wand to make a massage even better.',
      ['toys', 'massage'],
    ),
    activity(
      'love-dice',
      'Love dice and card decks',
      'Letting a roll of the dice or a card choose what happens next.',
      ['toys', 'games'],
    ),
    activity(
      'adult-board-game',
      'A board game for grown-ups',
      'A cheeky board game that turns an evening in into a playful challenge.',
      ['toys', 'games'],
    ),
    activity(
      'lubricants',
      'Trying different lubricants',
      'Finding out which textures, warming or flavoured kinds you both like best.',
      ['toys', 'sensual'],
    ),
    activity(
      'body-paint',
      'Edible body paint',
      'Painting on each other with body-safe paint that is made to be tasted.',
      ['toys', 'playful'],
    ),
    activity(
      'comfort-cushions',
      'Supportive cushions',
      'Pillows or wedges that make being close more comfortable.',
      ['toys', 'comfort'],
    ),
    activity('mirror', 'A well-placed mirror', 'Watching yourselves together in a mirror.', [
      'toys',
      'bold',
    ]),
  ],
};

const clothing = (key: string, name: string, description: string, tag?: string) =>
  activity(key, name, description, tag ? [CLOTHING_TAG, tag] : [CLOTHING_TAG]);

/** Answered twice: wearing it, and seeing one's partner wear it. */
export const CLOTHING: ActivityCategory = {
  key: 'clothing',
  name: 'Clothing & Looks',
  activities: [
    clothing(
      'lingerie',
      'Lingerie or silky underwear',
      'Delicate, silky or lacy underwear chosen to feel special.',
      'sensual',
    ),
    clothing(
      'dressing-up',
      'Dressing up for a date',
      'Your best outfit, put on with the evening together in mind.',
      'dates',
    ),
    clothing(
      'costumes',
      'Costumes',
      'An outfit that brings a character or a theme to life.',
      'roleplay',
    ),
    clothing(
      'partners-shirt',
      "A partner's shirt",
      'An oversized shirt borrowed from your partner and worn around the home.',
    ),
    clothing(
      'heels-or-boots',
      'Heels or boots',
      'Statement footwear, from high heels to knee-high boots.',
      'bold',
    ),
    clothing(
      'matching-outfits',
      'Matching outfits',
      'Coordinated colours, pyjamas or costumes worn as a pair.',
      'playful',
    ),
    clothing(
      'silk-robe',
      'Silk pyjamas or a robe',
      'Smooth, comfortable sleepwear for lazy evenings and slow mornings.',
      'relaxation',
    ),
    clothing(
      'leather-or-latex',
      'Leather or latex',
      'A bold, glossy outfit or a single striking accessory.',
      'bold',
    ),
    clothing(
      'formal-wear',
      'A suit or formal wear',
      'Sharp tailoring, a bow tie or an elegant evening look.',
      'dates',
    ),
    clothing(
      'stockings',
      'Stockings or sheer tights',
      'Fine, sheer legwear, worn by whoever enjoys it.',
      'sensual',
    ),
    clothing(
      'just-an-apron',
      'Just an apron',
      'Cooking a meal wearing an apron and very little else.',
      'playful',
    ),
    clothing(
      'makeup-and-glitter',
      'Makeup, glitter or body art',
      'Eyeliner, glitter or temporary tattoos for anyone who loves them.',
      'playful',
    ),
    clothing(
      'masquerade-mask',
      'A masquerade mask',
      'An elegant mask that adds a little mystery to the evening.',
      'roleplay',
    ),
  ],
};
