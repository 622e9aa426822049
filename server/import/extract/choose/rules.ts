// The choices of the extractor as ordered lists of named rules: each rule says when it holds and
// which reading it takes; the first that holds decides, and its name is kept so the importer's
// scorer can say which rule decided a page (`npm run score:import:rules`). The names never reach
// an API answer.

/** One rule of a choice: its name, when it holds, and what it then takes. */
export interface Rule<Input, Choice> {
  name: string;
  when: (input: Input) => boolean;
  take: Choice;
}

/** What a choice took and the name of the rule that took it. */
export interface Decided<Choice> {
  take: Choice;
  rule: string;
}

/**
 * The first rule of `rules` that holds for `input`. The last rule of every list holds always
 * (its default), so a choice is always made; a list without one is a programming error.
 */
export function decide<Input, Choice>(
  rules: readonly Rule<Input, Choice>[],
  input: Input,
): Decided<Choice> {
  for (const rule of rules) if (rule.when(input)) return { take: rule.take, rule: rule.name };
  throw new Error('a rule list ends with a rule that always holds');
}

/** A rule that always holds: the default at the end of a list. */
export const always = () => true;

/** Which rule decided each of the extractor's choices for one page, by the choice's name. */
export type Decisions = Record<string, string>;
