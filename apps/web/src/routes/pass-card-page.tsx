import { titled, type PageHandle } from '../app/page-meta.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { passCardTexts } from '@shop/core/pass-card-api';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { usePassCard } from '../features/passes/api/get-pass-card.ts';
import { PassCardView } from '../features/passes/components/pass-card-view.tsx';
import { keepCardOffline } from '../features/passes/lib/keep-card-offline.ts';
import { ApiError } from '../lib/api-client.ts';
import { LoadFailure } from './load-failure.tsx';

/**
 * `/member/cards/{code}`: a pass holder's card (issue 31). The code is the card, as an order's
 * token is the order: no login, so each household member can keep their own card on their
 * phone. Once opened it keeps working offline (decision 088).
 */
export default function PassCardPage() {
  const { code = '' } = useParams();
  const card = usePassCard(code);
  const isLoaded = card.isSuccess;
  const photoUrl = card.data?.photoUrl ?? null;
  useEffect(() => {
    if (isLoaded) void keepCardOffline(photoUrl ? [new URL(photoUrl, location.href).href] : []);
  }, [isLoaded, photoUrl]);

  let content;
  if (card.isPending) {
    content = (
      <LoadingShapes
        label="Loading the card…"
        shapes={['h-[32rem] rounded-2xl']}
        className="mx-auto max-w-md"
      />
    );
  } else if (card.isError) {
    content =
      card.error instanceof ApiError && card.error.status === 404 ? (
        <Alert tone="error" role="alert" title="Card not found" className="mx-auto max-w-md">
          {passCardTexts.notFound}{' '}
          <TextLink to={paths.memberAccount.getHref()}>Your account</TextLink>
        </Alert>
      ) : (
        <LoadFailure
          title="An error occurred while loading the card."
          onRetry={() => void card.refetch()}
        />
      );
  } else {
    content = <PassCardView card={card.data} foundationName={env.VITE_FOUNDATION_NAME} />;
  }

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="sr-only">Membership Card</h1>
      {content}
    </Container>
  );
}

export const meta = titled('Membership Card');

export const handle: PageHandle = { rendersInBrowser: true };
