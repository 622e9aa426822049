// Amounts printed the way cooks write them: "1 ½ cups", "⅓ cup", "2 ¼ tsp", "340 g", never
// "0.333". Spoon and cup measures and counts round to the fractions measuring sets have (eighths
// and thirds); metric weights and volumes round to what a scale or jug shows.

/** The fractions a measuring set has, with the glyph cooks print. */
const FRACTIONS: ReadonlyArray<{ value: number; glyph: string }> = [
  { value: 1 / 8, glyph: '⅛' },
  { value: 1 / 4, glyph: '¼' },
  { value: 1 / 3, glyph: '⅓' },
  { value: 3 / 8, glyph: '⅜' },
  { value: 1 / 2, glyph: '½' },
  { value: 5 / 8, glyph: '⅝' },
  { value: 2 / 3, glyph: '⅔' },
  { value: 3 / 4, glyph: '¾' },
  { value: 7 / 8, glyph: '⅞' },
];

export type AmountStyle =
  /** Cups, spoons, counts, ounces and pounds: whole numbers and measuring-set fractions. */
  | 'fraction'
  /** Grams, millilitres and the like: decimals only where the amount is small. */
  | 'metric';

/**
 * Formats an amount. Fraction style rounds to the nearest eighth or third (above 10, to the
 * nearest half; above 50, to a whole number); anything that would round to zero shows as the
 * smallest fraction, never "0". Metric style keeps one decimal below 10 ("2.5"), whole numbers
 * below 100, then the nearest 5 below 1000 and the nearest 10 above.
 */
export function formatAmount(value: number, style: AmountStyle = 'fraction'): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  return style === 'metric' ? formatMetric(value) : formatFraction(value);
}

function formatMetric(value: number): string {
  if (value < 10) return trimZeros((Math.round(value * 10) / 10).toFixed(1)) || '0.1';
  if (value < 100) return String(Math.round(value));
  if (value < 1000) return String(Math.round(value / 5) * 5);
  return String(Math.round(value / 10) * 10);
}

const trimZeros = (text: string) => (text.endsWith('.0') ? text.slice(0, -2) : text);

function formatFraction(value: number): string {
  if (value >= 50) return String(Math.round(value));
  if (value >= 10) {
    const halves = Math.round(value * 2) / 2;
    return Number.isInteger(halves) ? String(halves) : `${Math.floor(halves)} ½`;
  }
  let whole = Math.floor(value);
  const rest = value - whole;
  // The nearest of: nothing, each fraction, the next whole number.
  let best: { value: number; glyph: string } = { value: 0, glyph: '' };
  for (const candidate of [...FRACTIONS, { value: 1, glyph: '' }]) {
    if (Math.abs(rest - candidate.value) < Math.abs(rest - best.value)) best = candidate;
  }
  if (best.value === 1) {
    whole += 1;
    best = { value: 0, glyph: '' };
  }
  if (whole === 0 && best.value === 0) return FRACTIONS[0]!.glyph;
  if (whole === 0) return best.glyph;
  return best.glyph ? `${whole} ${best.glyph}` : String(whole);
}

/** A range as cooks write it: "2–3", "1 ½–2"; equal ends print once. */
export function formatRange(min: number, max: number | null, style: AmountStyle = 'fraction') {
  const low = formatAmount(min, style);
  if (max === null) return low;
  const high = formatAmount(max, style);
  return low === high ? low : `${low}–${high}`;
}
