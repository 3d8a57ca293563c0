export function Logo() {
  return (
    <svg viewBox="0 0 180 36" width="150" height="30" role="img" aria-label="BonneRoute">
      <rect width="36" height="36" rx="9" fill="#0b6e4f" />
      <path
        d="M8 27c5-12 16-5 20-17"
        stroke="#f2a541"
        strokeWidth="4.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="8" cy="27" r="3" fill="#fff" />
      <circle cx="28" cy="10" r="3" fill="#fff" />
      <text
        x="44"
        y="25"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill="#0b6e4f"
      >
        Bonne<tspan fill="#a35f00">Route</tspan>
      </text>
    </svg>
  );
}
