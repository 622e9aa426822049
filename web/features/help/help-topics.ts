import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '../../../contract/auth-values';
/**
 * The Help Center's content: SPEC §2's five sections, plus the meal plan and shopping lists, and
 * using Potluck offline and as an installed app.
 */
export interface HelpTopic {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export interface HelpSection {
  id: string;
  title: MessageDescriptor;
  topics: HelpTopic[];
}

export const QUICK_START_TIPS: MessageDescriptor[] = [
  msg`Click Add Recipe to type a recipe in or import one from a website.`,
  msg`Use tags and the search box to find any recipe in seconds.`,
  msg`Share a recipe by link, or invite friends to edit it with you in real time.`,
  msg`Browse Discover for public recipes and copy the ones you like.`,
];

export const HELP_SECTIONS: HelpSection[] = [
  {
    id: 'getting-started',
    title: msg`Getting Started`,
    topics: [
      {
        question: msg`How do I create an account?`,
        answer: msg`Choose Sign Up on the login screen and enter your name, e-mail and a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
      },
      {
        question: msg`I forgot my password. What now?`,
        answer: msg`Use "Forgot password?" on the login screen. We e-mail you a reset code: it has 6 digits and expires after 15 minutes.`,
      },
      {
        question: msg`Where do my recipes live?`,
        answer: msg`My Recipes (the home screen) lists every recipe you own or that was shared with you.`,
      },
    ],
  },
  {
    id: 'recipe-management',
    title: msg`Recipe Management`,
    topics: [
      {
        question: msg`How do I add a recipe?`,
        answer: msg`Click Add Recipe. Use Manual Entry to type it in (one ingredient or step per line, tags separated by commas, prep and cook time in minutes), or Import from URL to bring it in from a web page, pasted text or a photo of a page or card, and check the preview before saving.`,
      },
      {
        question: msg`A website won't let Potluck import a recipe. What can I do?`,
        answer: msg`Some sites block importers. In Import from URL, choose "Pasted text": open the recipe in your browser, select all, copy, and paste it (the page or just the recipe text, with the ingredients and steps one per line). Or use the Send to Potluck bookmarklet on this page: drag it to your bookmarks bar, open the recipe page and click it while signed in to Potluck. The page goes straight from your browser to Potluck, which shows the recipe to check and save.`,
      },
      {
        question: msg`Can I import a recipe from a cookbook or a handwritten card?`,
        answer: msg`Yes. In Import from URL, choose "Photo": take a photo of the page or card (on a phone) or choose one. Potluck reads the text on its own server, keeps nothing of the photo, and shows the recipe to check and save. Printed pages read best: upright, in focus, well lit, with the whole recipe in the frame. Handwriting is read less well, so look over the ingredients and steps before saving.`,
      },
      {
        question: msg`What happens to the picture of an imported recipe?`,
        answer: msg`Potluck keeps its own copy of the page's picture, so your recipe never depends on the other site. If the picture cannot be copied, the recipe is saved without it and you can add a photo yourself. The recipe links back to the original page.`,
      },
      {
        question: msg`Can I bring my recipes from another app?`,
        answer: msg`Yes. Choose Import Recipes in the account menu and pick the export file of Paprika (.paprikarecipes), Mealie, Tandoor, RecipeSage, Nextcloud Cookbook or Potluck itself, or any schema.org Recipe JSON file. Potluck lists the recipes in it first: those you already have are marked and left unchosen, and any that cannot be read say why. Choose what to bring, and they are imported with their photos, private until you share them. On the free plan, only as many as your plan has room for can be chosen.`,
      },
      {
        question: msg`Can I take all my recipes with me?`,
        answer: msg`Yes. Export My Recipes in the account menu downloads one zip of every recipe you own, each as a schema.org recipe (which most recipe apps import) with its photo. Import Recipes reads it back, into this account or another. A single recipe downloads from its page too.`,
      },
      {
        question: msg`Can scripts or home automation use my recipes?`,
        answer: msg`Yes. Create a personal API token under API Tokens in the account menu (read only, or read and write) and send it as a Bearer token; the API Reference lists every call. Revoke a token when it is no longer used.`,
      },
      {
        question: msg`Can I add a photo?`,
        answer: msg`Yes. Drop or pick one image in the Add Recipe dialog, or in edit mode of a recipe without a photo. Supported formats are JPG, PNG and WebP, up to 10 MB.`,
      },
      {
        question: msg`How do I edit or delete a recipe?`,
        answer: msg`Open the recipe and click Edit. Changes save as you type, and offline they are kept on your device until you are back; click Save when you are done. Undo takes back your own changes, and History shows earlier versions and can restore one. The owner can delete a recipe from the same dialog.`,
      },
      {
        question: msg`I deleted a recipe by mistake. Can I get it back?`,
        answer: msg`Yes. A deleted recipe goes to the Trash (in the account menu) and stays there for 30 days: click Undo in the message that appears, or Restore in the Trash. Delete forever removes it at once. Recipes in the Trash do not count toward the free plan.`,
      },
    ],
  },
  {
    id: 'sharing',
    title: msg`Sharing and Collaboration`,
    topics: [
      {
        question: msg`Who can see my recipes?`,
        answer: msg`New recipes are private. You can make a recipe viewable or editable by anyone with the link, or public so it shows on Discover.`,
      },
      {
        question: msg`How do I invite someone?`,
        answer: msg`Open Share on a recipe and enter their e-mail. Someone with an account can open and edit it at once, and finds it in their recipes. Anyone else gets an e-mail with a link that works once: when they sign up (or sign in) from it, the recipe is shared with them. Inviting to a private recipe shares it with that person only.`,
      },
      {
        question: msg`Who has access to my recipe, and can I change that?`,
        answer: msg`Share lists everyone you shared the recipe with, and whether they can edit or only view it. Change that there, or remove someone: it takes effect at once, also on a screen they have open. Invitations waiting for someone to sign up are listed too, and can be withdrawn.`,
      },
      {
        question: msg`What happens when I copy a recipe from Discover?`,
        answer: msg`You get your own copy: it becomes private and its title ends with " (Copy)". Changes to your copy never touch the original. A recipe someone shared with you has Save a Copy to My Recipes on its page too. If you already have a copy, or already imported the same web page, Potluck says so and offers to open yours or add another.`,
      },
      {
        question: msg`Can we edit together?`,
        answer: msg`Yes. Everyone with edit access sees changes as they are typed, and the recipe header shows who else is editing. You can even type in the same field at once: nobody loses their words, and each field shows who is in it.`,
      },
    ],
  },
  {
    id: 'features',
    title: msg`Features and Tips`,
    topics: [
      {
        question: msg`How do I find recipes quickly?`,
        answer: msg`Search by title, description or ingredient, filter by tags, and sort by most recent, alphabetical or date created.`,
      },
      {
        question: msg`Can I tick off ingredients while cooking?`,
        answer: msg`Yes, each ingredient in the recipe dialog and in cook mode has a checkbox.`,
      },
      {
        question: msg`How do I make more or fewer servings?`,
        answer: msg`Open a recipe and use the servings buttons, or ½×, 2× and 3×. Only the amounts change on screen; the saved recipe stays as written, and lines like "salt to taste" are left alone.`,
      },
      {
        question: msg`Can I see amounts in cups or in grams?`,
        answer: msg`Choose US or Metric on any recipe; Potluck remembers it on your account. Weights and volumes convert; cups of flour, sugar, butter and similar foods become grams, marked ~ because a cup weighs what your scoop packs. Oven temperatures show both °C and °F.`,
      },
      {
        question: msg`What is cook mode?`,
        answer: msg`Cook shows one step at a time in large type with the ingredients beside it, and keeps your screen on. Times in a step ("simmer 10 minutes") get a Start timer button; several timers can run, and each rings when done. Use the arrow keys or Space, or swipe, to move between steps, and Escape to leave.`,
      },
      {
        question: msg`Can I undo a change, or go back to an earlier version?`,
        answer: msg`While editing, Undo and Redo (or Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z) take back your own changes, not other people’s. History lists the recipe’s editing sessions, who made them and which fields changed; view any version and restore it if you like (a restore can be undone too).`,
      },
      {
        question: msg`How do I print a recipe?`,
        answer: msg`Choose Print on a recipe: you get a clean page with the ingredients beside the steps, at the servings and units you picked, with the photo optional.`,
      },
    ],
  },
  {
    id: 'plan-and-shopping',
    title: msg`Meal Plan and Shopping`,
    topics: [
      {
        question: msg`What is a household?`,
        answer: msg`The people you plan meals and shop with. Everyone has one (Household in the menu); invite people by e-mail, and they share its meal plan and shopping lists. You can belong to several and switch between them.`,
      },
      {
        question: msg`How do I plan the week?`,
        answer: msg`Open Plan: each day has breakfast, lunch, dinner and snack. Add a recipe with its servings, or a note. Drag entries to move them, or use the keyboard (Space to pick up, arrows, Space to drop). Add this week’s ingredients to the shopping list puts everything you planned on a list, scaled to the servings.`,
      },
      {
        question: msg`How do shopping lists work?`,
        answer: msg`Type items as you would say them ("2 lb potatoes"). The same food is added up into one item and sorted into store sections; move an item to another section and the list remembers. Ticking items off shows on everyone’s phone at once, also offline in the shop.`,
      },
      {
        question: msg`Can I see the meal plan in my calendar?`,
        answer: msg`On the Household page, Subscribe in your calendar gives an address your phone or computer calendar can follow: each planned meal shows as an event. You can turn it off or make a new address at any time.`,
      },
    ],
  },
  {
    id: 'offline',
    title: msg`Offline and on Your Phone`,
    topics: [
      {
        question: msg`Does Potluck work offline?`,
        answer: msg`Yes. After one visit with a connection, My Recipes, every recipe in it, cook mode and your shopping lists open without one. You can add and edit recipes and tick off shopping items offline; everything is sent when you are back online and merged with what others changed. Sharing, importing, adding photos, Discover and signing in or out need a connection, and say so.`,
      },
      {
        question: msg`Can I install Potluck like an app?`,
        answer: msg`Yes. In Chrome or Edge, use the install button in the address bar; on Android, the browser menu’s Install app; on an iPhone or iPad, Safari’s Share button, then Add to Home Screen.`,
      },
      {
        question: msg`I use a shared computer. Is my data left behind?`,
        answer: msg`Signing out deletes what Potluck stored on the device for you, so the next person sees nothing of yours, online or offline.`,
      },
    ],
  },
  {
    id: 'subscription',
    title: msg`Subscription and Support`,
    topics: [
      {
        question: msg`What do the plans include?`,
        answer: msg`Every feature is in the free plan, editing together included; it keeps up to 5 recipes. Pro Monthly ($2 per month) and Pro Lifetime ($50 once) remove the limit.`,
      },
      {
        question: msg`What is the admin role?`,
        answer: msg`Administrators manage user accounts on the admin dashboard at /admin: they can change account types, disable or enable accounts, and read contact messages.`,
      },
      {
        question: msg`How do I contact support?`,
        answer: msg`Use Contact Support on the Subscribe page, or e-mail us at the address below. We usually answer within a working day.`,
      },
    ],
  },
];

/**
 * The sections whose title or topics contain the query (case-insensitive) as read in `i18n`'s
 * language, with only matching topics.
 */
export function filterHelpSections(
  sections: HelpSection[],
  query: string,
  i18n: I18n,
): HelpSection[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections;
  const has = (text: MessageDescriptor) => i18n._(text).toLowerCase().includes(needle);
  return sections.flatMap((section) => {
    if (has(section.title)) return [section];
    const topics = section.topics.filter((topic) => has(topic.question) || has(topic.answer));
    return topics.length > 0 ? [{ ...section, topics }] : [];
  });
}
