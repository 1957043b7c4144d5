/**
 * Times of day as staff type them (issue 30): "16:30", "4:30pm", "4:30 PM", "4 pm", "9:05 a.m."
 * read as the 24-hour "HH:mm" the API takes. Anything else is left for the API's own check.
 */

const clockPattern = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])?\.?\s*(?:m\.?)?$/i;

/** "4:30 pm" -> "16:30"; null when the text is not a time of day. */
export function parseClockTime(text: string): string | null {
  const match = clockPattern.exec(text.trim());
  if (!match) return null;
  const [, hourText = '', minuteText, half] = match;
  let hour = Number(hourText);
  const minute = minuteText ?? '00';
  if (half) {
    // 12-hour clock: 12 am is midnight, 12 pm is noon, 13 pm is no time at all.
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  } else if (minuteText === undefined || hour > 23) {
    // A bare number ("4") says neither morning nor afternoon.
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

/** A typed time as "HH:mm" when it reads as one, else the text as typed (trimmed). */
export function toWallTime(text: string): string {
  return parseClockTime(text) ?? text.trim();
}

/**
 * A list of times typed with commas or spaces between them ("10:00, 2pm 4:30 pm"), each read
 * as "HH:mm"; an "am"/"pm" after a space belongs to the time before it.
 */
export function splitClockTimes(text: string): string[] {
  return text
    .replace(/(\d)\s+([ap]\.?\s*m\b\.?)/gi, '$1$2')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(toWallTime);
}
