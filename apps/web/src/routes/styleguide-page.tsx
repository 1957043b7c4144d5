import { titled } from '../app/page-meta.ts';
import type { ReactNode } from 'react';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import * as icons from '../components/ui/icons.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { Container } from '../components/ui/container.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const swatches = [
  ['navy-950', 'bg-navy-950'],
  ['navy-900', 'bg-navy-900'],
  ['navy-700', 'bg-navy-700'],
  ['glacier-700', 'bg-glacier-700'],
  ['glacier-400', 'bg-glacier-400'],
  ['glacier-100', 'bg-glacier-100'],
  ['glacier-50', 'bg-glacier-50'],
  ['ember-500', 'bg-ember-500'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-navy-900/10 py-10 first:border-t-0">
      <h2 className="mb-6 text-2xl font-bold tracking-tight text-navy-950">{title}</h2>
      {children}
    </section>
  );
}

/** `/styleguide`: the UI primitives, for development builds only (SPEC section 2). */
export function StyleguidePage() {
  return (
    <>
      <PageHero eyebrow="Development" title="Styleguide" />
      <Container className="py-6">
        <Section title="Colour">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {swatches.map(([name, className]) => (
              <li key={name} className="overflow-hidden rounded-xl bg-white shadow-card">
                <div className={`h-16 ${className}`} />
                <p className="px-3 py-2 font-mono text-sm">{name}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Button">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button size="sm">Small</Button>
            <Button size="lg">Large</Button>
            <Button isDisabled>Disabled</Button>
            <Button isPending>Pending</Button>
            <span className="theme-dark rounded-xl bg-navy-900 p-2">
              <Button variant="on-dark">On dark</Button>
            </span>
          </div>
        </Section>
        <Section title="ButtonLink and TextLink">
          <div className="flex flex-wrap items-center gap-6">
            <ButtonLink to={paths.activities.getHref()}>Button link</ButtonLink>
            <TextLink to={paths.activities.getHref()}>Text link</TextLink>
          </div>
        </Section>
        <Section title="Card">
          <div className="grid gap-6 sm:grid-cols-2">
            <Card className="p-6">A static card.</Card>
            <Card isInteractive className="p-6">
              An interactive card lifts on hover and when focus is inside.
            </Card>
          </div>
        </Section>
        <Section title="Badge">
          <div className="flex flex-wrap gap-2">
            <Badge>Neutral</Badge>
            <Badge tone="info">Info</Badge>
            <Badge tone="accent">Accent</Badge>
          </div>
        </Section>
        <Section title="Alert">
          <div className="space-y-4">
            <Alert headingLevel={3} tone="info" title="Info">
              Information for the visitor.
            </Alert>
            <Alert headingLevel={3} tone="warning" title="Warning">
              Something needs attention.
            </Alert>
            <Alert headingLevel={3} tone="error" title="Error">
              Something went wrong.
            </Alert>
          </div>
        </Section>
        <Section title="Skeleton and Spinner">
          <div className="flex items-center gap-6">
            <div className="w-64 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
            </div>
            <Spinner className="text-glacier-600" />
          </div>
        </Section>
        <Section title="EmptyState">
          <EmptyState
            icon={<icons.SnowflakeIcon className="size-10" />}
            title="Nothing here yet."
          />
        </Section>
        <Section title="Icons">
          <ul className="flex flex-wrap gap-4">
            {Object.entries(icons).map(([name, Icon]) => (
              <li
                key={name}
                className="flex w-28 flex-col items-center gap-2 rounded-xl bg-white p-3 text-xs shadow-card"
              >
                <Icon className="size-6 text-navy-800" />
                {name.replace(/Icon$/, '')}
              </li>
            ))}
          </ul>
        </Section>
      </Container>
    </>
  );
}

/** Shown only where the build setting allows it (VITE_SHOW_STYLEGUIDE); elsewhere not found. */

export const meta = titled('Styleguide');

export default function StyleguideRoute() {
  return env.VITE_SHOW_STYLEGUIDE ? <StyleguidePage /> : <NotFoundPage />;
}
