/** The one method the screens use of an Intl.DateTimeFormat. */
export interface DateFormatter {
  format(date: Date | number): string;
}

/**
 * An en-US Intl.DateTimeFormat made the first time it formats. The first formatter a page makes
 * costs the browser its calendar data, about 100 ms on a mid-range phone: made when a module
 * loads, it would lengthen the evaluation of the screen's code, which already holds the main
 * thread in one long task before the screen can show, even on screens that format no date.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): DateFormatter {
  let formatter: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => (formatter ??= new Intl.DateTimeFormat('en-US', options)).format(date),
  };
}
