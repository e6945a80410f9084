/**
 * Words a custom boundary is written with that say nothing of what it rules out: refusals,
 * politeness, pronouns and the small words around them ("no spanking please", "I don't want
 * anything with feet"). They are dropped; every other word of the entry blocks on its own.
 * Contractions arrive split at the apostrophe ("don't": don, t).
 */
// prettier-ignore
export const BOUNDARY_STOP_WORDS: ReadonlySet<string> = new Set([
  // refusing and asking
  'no', 'not', 'nope', 'non', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'without',
  'don', 'doesn', 'didn', 'won', 'wouldn', 'shouldn', 'isn', 'aren', 'wasn', 'weren', 'can',
  'cannot', 'cant', 'dont', 'wont', 'please', 'pls', 'plz', 'thanks', 'thank', 'sorry', 'avoid',
  'avoiding', 'stop', 'hate', 'hates', 'dislike', 'dislikes', 'like', 'likes', 'want', 'wants',
  'wanna', 'need', 'needs', 'prefer', 'rather', 'allowed', 'ok', 'okay', 'comfortable',
  'uncomfortable', 'limit', 'limits', 'boundary', 'boundaries', 'hard', 'off', 'table',
  'absolutely', 'definitely', 'really', 'ever', 'just', 'too', 'very', 'much', 'more', 'less',
  'kind', 'kinds', 'sort', 'sorts', 'type', 'types', 'stuff', 'things', 'thing', 'kinda',
  'involving', 'involved', 'involve', 'involves', 'related', 'including', 'include', 'anything',
  'something', 'everything', 'any', 'all', 'some', 'every', 'each', 'other', 'such', 'etc',
  // being, doing and having
  'be', 'being', 'been', 'is', 'are', 'am', 'was', 'were', 'get', 'getting', 'got', 'do', 'does',
  'doing', 'did', 'done', 'have', 'has', 'having', 'had', 'will', 'would', 'should', 'could',
  'may', 'might', 'must', 'shall', 'let', 'make', 'made', 'go', 'going', 'try', 'trying',
  // people
  'i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'you', 'your',
  'yours', 'yourself', 'he', 'him', 'his', 'she', 'her', 'hers', 'they', 'them', 'their', 'theirs',
  'it', 'its', 'one', 'someone', 'anyone', 'everyone', 'partner', 'partners',
  // small words
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'and', 'or', 'but', 'if', 'so', 'as', 'of',
  'with', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'about', 'into', 'onto', 'over', 'under',
  'up', 'down', 'out', 'than', 'then', 'there', 'here', 'when', 'where', 'while', 'what', 'which',
  'who', 'how', 'again', 'also', 'only', 'even', 'still', 'whatsoever',
  // what contractions leave
  's', 't', 'm', 're', 've', 'll', 'd',
]);
