// Everyone gets one colour, the same on every screen and every visit: picked from their user id.
// Each is dark enough for white initials on it and distinct from the brand's own orange.
const COLORS = [
  '#2563eb', // blue
  '#db2777', // pink
  '#7c3aed', // violet
  '#0f766e', // teal
  '#c2410c', // burnt orange
  '#15803d', // green
  '#be123c', // rose
  '#4338ca', // indigo
  '#a21caf', // fuchsia
  '#0e7490', // cyan
] as const;

export function colorOf(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

/** 'Sam Reed' → 'Sam'. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'Someone';
