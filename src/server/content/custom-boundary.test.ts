import { describe, expect, it } from 'vitest';
import { boundaryGuard } from './boundary-guard';
import { keepsOut } from './boundary-preview';
import { readCustomBoundary } from './custom-boundary';

const guardFor = (entry: string) =>
  boundaryGuard({ refusedActivities: [], hardBoundaries: [`custom: ${entry}`] });

/** Custom entries as people type them, each with texts it must keep out. */
const BLOCKED: [entry: string, texts: string[]][] = [
  ['no spanking please', ['A spanking session', 'Spank them gently', 'a playful paddle']],
  ['spanking', ['spank them', 'They spanked each other', 'SPANKS']],
  ['no spanking', ['a swat on the bottom']],
  ['being blindfolded', ['Put on a blindfold', 'blindfolded for the evening', 'an eye mask']],
  ['blindfolds', ['blindfolded', 'a silk blindfold']],
  ['no blindfolds please', ['cover their eyes with a scarf']],
  ['tickling', ['a gentle tickle game', 'She tickled him', 'tickles']],
  ['tickling feet', ['a foot massage', 'their bare feet', 'tickle', 'a feather']],
  ['no tickling!', ['Tickling time']],
  ['hair pulling', ['pull their hair', 'tug on their hair', 'hair-pulling', 'pulled gently']],
  ['no hair pulling', ['a fistful of hair', 'pulls closer']],
  ['biting', ['bite their neck', 'a gentle bite', 'bitten', 'nibble an ear']],
  ["don't bite me", ['biting', 'bites', 'teeth on skin']],
  ['no biting please', ['She bit her lip']],
  ['nothing with feet', ['a foot rub', 'kiss their toes', 'feet first']],
  ['feet', ['a foot', 'FEET']],
  ['no feet stuff', ['the soles of their feet']],
  ['being filmed', ['film each other', 'a filming session', 'take a photo', 'the camera rolls']],
  ['no filming', ['record a video', 'recording', 'a selfie together']],
  ['no photos', ['a photo booth', 'photograph them', 'take pictures']],
  ['no pictures or videos', ['a quick picture', 'videos']],
  ['being recorded', ['record it', 'webcam']],
  ['choking', ['choke', 'a hand on the throat', 'breath play', 'choked']],
  ['no choking please', ['strangle', 'chokes']],
  ['choke', ['choking']],
  ['breath play', ['breathplay', 'hold your breath play']],
  ['ice', ['an ice cube', 'iced drinks', 'icy fingers', 'a cold glass', 'frozen grapes']],
  ['no ice', ['ICE', 'ice cubes']],
  ['ice cubes', ['an ice cube down the spine', 'ice']],
  ['cold things', ['a cold spoon', 'chilled']],
  ['anal', ['anal play', 'ANAL']],
  ['no anal', ['a butt plug', 'rimming']],
  ['nothing anal', ['pegging']],
  ['wax', ['warm wax', 'waxing', 'a candle', 'drip it slowly']],
  ['hot wax', ['candle wax', 'waxed']],
  ['no wax play', ['a flame', 'burning candle']],
  ['candles', ['a candle', 'a candle, then']],
  ['no toys in public', ['a toy', 'toys', 'in public', 'a restaurant', 'the park']],
  ['toys', ['a vibrator', 'a toy', 'a dildo']],
  ['no sex toys', ['vibrators', 'a wand']],
  ['public sex', ['in public', 'a public place', 'exhibitionism']],
  ['nothing in public', ['publicly', 'a crowded bar']],
  ['outdoors', ['outdoor fun', 'go outside', 'a park bench']],
  ['no outdoor stuff', ['outdoors', 'the garden']],
  ['bondage', ['tie them up', 'tied to the bed', 'rope', 'handcuffs', 'restrained']],
  ['being tied up', ['tie their wrists', 'tying', 'ties', 'a silk rope']],
  ['no restraints', ['restrain them', 'cuffs', 'shackles']],
  ['handcuffs', ['cuffed', 'handcuff']],
  ['no rope', ['ropes', 'roped in']],
  ['scratching', ['scratch their back', 'scratched', 'claws']],
  ['no scratching please', ['run your nails down their back']],
  ['slapping', ['slap', 'a slap on the thigh', 'slapped']],
  ['no slapping', ['smack']],
  ['whipping', ['a whip', 'whipped', 'a flogger', 'a riding crop']],
  ['no whips', ['whip', 'whipping']],
  ['flogging', ['flog', 'flogged']],
  ['no collars', ['a collar', 'a leash']],
  ['leash', ['leashes']],
  ['nipple clamps', ['clamp', 'nipple', 'nipples', 'pinch']],
  ['no nipple play', ['nipples', 'played with']],
  ['rough sex', ['rough', 'pin them down', 'aggressive']],
  ['nothing rough', ['pin them down', 'manhandle']],
  ['dominance', ['dominate', 'domination', 'obey', 'submit']],
  ['no submission', ['submissive', 'submitting']],
  ['spitting', ['spit', 'spit', 'saliva']],
  ['no spitting please', ['drool']],
  ['role play', ['roleplay', 'role-play', 'a costume', 'pretend to be strangers']],
  ['no roleplay', ['role playing', 'roleplays']],
  ['costumes', ['a costume', 'costumed']],
  ['no alcohol', ['a glass of wine', 'drinks', 'drunk', 'champagne']],
  ['drinking', ['drink', 'a cocktail', 'a drink']],
  ['no food play', ['whipped cream', 'feed each other', 'food']],
  ['food', ['chocolate', 'foods']],
  ['threesomes', ['a threesome', 'a third person', 'swinging']],
  ['no other people', ['another person', 'a stranger', 'swap partners']],
  ['dirty talk', ['talk dirty', 'dirty talking', 'swear']],
  ['no swearing', ['swore', 'swears']],
  ['pain', ['painful', 'hurt', 'spank', 'a bite', 'pinching']],
  ['no pain please', ['hurts', 'sore muscles']],
  ['humiliation', ['humiliate', 'degrade', 'shame']],
  ['no degradation', ['degrading', 'degraded']],
  ['bodily fluids', ['fluids', 'sweat', 'pee']],
  ['weapons', ['a knife', 'a gun', 'weapon']],
  ['knives', ['a knife', 'knife play']],
  ['blood', ['bleeding', 'bloody', 'a needle']],
  ['needles', ['a needle', 'needled']],
  ['animals', ['animal', 'pet play', 'puppy play']],
  ['medical play', ['a doctor', 'nurse', 'medical']],
  ['fire play', ['fire', 'a flame', 'burn']],
  ['no oral', ['oral sex', 'a blowjob', 'go down on them', 'lick']],
  ['massages', ['a massage', 'massaging', 'massaged']],
  ['no massage please', ['massages']],
  ['kissing', ['kiss', 'kissed', 'kisses']],
  ['no kissing on the neck', ['a kiss', 'their neck', 'necks']],
  ['whispering', ['whisper', 'whispered']],
  ['no whispering in my ear', ['ears', 'whispers']],
  ['dancing', ['dance', 'danced', 'dances']],
  ['I hate dancing', ['a slow dance']],
  ['no lingerie', ['lingerie']],
  ['showers', ['shower', 'showering', 'showered']],
  ['no bath', ['baths', 'bathing']],
  ['shaving', ['shave', 'shaved', 'shaves']],
  ['we never want teasing', ['tease', 'teased', 'teasing']],
  ['I don\u2019t like being watched', ['watch them', 'watching', 'watched']],
  ["I don't like being watched", ['watches']],
  ['please no sexting', ['sexting', 'sext']],
  ['nothing with chocolate', ['chocolates', 'a chocolate']],
  ['no strangers', ['a stranger']],
  ['mirrors', ['a mirror', 'mirrored']],
  ['no mirrors please', ['in the mirror']],
  ['Edging', ['edge', 'edged']],
  ['no edging', ['edges']],
  ['Stripping', ['strip', 'stripped', 'strips']],
  ['no stripteases', ['a striptease']],
  ['hickeys', ['a hickey']],
  ['no love bites', ['a love bite', 'bite']],
  ['pinching', ['pinch', 'pinched']],
  ['no pinching please', ['pinches']],
  ['being gagged', ['a gag', 'gagging', 'gags']],
  ['gags', ['gagged']],
  ['no ropes or chains', ['a chain', 'chained', 'rope']],
];

/** Entries with texts that merely look alike and must pass. */
const NEAR_MISSES: [entry: string, texts: string[]][] = [
  ['no ice', ['a nice evening', 'at any price', 'slice the bread', 'advice from a friend']],
  ['ice', ['dice game', 'a spice rub', 'twice as sweet']],
  ['anal', ['an analysis of the day', 'a canal walk', 'an analogy']],
  ['no anal', ['banal small talk']],
  ['wax', ['a waxwing sang']],
  ['feet', ['feel the music', 'a small fee', 'meet at eight']],
  ['tickling', ['a ticket for two', 'the clock ticks']],
  ['spanking', ['a spanner in the works', 'a spaniel']],
  ['biting', ['a bitter chocolate', 'arbitrary choices', 'an orbit']],
  ['no biting', ['habits of a lifetime']],
  ['choking', ['a chocolate', 'a cozy chore']],
  ['hair pulling', ['a chair by the window', 'the airport lounge']],
  ['no rope', ['Europe by train', 'a trope of romance']],
  ['toys', ['a Toyota', 'a story']],
  ['no toys', ['destroy nothing']],
  ['being filmed', ['a filament', 'a fillet of fish']],
  ['cum', ['a cucumber salad', 'a document', 'circumstances']],
  ['no cum', ['accumulate points']],
  ['pee', ['peel an orange', 'speed up', 'a peer']],
  ['spit', ['a hospitable host', 'spite']],
  ['tie', ['a tier of cake', 'patience', 'entire evening']],
  ['no ties', ['parties and cities']],
  ['ass', ['a glass of water', 'pass the salt', 'assemble the puzzle']],
  ['no butt', ['a button', 'butter the toast']],
  ['rough', ['through the door', 'brought flowers']],
  ['oral', ['a floral dress', 'a moral story', 'the coral reef']],
  ['sub', ['a subway ride', 'a suburb']],
  ['dom', ['freedom at last', 'random acts', 'a dome']],
  ['collar', ['a scholar speaks']],
  ['no whips', ['whimsy and wit']],
  ['gag', ['a gadget', 'a garage sale']],
  ['cane', ['a hurricane lamp']],
  ['no pain', ['paint together', 'Spain in spring']],
  ['blood', ['a bloom of roses']],
  ['heat', ['a cheat sheet']],
  ['no heat', ['wheat bread']],
  ['cold', ['a bold colour']],
  ['nothing with feet', ['feedback welcome']],
  ['kink', ['kindness']],
  ['no kinks', ['kindred spirits']],
  ['shaving', ['having fun', 'behaving well']],
  ['lick', ['slick hair', 'a flicker']],
  ['no licking', ['clicking glasses']],
  ['edging', ['hedging bets', 'wedding vows']],
  ['strip', ['a trip away']],
  ['pet play', ['petal by petal', 'compete in a quiz']],
  ['sweat', ['a sweater']],
  ['nip', ['a turnip soup', 'snippets of song']],
  ['no bites', ['websites to visit']],
  ['a bit', ['a biscuit']],
  ['anything with candles', ['a candid talk']],
  ['being watched', ['a swatch of fabric']],
  ['no photos', ['a phone call']],
];

describe('custom boundaries read for their meaning', () => {
  it('has at least 100 entries and 50 near misses', () => {
    expect(BLOCKED.length).toBeGreaterThanOrEqual(100);
    expect(NEAR_MISSES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(BLOCKED)('"%s" keeps out its words in every form and its synonyms', (entry, texts) => {
    const guard = guardFor(entry);
    for (const text of texts) expect(guard.touches(text), `${entry} / ${text}`).toBe(true);
  });

  it.each(NEAR_MISSES)('"%s" lets other words that look alike through', (entry, texts) => {
    const guard = guardFor(entry);
    for (const text of texts) expect(guard.touches(text), `${entry} / ${text}`).toBe(false);
  });

  it('drops refusals, politeness and small words', () => {
    expect(readCustomBoundary("I don't want anything with feet, please").words).toEqual(['feet']);
    expect(readCustomBoundary('No spanking please').words).toEqual(['spanking']);
    expect(readCustomBoundary('never being blindfolded').words).toEqual(['blindfolded']);
  });

  it('still matches an entry of small words only as written', () => {
    expect(guardFor('nothing').touches('Nothing at all')).toBe(true);
    expect(guardFor('nothing').touches('a quiet night')).toBe(false);
  });
});

describe('boundary preview', () => {
  it('lists the forms of each word, then the practice it names', () => {
    const words = keepsOut('no spanking please');
    expect(words.slice(0, 4)).toEqual(['spank', 'spanking', 'spanked', 'spanks']);
    expect(words).toContain('paddle');
    expect(words).not.toContain('no');
    expect(words).not.toContain('please');
  });

  it('shows irregular forms and plurals', () => {
    expect(keepsOut('biting')).toEqual(expect.arrayContaining(['bite', 'bit', 'bitten']));
    expect(keepsOut('tickling feet')).toEqual(
      expect.arrayContaining(['tickle', 'tickling', 'feet', 'foot']),
    );
  });

  it('lists only what the guard keeps out, at most 40 words', () => {
    for (const entry of ['no toys in public', 'being filmed', 'hair pulling', 'wax']) {
      const words = keepsOut(entry);
      expect(words.length).toBeLessThanOrEqual(40);
      expect(new Set(words).size).toBe(words.length);
      const guard = guardFor(entry);
      for (const word of words) expect(guard.touches(`a ${word} tonight`), word).toBe(true);
    }
  });
});
