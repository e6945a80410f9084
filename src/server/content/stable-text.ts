/**
 * The guard keeps what it read of a text by the text itself. A text built again from the same
 * object (a catalogue item, a welcomed activity) is a new string, which every lookup would
 * compare letter for letter; handing back the string built last time, when it is equal, lets
 * each lookup find it at once.
 */
const lastTexts = new WeakMap<object, string>();

/** `text`, as the string last built for `owner` when that one is equal to it. */
export function sameTextAsBefore(owner: object, text: string): string {
  const last = lastTexts.get(owner);
  if (last === text) return last;
  lastTexts.set(owner, text);
  return text;
}
