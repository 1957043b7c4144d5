import { cn } from './cn.ts';
import { SnowflakeIcon } from './icons.tsx';

export interface PictureFrameProps {
  src: string | null | undefined;
  /** The picture's own size, so the browser keeps its room before it loads. */
  width: number;
  height: number;
  /** The frame's size and place; the picture fills it. */
  className?: string;
  imageClassName?: string;
  iconClassName: string;
  isLazy?: boolean;
  /** The page's largest picture (its LCP element): fetched first, never lazily. */
  isPriority?: boolean;
  /** A short label over the top left corner (a category). */
  label?: string | null | undefined;
}

/**
 * A decorative picture filling its frame, or a snowflake on the glacier gradient when there is
 * none, so a list of items keeps its rhythm whether or not each has a picture.
 */
export function PictureFrame({
  src,
  width,
  height,
  className,
  imageClassName,
  iconClassName,
  isLazy = false,
  isPriority = false,
  label,
}: PictureFrameProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-glacier-200 to-glacier-400',
        className,
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={isLazy && !isPriority ? 'lazy' : undefined}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding={isPriority ? undefined : 'async'}
          className={cn('absolute inset-0 size-full object-cover', imageClassName)}
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-white/80">
          <SnowflakeIcon className={iconClassName} />
        </div>
      )}
      {label ? (
        <span className="absolute top-3 left-3 rounded-full bg-navy-950/80 px-2.5 py-1 text-xs font-semibold tracking-wide text-white backdrop-blur-sm">
          {label}
        </span>
      ) : null}
    </div>
  );
}
