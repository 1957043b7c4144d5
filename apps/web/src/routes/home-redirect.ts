import { redirect } from 'react-router';
import { paths } from '../config/paths.ts';

/** `/` is the activities page (SPEC section 2): the server answers with a redirect, as the app does. */
export function loader() {
  return redirect(paths.activities.getHref());
}

export const clientLoader = loader;
