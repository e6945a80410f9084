import type { AvoidCategory } from '@shared/domain/intent';
import type { HardBoundaryOption } from '@shared/domain/journey';

/**
 * What a custom boundary brings beyond its own words when it names a familiar practice: the
 * practice's other words and common synonyms, and, where one fits, a listed hard boundary's or
 * avoid category's whole curated list. A concept is named when the entry's words hold one of
 * its `names` (in any form, in order). Its `terms` then block in any form, a term of several
 * words when they come in order with at most two other words between them ("tug on their
 * hair"). Like the other lists these err on the side of refusing.
 */
export interface BoundaryConcept {
  names: readonly string[];
  terms: readonly string[];
  hardBoundary?: HardBoundaryOption;
  avoidCategory?: AvoidCategory;
}

export const BOUNDARY_CONCEPTS: readonly BoundaryConcept[] = [
  {
    names: ['spanking', 'spank', 'paddle'],
    terms: ['spank', 'paddle', 'smack bottom', 'swat', 'over the knee'],
  },
  { names: ['slapping', 'slap'], terms: ['slap', 'smack'] },
  {
    names: ['hair pulling', 'pull hair', 'pulling hair'],
    terms: ['pull hair', 'tug hair', 'yank hair', 'grab hair', 'hair pulling', 'fistful of hair'],
  },
  {
    names: ['choking', 'choke', 'strangle', 'breath play', 'breathplay', 'throat'],
    terms: ['choke', 'strangle', 'throttle', 'throat', 'breath play', 'breathplay', 'asphyxiation'],
  },
  {
    names: ['bondage', 'tie', 'tying', 'rope', 'restraint', 'restrain', 'cuff', 'handcuff'],
    terms: [
      'bondage',
      'tie',
      'rope',
      'restrain',
      'restraint',
      'cuff',
      'handcuff',
      'shackle',
      'bind',
      'tether',
      'strap down',
    ],
    avoidCategory: 'Restraints',
  },
  { names: ['biting', 'bite'], terms: ['bite', 'nibble', 'nip', 'teeth'] },
  { names: ['scratching', 'scratch'], terms: ['scratch', 'claw', 'rake nails', 'nails'] },
  {
    names: ['blindfold', 'blindfolded', 'blindfolding'],
    terms: ['blindfold', 'eye mask', 'sleep mask', 'cover eyes', 'blind'],
    avoidCategory: 'Blindfolds',
  },
  { names: ['tickling', 'tickle'], terms: ['tickle', 'feather'] },
  { names: ['feet', 'foot'], terms: ['foot', 'toe', 'sole', 'ankle'] },
  {
    names: [
      'filming',
      'film',
      'record',
      'video',
      'camera',
      'photo',
      'photograph',
      'picture',
      'pic',
      'nudes',
      'selfie',
    ],
    terms: [
      'film',
      'camera',
      'record',
      'video',
      'photo',
      'photograph',
      'picture',
      'pic',
      'selfie',
      'webcam',
      'snapshot',
    ],
    avoidCategory: 'Photos and video',
  },
  {
    names: ['public', 'in public', 'public sex', 'exhibitionism', 'exhibitionist'],
    terms: ['public', 'exhibitionism', 'exhibitionist', 'onlooker', 'audience', 'caught'],
    avoidCategory: 'Public places',
  },
  {
    names: ['outdoors', 'outdoor', 'outside', 'nature'],
    terms: ['outdoors', 'outside'],
    avoidCategory: 'Outdoors',
  },
  {
    names: ['ice', 'ice cube', 'cold'],
    terms: ['ice', 'ice cube', 'cold', 'frozen', 'chill', 'icy'],
  },
  {
    names: ['wax', 'candle', 'wax play', 'hot wax'],
    terms: ['wax', 'candle', 'drip'],
    hardBoundary: 'fire',
  },
  {
    names: ['toys', 'toy', 'sex toy', 'vibrator', 'dildo'],
    terms: ['toy', 'vibrator', 'dildo', 'plug', 'wand', 'gadget'],
    avoidCategory: 'Toys',
  },
  {
    names: ['anal', 'butt', 'anus', 'backdoor'],
    terms: ['anal', 'anus', 'butt plug', 'rimming', 'pegging', 'backdoor'],
  },
  {
    names: ['oral', 'blowjob', 'blowjobs', 'going down'],
    terms: ['oral', 'blowjob', 'go down', 'cunnilingus', 'fellatio', 'lick'],
  },
  {
    names: ['whipping', 'whip', 'flogging', 'flogger', 'cane', 'crop'],
    terms: ['whip', 'flog', 'flogger', 'riding crop', 'cane', 'lash'],
  },
  { names: ['collar', 'leash'], terms: ['collar', 'leash'] },
  { names: ['nipple', 'nipples', 'nipple clamps', 'clamps'], terms: ['nipple', 'clamp', 'pinch'] },
  {
    names: ['rough', 'rough sex', 'aggressive'],
    terms: ['rough', 'aggressive', 'pin down', 'hold down', 'manhandle', 'force'],
  },
  {
    names: ['dominance', 'domination', 'dominate', 'submission', 'submissive', 'dom', 'sub'],
    terms: [
      'dominate',
      'dominance',
      'domination',
      'submit',
      'submission',
      'submissive',
      'obey',
      'command',
      'master',
      'mistress',
    ],
  },
  { names: ['spitting', 'spit', 'saliva'], terms: ['spit', 'saliva', 'drool'] },
  {
    names: ['role play', 'roleplay', 'roleplaying', 'costume', 'costumes', 'character'],
    terms: ['role play', 'roleplay', 'costume', 'character', 'pretend', 'act out'],
    avoidCategory: 'Role play',
  },
  {
    names: ['alcohol', 'drinking', 'drink', 'drunk', 'booze', 'wine'],
    terms: ['alcohol', 'drink', 'drunk', 'booze', 'tipsy'],
    avoidCategory: 'Alcohol',
  },
  {
    names: ['food', 'food play', 'eating'],
    terms: ['food', 'feed', 'edible'],
    avoidCategory: 'Food play',
  },
  {
    names: ['threesome', 'threesomes', 'other people', 'swinging', 'swap', 'swapping', 'group'],
    terms: ['threesome', 'third person', 'another person', 'swinging', 'swap', 'group', 'stranger'],
    avoidCategory: 'Other people',
  },
  {
    names: ['dirty talk', 'talking dirty', 'talk dirty', 'swearing'],
    terms: ['dirty talk', 'talk dirty', 'swear', 'filthy'],
    avoidCategory: 'Dirty talk',
  },
  {
    names: ['pain', 'painful', 'hurt', 'hurting', 'impact'],
    terms: ['pain', 'hurt'],
    hardBoundary: 'pain',
  },
  {
    names: ['humiliation', 'humiliate', 'degradation', 'degrade', 'shame', 'shaming'],
    terms: ['humiliate', 'degrade', 'shame'],
    hardBoundary: 'humiliation',
  },
  {
    names: ['bodily fluids', 'fluids', 'pee', 'urine', 'watersports'],
    terms: ['fluid', 'pee', 'urine'],
    hardBoundary: 'bodily_fluids',
  },
  { names: ['scat', 'poop', 'feces'], terms: ['scat', 'poop'], hardBoundary: 'scat' },
  {
    names: ['weapons', 'weapon', 'knife', 'knives', 'gun', 'guns'],
    terms: ['weapon', 'knife', 'gun'],
    hardBoundary: 'weapons',
  },
  {
    names: ['blood', 'bleeding', 'needles', 'needle', 'cutting'],
    terms: ['blood', 'bleed', 'needle'],
    hardBoundary: 'blood',
  },
  {
    names: ['animals', 'animal', 'pet play', 'puppy play', 'pony play'],
    terms: ['animal', 'pet play', 'puppy play'],
    hardBoundary: 'animals',
  },
  {
    names: ['medical', 'doctor', 'nurse', 'medical play'],
    terms: ['medical', 'doctor', 'nurse'],
    hardBoundary: 'medical',
  },
  {
    names: ['age play', 'ageplay', 'minors', 'underage', 'teen', 'schoolgirl'],
    terms: ['age play', 'ageplay', 'teen', 'schoolgirl'],
    hardBoundary: 'minors',
  },
  {
    names: ['fire', 'fire play', 'flame', 'burning'],
    terms: ['fire', 'flame', 'burn'],
    hardBoundary: 'fire',
  },
];
