import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { fetchPageAnswers, readPageAnswers } from './server-answers.ts';

const sessions = [
  { id: 3310, startDate: '2026-12-03', displayLabel: '10:00 AM - 11:30 AM', vacancy: 260 },
  {
    id: 3311,
    startDate: '2026-12-03',
    displayLabel: '</script><script>alert(1)</script>',
    vacancy: 0,
  },
];

describe('fetchPageAnswers', () => {
  it('hands the answers over as one JSON text that fills a browser cache as the server had it', async () => {
    const answers = await fetchPageAnswers(async (queryClient) => {
      await queryClient.prefetchQuery({ queryKey: ['times', 4], queryFn: () => sessions });
      return { previewTitle: 'Public Skate' };
    });

    expect(typeof answers.answers).toBe('string');
    expect(answers.page).toEqual({ previewTitle: 'Public Skate' });
    const browserCache = new QueryClient();
    hydrate(browserCache, readPageAnswers(answers.answers));
    expect(browserCache.getQueryData(['times', 4])).toEqual(sessions);
  });

  it('leaves out an answer that failed, for the browser to ask again', async () => {
    const answers = await fetchPageAnswers(async (queryClient) => {
      await queryClient.prefetchQuery({
        queryKey: ['times', 4],
        queryFn: () => Promise.reject(new ApiError(503, undefined)),
      });
      return 'page';
    });

    const browserCache = new QueryClient();
    hydrate(browserCache, readPageAnswers(answers.answers));
    expect(browserCache.getQueryData(['times', 4])).toBeUndefined();
  });
});
