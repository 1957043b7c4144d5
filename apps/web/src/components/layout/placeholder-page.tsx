import type { ReactNode } from 'react';
import { PageHero } from './page-hero.tsx';
import { Container } from '../ui/container.tsx';

/** A page whose content is still to come: its heading and a way onward. */
export function PlaceholderPage({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <>
      <PageHero title={heading} />
      <Container className="py-12">{children}</Container>
    </>
  );
}
