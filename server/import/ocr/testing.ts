// Pictures of recipe text for tests and the OCR benchmark: text rendered to SVG and rasterised
// with sharp, then optionally turned a few degrees, speckled with noise and blurred like a
// phone photo. Deterministic: the noise comes from a seeded generator.
import sharp from 'sharp';

export interface RenderOptions {
  /** A fontconfig family (`DejaVu Serif`, or a handwriting-like one when installed). */
  font?: string;
  fontSize?: number;
  width?: number;
  /** Degrees, clockwise; the corners are filled white. */
  rotate?: number;
  /** Standard deviation of grey noise added to every pixel (0–255), with a slight blur. */
  noise?: number;
  format?: 'png' | 'jpeg' | 'webp';
  seed?: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small seeded generator (mulberry32), so a benchmark's noise is the same every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `lines` as a picture of black text on white, one line per line. */
export async function renderTextImage(
  lines: string[],
  {
    font = 'DejaVu Serif',
    fontSize = 28,
    width = 1100,
    rotate = 0,
    noise = 0,
    format = 'png',
    seed = 1,
  }: RenderOptions = {},
): Promise<Buffer> {
  const lineHeight = Math.round(fontSize * 1.45);
  const margin = Math.round(fontSize * 1.5);
  const height = margin * 2 + lineHeight * lines.length;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${margin}" y="${margin + lineHeight * (index + 0.8)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g font-family="${escapeXml(font)}" font-size="${fontSize}" fill="#111">${text}</g></svg>`;

  let image = sharp(Buffer.from(svg)).flatten({ background: '#fff' });
  if (rotate) image = image.rotate(rotate, { background: '#fff' });
  let { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (noise) {
    const random = seededRandom(seed);
    for (let i = 0; i < data.length; i++) {
      // Box–Muller: normal noise, as a camera sensor's.
      const gaussian =
        Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
      data[i] = Math.max(0, Math.min(255, data[i]! + gaussian * noise));
    }
    ({ data, info } = await sharp(data, { raw: info })
      .blur(0.8)
      .raw()
      .toBuffer({ resolveWithObject: true }));
  }
  const raster = sharp(data, { raw: info });
  if (format === 'jpeg') return raster.jpeg({ quality: 85 }).toBuffer();
  if (format === 'webp') return raster.webp({ quality: 85 }).toBuffer();
  return raster.png().toBuffer();
}

/** A short recipe as a card would hold it: title, ingredients, and a method in wrapped lines. */
export const SAMPLE_RECIPE_LINES = [
  'Lemon Drizzle Cake',
  '',
  'Ingredients',
  '225 g butter, softened',
  '225 g caster sugar',
  '4 eggs',
  '275 g self-raising flour',
  '1 lemon, zested',
  '',
  'Method',
  '1. Heat the oven to 180C and line a loaf tin with baking',
  'paper.',
  '2. Beat the butter and sugar until pale, then beat in the',
  'eggs one at a time and fold in the flour and zest.',
  '3. Bake for 45 minutes, until a skewer comes out clean.',
];
