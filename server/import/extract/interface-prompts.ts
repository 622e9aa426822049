// What a site's own controls say ("Print", "Save to collection", "Rate this recipe"), in the
// languages recipe pages are written in. A button's label can end up in the text of a recipe
// card or of its markup; a short line that starts with one of these verbs and is not a sentence
// is such a label, never an ingredient or an instruction. Verbs that are also the cook's ("teilen",
// "partager", "dela": divide) are not listed.

const PROMPT_WORDS = [
  // English
  'print',
  'save',
  'share',
  'pin',
  'rate',
  'review',
  'e-?mail',
  'tweet',
  'jump to',
  'skip to',
  'go to',
  'back to',
  'add to (?:collection|favou?rites|(?:shopping |grocery )?list|cart|basket|(?:meal )?plan|cookbook|my recipes|board)',
  'watch (?:the |our )?video',
  'subscribe',
  'sign (?:up|in)',
  'log ?in',
  'bookmark',
  'download',
  'click',
  '(?:read|see|show|load|view) more',
  'leave a (?:comment|review|rating)',
  'write a (?:comment|review)',
  'cook mode',
  'copy (?:link|recipe)',
  // German
  'drucken',
  'rezept drucken',
  'speichern',
  'merken',
  'bewerten',
  'kommentieren',
  'auf die einkaufsliste',
  // French
  'imprimer',
  'enregistrer',
  'sauvegarder',
  'noter',
  'commenter',
  'ajouter (?:à|aux) (?:mes |la |ma )?(?:favoris|liste|collection|carnet)',
  // Spanish, Portuguese, Italian
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
  'vota',
  // Dutch, Scandinavian
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

const PROMPT = new RegExp(`^(?:${PROMPT_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/** A label is short: a few words. */
const MAX_PROMPT_WORDS = 5;

/** True for the label of one of the site's controls: "Print Recipe", "Save", "Rate this recipe". */
export function isInterfacePrompt(line: string): boolean {
  const text = line.trim();
  if (text.length > 40 || /[.;:]$/.test(text)) return false;
  return text.split(/\s+/).length <= MAX_PROMPT_WORDS && PROMPT.test(text);
}
