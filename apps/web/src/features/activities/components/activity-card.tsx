import type { Activity } from '@shop/core/catalogue';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon, ExternalLinkIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * How the card's picture loads: 'priority' for the first card (the list page's LCP element on a
 * phone), 'eager' for the rest of the first row, 'lazy' below it.
 */
export type CardImageLoading = 'priority' | 'eager' | 'lazy';

/** One activity on the list: picture, name, where, a short preview, and how to book it. */
export function ActivityCard({
  activity,
  imageLoading = 'lazy',
}: {
  activity: Activity;
  imageLoading?: CardImageLoading;
}) {
  const headingId = useId();
  const newTabHintId = useId();
  const preview = activity.preview ?? activity.centamanDescription;
  return (
    <Card
      as="article"
      isInteractive
      aria-labelledby={headingId}
      className="group flex h-full flex-col"
    >
      <PictureFrame
        src={activity.image}
        width={640}
        height={360}
        isLazy={imageLoading === 'lazy'}
        isPriority={imageLoading === 'priority'}
        label={activity.categoryName}
        className="aspect-[16/9]"
        imageClassName="transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        iconClassName="size-14"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 id={headingId} className="text-xl leading-snug font-bold tracking-tight text-navy-950">
          {activity.displayName}
        </h3>
        {activity.location ? (
          <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-glacier-600" />
            <span>{activity.location}</span>
          </p>
        ) : null}
        {preview ? (
          <p className="mt-3 line-clamp-3 leading-relaxed text-slate-700">{preview}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-6">
          <Link
            to={paths.activity.getHref(activity.id)}
            aria-describedby={headingId}
            className={buttonStyles({ variant: 'primary' })}
          >
            Buy Now
            <ArrowRightIcon className="size-4" />
          </Link>
          {activity.learnMoreUrl ? (
            <a
              href={activity.learnMoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={`${headingId} ${newTabHintId}`}
              className={buttonStyles({ variant: 'ghost', className: 'px-2' })}
            >
              Learn More
              <ExternalLinkIcon className="size-4" />
              <span id={newTabHintId} hidden>
                (opens in a new tab)
              </span>
            </a>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
