/**
 * Any address the shop has no page for: the not-found page, which the server answers with 404
 * (the page's error layer shows it for the thrown 404).
 */
import { data } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

export function loader(): never {
  throw data('Not Found', { status: 404 });
}

export { meta } from './not-found-page.tsx';

export default NotFoundPage;
