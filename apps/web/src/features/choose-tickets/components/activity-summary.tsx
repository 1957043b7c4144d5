import type { Activity } from '@shop/core/catalogue';
import { Card } from '../../../components/ui/card.tsx';
import { ExternalLinkIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';

/** The activity being booked: picture, name, where, what it is. */
export function ActivitySummary({ activity }: { activity: Activity }) {
  return (
    <Card as="section" aria-label={activity.displayName} className="lg:sticky lg:top-6">
      <PictureFrame
        src={activity.image}
        width={640}
        height={360}
        label={activity.categoryName}
        className="aspect-[21/9] lg:aspect-[16/9]"
        iconClassName="size-12"
        // The page's largest paint: React preloads it in the page's head.
        isPriority
      />
      <div className="space-y-3 p-5 sm:p-6">
        <h2 className="text-xl leading-snug font-bold tracking-tight text-navy-950">
          {activity.displayName}
        </h2>
        {activity.location ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-glacier-600" />
            <span>{activity.location}</span>
          </p>
        ) : null}
        {activity.showSeason && activity.seasonName ? (
          <p className="text-sm font-semibold text-glacier-800">{activity.seasonName}</p>
        ) : null}
        <p className="leading-relaxed text-slate-700">{activity.centamanDescription}</p>
        {activity.serviceDetails ? (
          <p className="rounded-lg bg-glacier-50 p-3 text-sm leading-relaxed text-navy-900 ring-1 ring-glacier-600/15">
            {activity.serviceDetails}
          </p>
        ) : null}
        {activity.learnMoreUrl ? (
          <a
            href={activity.learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-glacier-700 underline decoration-glacier-300 decoration-2 underline-offset-4 hover:text-navy-900"
          >
            Learn More
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </Card>
  );
}
