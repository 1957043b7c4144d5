/** Vacancy wording of SPEC section 9, shared by the time radios and the session dropdown. */

/** Adds an s unless the count is 1. */
export function pluralize(word: string, count: number): string {
  return count === 1 ? word : `${word}s`;
}

/** Label beside a time radio: 'N spots left' up to 20, '20+ spots left' above, 'sold out' at 0 or less. */
export function formatVacancyLabel(vacancy: number): string {
  if (vacancy <= 0) return 'sold out';
  if (vacancy > 20) return '20+ spots left';
  return `${vacancy} ${pluralize('spot', vacancy)} left`;
}

/** Suffix of a session in the dropdown: 'SOLD OUT', '1 spot left' or 'N spots left'. */
export function formatVacancySuffix(vacancy: number): string {
  if (vacancy <= 0) return 'SOLD OUT';
  return `${vacancy} ${pluralize('spot', vacancy)} left`;
}
