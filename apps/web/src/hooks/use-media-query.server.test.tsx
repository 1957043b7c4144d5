/**
 * A page rendered without a window (on the server) still renders where it reads a media query.
 */
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

function Menus() {
  return <p>{useMediaQuery('(min-width: 64rem)') ? 'wide menus' : 'phone menu'}</p>;
}

it('renders without a window as if the query did not match', () => {
  expect(typeof window).toBe('undefined');
  expect(renderToString(<Menus />)).toBe('<p>phone menu</p>');
});
