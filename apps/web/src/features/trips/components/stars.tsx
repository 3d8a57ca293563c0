/** spec §2: five stars, shown as 5 whatever the rating. */
export function Stars() {
  return (
    <span aria-label="Note : 5 sur 5" role="img" style={{ color: 'var(--color-accent)' }}>
      ★★★★★
    </span>
  );
}
