/** What the waiting list's tests share: one round of offers on the test app's clock. */
import type { TestApp } from './test-app.ts';
import { createCatalogueRepository } from '../modules/catalogue/catalogue-repository.ts';
import { createOfferReader } from '../modules/catalogue/read-offer.ts';
import { offerFreedPlaces } from '../modules/waitlist/offer-freed-places.ts';

/** One round of the worker's offers, as the worker runs it, with offers of 12 hours. */
export function runOfferRound(t: TestApp): Promise<number> {
  return offerFreedPlaces({
    db: t.database.db,
    readOffer: createOfferReader(createCatalogueRepository(t.database.db), () => t.now.value),
    clock: () => t.now.value,
    offerHours: 12,
  });
}
