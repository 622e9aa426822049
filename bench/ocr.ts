// Photo import accuracy: recipe texts rendered as pictures (clean; turned a few degrees; noisy
// and blurred like a dim phone photo; in a handwriting-like font when fontconfig has one), read
// through the server's own pipeline (prepare.ts, then the recogniser), and compared with the
// text they were drawn from. Prints one line: character accuracy per kind
// (1 − Levenshtein distance / reference length, over all pages of that kind), the pages whose
// recipe the extractor found, and the mean time per page.
//
//   npm run bench:ocr
import { execFileSync } from 'node:child_process';
import { loadConfig } from '../server/config';
import { createOcrEngine } from '../server/import/ocr/engine';
import { joinWrappedLines } from '../server/import/ocr/lines';
import { findLanguageData } from '../server/import/ocr/languages';
import { prepareForReading } from '../server/import/ocr/prepare';
import { renderTextImage, type RenderOptions } from '../server/import/ocr/testing';
import { extractFromPlainText } from '../server/import/extract/plain-text';

const RECIPES: string[][] = [
  [
    'Lemon Drizzle Cake',
    'Serves 8',
    '',
    'Ingredients',
    '225 g unsalted butter, softened',
    '225 g caster sugar',
    '4 large eggs',
    '275 g self-raising flour',
    '2 unwaxed lemons, zested and juiced',
    '85 g icing sugar',
    '',
    'Method',
    '1. Heat the oven to 180°C (160°C fan) and line a 2 lb loaf tin',
    'with baking paper.',
    '2. Beat the butter and sugar until pale and fluffy, then add the',
    'eggs one at a time, beating well after each addition.',
    '3. Fold in the flour and lemon zest, spoon into the tin and bake',
    'for 45-50 minutes, until a skewer comes out clean.',
    '4. Mix the lemon juice with the icing sugar and spoon it over the',
    'warm cake. Leave to cool in the tin.',
  ],
  [
    "Grandma's Beef Stew",
    '',
    'You will need:',
    '1 kg stewing beef, cut into chunks',
    '2 tbsp plain flour',
    '3 tbsp olive oil',
    '2 onions, chopped',
    '3 carrots, sliced',
    '500 ml beef stock',
    '1 bay leaf',
    '',
    'Toss the beef in the flour and brown it in batches in the hot oil.',
    'Soften the onions and carrots in the same pan for ten minutes,',
    'then return the beef with the stock and the bay leaf. Cover and',
    'simmer gently for two hours, stirring now and then, until the',
    'meat is tender. Season well before serving.',
  ],
  [
    'Buttermilk Pancakes',
    'Makes 12',
    '',
    'Ingredients',
    '200 g plain flour',
    '1 tsp baking powder',
    '½ tsp bicarbonate of soda',
    '1 tbsp sugar',
    '300 ml buttermilk',
    '1 egg',
    '30 g butter, melted',
    '',
    'Method',
    'Whisk the dry ingredients together in a large bowl. Beat the',
    'buttermilk, egg and melted butter in a jug, pour into the flour',
    'and stir until just combined; a few lumps are fine.',
    'Cook ladlefuls in a hot, lightly oiled pan for 2 minutes on each',
    'side, until golden. Keep warm while you cook the rest.',
  ],
];

/** Families that look handwritten, in order of preference, as fontconfig names them. */
const HANDWRITING_FONTS = [
  'DkgHandwriting',
  'Humor Sans',
  'Comic Neue',
  'Kalam',
  'Patrick Hand',
  'Caveat',
];

function findHandwritingFont(): string | null {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return null;
  }
  const installed = new Set(families.split('\n').flatMap((line) => line.split(',')));
  return HANDWRITING_FONTS.find((font) => installed.has(font)) ?? null;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Lines trimmed, blank ones left out, inner spaces collapsed: layout is not what is measured. */
const normalise = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

const handwriting = findHandwritingFont();
const KINDS: Record<string, RenderOptions | null> = {
  clean: {},
  rotated: { rotate: 3 },
  noisy: { noise: 70, format: 'jpeg' },
  handwriting: handwriting ? { font: handwriting, fontSize: 32 } : null,
};

const config = loadConfig();
const engine = createOcrEngine({
  languages: findLanguageData(config.IMPORT_PHOTO_LANGUAGES),
  concurrency: 1,
  queueLength: 100,
  timeoutMs: 600_000,
  idleMs: 60_000,
});
const limits = { maxBytes: Infinity, maxPixels: config.MAX_IMAGE_PIXELS };

try {
  // The first page also starts the recogniser; it is not timed.
  await engine.read(await prepareForReading(await renderTextImage(['Warm up']), limits));
  const parts: string[] = [];
  let pages = 0;
  let found = 0;
  let totalMs = 0;
  for (const [kind, options] of Object.entries(KINDS)) {
    if (!options) {
      parts.push(`${kind}=n/a (no handwriting-like font installed)`);
      continue;
    }
    let distance = 0;
    let length = 0;
    for (const [index, lines] of RECIPES.entries()) {
      const photo = await renderTextImage(lines, { ...options, seed: index + 1 });
      const started = performance.now();
      const text = await engine.read(await prepareForReading(photo, limits));
      totalMs += performance.now() - started;
      pages += 1;
      const reference = normalise(lines.join('\n'));
      distance += levenshtein(normalise(text), reference);
      length += reference.length;
      if (extractFromPlainText(joinWrappedLines(text), '')?.ingredients.length) found += 1;
    }
    const accuracy = Math.max(0, 1 - distance / length);
    parts.push(`${kind}=${(accuracy * 100).toFixed(1)}%`);
    if (kind === 'handwriting') parts[parts.length - 1] += ` (${handwriting})`;
  }
  console.log(
    `ocr: ${parts.join(' ')} recipes=${found}/${pages} ms/page=${Math.round(totalMs / pages)}`,
  );
} finally {
  await engine.close();
}
