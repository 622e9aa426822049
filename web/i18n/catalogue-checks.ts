// What makes a translation right, for the catalogue test and the translators' tools
// (scripts/i18n-check.ts): it parses as an ICU message, keeps English's placeholders and tags,
// and gives each plural the forms its language has (Polish four, Arabic six: Intl.PluralRules).
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A message's placeholder names and numbered tags, sorted: what a translation must keep. */
export function slots(message: string): string[] {
  const found = new Set<string>();
  walk(compileMessageOrThrow(message), {
    text(token) {
      for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
    },
    placeholder(name) {
      found.add(`{${name}}`);
    },
  });
  return [...found].sort();
}

/** The plural categories a language uses for cardinal numbers ("one", "few", "other"…). */
export function pluralCategoriesOf(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

/** Why `translation` is not a right translation of `source` into `locale`, or null. */
export function translationProblem(
  source: string,
  translation: string,
  locale: string,
): string | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(translation);
  } catch (err) {
    return `does not parse: ${(err as Error).message}`;
  }
  const want = slots(source);
  const have = slots(translation);
  if (want.join(' ') !== have.join(' ')) {
    return `placeholders and tags differ: English has ${want.join(' ') || 'none'}, this has ${have.join(' ') || 'none'}`;
  }
  const needed = pluralCategoriesOf(locale);
  let problem: string | null = null;
  walk(compiled, {
    plural(name, forms) {
      const missing = needed.filter((category) => !(category in forms));
      if (missing.length && !problem) {
        problem = `the plural of {${name}} lacks the ${locale} form${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
      }
    },
  });
  return problem;
}

interface Visitor {
  text?: (token: string) => void;
  placeholder?: (name: string) => void;
  plural?: (name: string, forms: Record<string, unknown>) => void;
}

function walk(tokens: CompiledMessage, visit: Visitor) {
  for (const token of tokens) {
    if (typeof token === 'string') {
      visit.text?.(token);
      continue;
    }
    const [name, type, format] = token;
    visit.placeholder?.(name);
    if (!format || typeof format !== 'object') continue;
    if (type === 'plural') visit.plural?.(name, format as Record<string, unknown>);
    for (const [key, branch] of Object.entries(format)) {
      if (key === 'offset' || branch === undefined) continue;
      walk(typeof branch === 'string' ? [branch] : (branch as CompiledMessage), visit);
    }
  }
}
