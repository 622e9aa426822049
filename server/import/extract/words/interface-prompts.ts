// What a site's own controls say ("Print", "Save to collection", "Rate this recipe"), in the
// languages recipe pages are written in. A button's label can end up in the text of a recipe
// card or of its markup. Such a label is a control's verb alone or with what it acts on (the
// recipe, the video, a list of the reader's): "Save the pasta water" is the cook's, "Save recipe"
// the site's. Verbs that are also the cook's ("teilen", "partager", "dela": divide) are not
// listed; neither are phrases a cook might write ("follow", "tap water").

/** Verbs of a site's controls, alone or before what they act on. */
const CONTROL_VERBS = [
  'print',
  'save',
  'share',
  'pin',
  'rate',
  'review',
  'e-?mail',
  'tweet',
  'watch',
  'subscribe',
  'bookmark',
  'download',
  'click',
  'copy',
  'drucken',
  'ausdrucken',
  'speichern',
  'merken',
  'bewerten',
  'imprimer',
  'enregistrer',
  'sauvegarder',
  'noter',
  'imprimir',
  'guardar',
  'compartir',
  'compartilhar',
  'salvar',
  'valorar',
  'avaliar',
  'stampa',
  'salva',
  'condividi',
  'afdrukken',
  'printen',
  'opslaan',
  'bewaren',
  'beoordelen',
  'skriv ut',
  'spara',
  'gem',
  'lagre',
];

/** What a control acts on: the page, the recipe, its media, the reader's lists. */
const CONTROL_OBJECTS = [
  'it',
  'this',
  'recipes?',
  'rezepte?',
  'recettes?',
  'recetas?',
  'ricett[ae]',
  'recept(?:en)?',
  'receitas?',
  'video',
  'photos?',
  'pictures?',
  'pin',
  'link',
  'page',
  'card',
  'comments?',
  'reviews?',
  'ratings?',
  'collection',
  'favou?rites?',
  'list',
  'cookbook',
  'board',
  'newsletter',
  'later',
];

/** Phrases of navigation and sign-up that are labels whatever follows them. */
const CONTROL_PHRASES = [
  'jump to',
  'skip to',
  'go to',
  'back to',
  'add (?:this |the )?(?:recipe|rezept|recette|receta|ricetta|recept|receita)',
  'add to (?:my |your )?(?:collection|favou?rites|(?:shopping |grocery )?list|cart|basket|(?:meal )?plan|cookbook|recipe box|board)',
  'sign (?:up|in)',
  'log ?in',
  '(?:read|see|show|load|view) more',
  'leave a (?:comment|review|rating|reply)',
  'write a (?:comment|review)',
  'cook mode',
  'auf die einkaufsliste',
  'ajouter (?:à|aux) (?:mes |la |ma )?(?:favoris|liste|collection|carnet)',
];

const DETERMINER =
  '(?:the|this|our|my|your|a|to|for|das|dieses|la|le|cette|ce|el|este|esta|il|questa|het|dit|deze|de|den|det)';

/** Where a control puts what it acts on: "Save this recipe to your favourites". */
const PLACE = '(?:to|in|into|on|zu|in|à|a|aux|en|naar|op|till|i)';

const VERB = `(?:${CONTROL_VERBS.join('|')})`;
const OBJECT = `(?:${CONTROL_OBJECTS.join('|')})`;

/**
 * A verb with what it acts on after it ("Save this recipe") or before it, as German and Dutch put
 * it ("Rezept drucken"); a navigation phrase with a few words after it.
 */
const PROMPT = new RegExp(
  [
    `^(?:${VERB}(?:\\s+${DETERMINER})*(?:\\s+${OBJECT})?(?:\\s+${PLACE}(?:\\s+${DETERMINER})*\\s+${OBJECT})?`,
    `(?:${DETERMINER}\\s+)?${OBJECT}\\s+${VERB}`,
    `(?:${CONTROL_PHRASES.join('|')})(?:\\s+\\S+){0,3})\\s*[!»›→>]*$`,
  ].join('|'),
  'iu',
);

/** True for the label of one of the site's controls: "Print Recipe", "Save", "Rate this recipe". */
export function isInterfacePrompt(line: string): boolean {
  const text = line.trim();
  return text.length <= 40 && PROMPT.test(text);
}
