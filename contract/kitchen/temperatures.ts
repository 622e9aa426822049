// Oven temperatures in step text, shown in the other scale too: "Heat the oven to 180°C" reads
// "180 °C (350 °F)" for everyone. Conversions round to the steps oven dials have: 25 °F, 10 °C.

export type TemperatureScale = 'C' | 'F';

export interface FoundTemperature {
  start: number;
  end: number;
  value: number;
  scale: TemperatureScale;
}

/** "180°C", "180 °C", "180C", "350 degrees F", "350ºF", "200 degrees Celsius", "180c fan". */
const TEMPERATURE =
  /(?<![\w.])(\d{2,3})\s*(?:°|º|˚|degrees?\s*|deg\.?\s*)?\s*(C|F|Celsius|Fahrenheit|centigrade)\b/gi;

/** Every temperature in `text`, in order. A bare "C"/"F" counts only right after the number. */
export function findTemperatures(text: string): FoundTemperature[] {
  const found: FoundTemperature[] = [];
  for (const match of text.matchAll(TEMPERATURE)) {
    const [whole, digits, unit] = match;
    const scale: TemperatureScale = /^f/i.test(unit!) ? 'F' : 'C';
    const value = Number(digits);
    // Oven and frying temperatures; "15 c" (cups) or "2 F" are not temperatures.
    if (scale === 'C' ? value < 30 || value > 300 : value < 90 || value > 575) continue;
    found.push({ start: match.index, end: match.index + whole.length, value, scale });
  }
  return found;
}

/** The same temperature on the other scale, rounded to an oven dial's step. */
export function convertTemperature(value: number, from: TemperatureScale): number {
  return from === 'C'
    ? Math.round(((value * 9) / 5 + 32) / 25) * 25
    : Math.round(((value - 32) * 5) / 9 / 10) * 10;
}

/** "180 °C (350 °F)", with the scale the reader prefers first. */
export function formatTemperature(
  value: number,
  scale: TemperatureScale,
  preferred: TemperatureScale = scale,
): string {
  const other: TemperatureScale = scale === 'C' ? 'F' : 'C';
  const converted = convertTemperature(value, scale);
  return preferred === scale
    ? `${value} °${scale} (${converted} °${other})`
    : `${converted} °${other} (${value} °${scale})`;
}

/** `text` with each temperature written in both scales. */
export function withBothScales(text: string, preferred?: TemperatureScale): string {
  let result = '';
  let last = 0;
  for (const found of findTemperatures(text)) {
    result +=
      text.slice(last, found.start) + formatTemperature(found.value, found.scale, preferred);
    last = found.end;
  }
  return result + text.slice(last);
}
