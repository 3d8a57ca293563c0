import styles from './skeleton-list.module.css';

/**
 * The place a list will take while its data loads — as many blocks as the list's
 * usual length, each as tall as one of its items (`itemClassName` sets the height) — so nothing
 * below it moves when the data arrives.
 */
export function SkeletonList({
  count,
  label,
  className,
  itemClassName,
}: {
  count: number;
  label: string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${styles.item} ${itemClassName ?? ''}`} aria-hidden="true" />
      ))}
    </div>
  );
}
