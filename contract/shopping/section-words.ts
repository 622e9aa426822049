// Which aisle a food is found in, as data: sections.ts matches these phrases as whole words in a
// food's name, every word singular ("cherry tomatoes" and "cherry tomato" read alike), and the
// longest phrase found wins ("coconut milk" is pantry although "milk" is dairy; "chicken stock" is
// pantry although "chicken" is meat). Between phrases of the same length the last one wins, since
// an English food name ends in its head noun ("beef broth" is a broth, "orange juice" a juice).
// Languages that name the food first ("jus de citron", "succo di limone") list their link words
// (`links`): a phrase followed by one wins over the phrases after it unless they are longer.
// Elided words ("huile d'olive") are read apart, and a form word may follow the food ("thym
// séché") when none stands before it.
//
// 'herb' is produce, except after a form word saying it was dried or ground ("dried oregano",
// "ground ginger" are spices). FORM_WORDS before the food decide its aisle whatever the food is
// ("frozen peas", "canned tomatoes"), or move dried produce to the pantry ("dried apricots").
import type { StoreSection } from './sections';

export type FoodCategory = StoreSection | 'herb';

/** How a form word before a food changes its aisle (see FORM_WORDS). */
export type FoodForm = 'frozen' | 'pantry' | 'dried';

/** One language's foods: phrases per aisle, and its form words (foods/<code>.ts). */
export interface SectionTable {
  sections: ReadonlyArray<readonly [FoodCategory, string]>;
  forms: Readonly<Record<string, FoodForm>>;
  /**
   * The language names a food by its first noun and puts what qualifies it after ("sok z
   * cytryny", "عصير برتقال", "مرق دجاج"): between its phrases of the same length the first wins,
   * and a form word may follow the food ("groszek mrożony", "بازلاء مجمدة"). Off when not set.
   */
  headFirst?: boolean;
  /**
   * Words that join a food to what it is made of or from, where the food comes first ("jus de
   * citron", "olio di semi", "leite de coco"): a phrase before one wins over the phrases after it,
   * unless they are longer. Whitespace-separated; none in English.
   */
  links?: string;
}

/** Phrases per aisle, comma-separated; plural or singular, any case (both read alike). */
export const SECTION_WORDS: ReadonlyArray<readonly [FoodCategory, string]> = [
  [
    'produce',
    `apple, apricot, avocado, banana, berry, blackberry, blueberry, raspberry, strawberry,
    cranberry, cherry, grape, grapefruit, kiwi, lemon, lime, mango, melon, watermelon, cantaloupe,
    honeydew, nectarine, orange, peach, pear, pineapple, plum, pomegranate, papaya, fig,
    clementine, mandarin, tangerine, satsuma, persimmon, guava, lychee, rhubarb, coconut, plantain,
    quince, currant, gooseberry, chestnut, fruit, passion fruit, lemon juice, lime juice, artichoke, arugula,
    rocket, asparagus, aubergine, eggplant, beet, beetroot, bok choy, pak choi, broccoli,
    broccolini, brussels sprout, cabbage, carrot, cauliflower, celery, celeriac, chard, collard,
    corn, sweetcorn, corn on the cob, cucumber, courgette, zucchini, daikon, endive, fennel,
    garlic clove, green bean, string bean, runner bean, broad bean, fava bean, edamame, kale,
    leek, lettuce, romaine, iceberg, radicchio, mushroom, okra, onion, red onion, shallot,
    scallion, spring onion, green onion, parsnip, pea, snap pea, snow pea, bell pepper,
    red pepper, green pepper, yellow pepper, orange pepper, sweet pepper, chili pepper, chili,
    chile, chilli, chilies, chillies, jalapeno, habanero, potato, sweet potato, yam, pumpkin,
    squash, butternut, radish, spinach, sprout, bean sprout, swede, rutabaga, turnip, kohlrabi,
    jicama, tomato, cherry tomato, watercress, cress, salad, green, microgreen, vegetable, veggie,
    horseradish, tofu, tempeh`,
  ],
  [
    'herb',
    `herb, basil, parsley, cilantro, coriander, mint, dill, thyme, rosemary, sage, oregano, chive,
    tarragon, marjoram, lemongrass, lemon grass, ginger, garlic, turmeric root, curry leaf,
    kaffir lime leaf, lime leaf`,
  ],
  [
    'dairy',
    `milk, almond milk, oat milk, soy milk, cream, sour cream, double cream, single cream,
    whipping cream, heavy cream, creme fraiche, half and half, butter, margarine, cheese, cheddar,
    mozzarella, parmesan, parmigiano, pecorino, ricotta, feta, brie, camembert, gouda, gruyere,
    emmental, mascarpone, halloumi, paneer, quark, cottage cheese, cream cheese, yogurt, yoghurt,
    kefir, buttermilk, egg, custard, hummus`,
  ],
  [
    'meat_fish',
    `meat, chicken, beef, pork, lamb, mutton, veal, turkey, duck, goose, venison, rabbit, bacon,
    ham, prosciutto, pancetta, salami, chorizo, pepperoni, sausage, hot dog, steak, mince, brisket,
    short rib, spare rib, pork chop, lamb chop, meatball, liver, fish, salmon, tuna, cod, haddock,
    halibut, tilapia, trout, sea bass, sardine, mackerel, shrimp, prawn, crab, lobster, scallop,
    mussel, clam, oyster, squid, calamari, octopus, seafood, fillet, deli meat, chicken breast,
    chicken thigh, chicken wing, drumstick`,
  ],
  [
    'bakery',
    `bread, baguette, bun, roll, bagel, croissant, tortilla, pita, naan, wrap, muffin,
    english muffin, cake, pastry, brioche, ciabatta, sourdough, flatbread, crumpet, doughnut,
    donut, cookie, pie crust, pizza dough, cornbread`,
  ],
  [
    'pantry',
    `bean, black bean, kidney bean, pinto bean, cannellini bean, white bean, baked bean,
    refried bean, lentil, chickpea, stock, broth, bouillon, stock cube, sauce, paste, puree,
    ketchup, mustard, mayonnaise, mayo, vinegar, oil, sugar, flour, honey, syrup, molasses, jam,
    marmalade, jelly, peanut butter, almond butter, nut butter, nutella, tahini, nut, almond,
    walnut, pecan, cashew, peanut, pistachio, hazelnut, pine nut, macadamia, sesame seed,
    chia seed, flax seed, flaxseed, pumpkin seed, sunflower seed, raisin, sultana, prune, date,
    dried fruit, pasta, spaghetti, penne, macaroni, noodle, lasagna, lasagne, fettuccine,
    linguine, rigatoni, fusilli, orzo, couscous, quinoa, oat, oatmeal, cereal, granola, rice,
    barley, bulgur, polenta, grits, cracker, chip, crisp, pretzel, popcorn, chocolate,
    chocolate chip, cocoa, cocoa powder, baking soda, bicarbonate of soda, baking powder, yeast,
    gelatin, gelatine, cornstarch, corn starch, cornflour, cornmeal, starch, extract, vanilla,
    vanilla extract, sprinkle, soup, coconut milk, coconut cream, evaporated milk,
    condensed milk, powdered milk, milk powder, custard powder, breadcrumb, bread crumb, panko,
    crouton, olive, caper, pickle, sauerkraut, kimchi, salsa, pesto, curry paste, miso,
    dressing, gravy, stuffing, nori, seaweed, rice paper, ramen, udon, soba, anchovy,
    crushed tomato, diced tomato, chopped tomato, peeled tomato, stewed tomato, passata,
    desiccated coconut, shredded coconut, coconut flake, rose water, orange blossom water,
    cream of tartar, water chestnut,
    tinned, canned`,
  ],
  [
    'spices',
    `spice, salt, kosher salt, sea salt, pepper, black pepper, white pepper, peppercorn,
    red pepper flake, chili flake, chilli flake, chili powder, cayenne, powder, cumin, paprika,
    turmeric, cinnamon, nutmeg, clove, cardamom, allspice, saffron, masala, bay leaf, star anise,
    anise, fennel seed, mustard seed, coriander seed, caraway, sumac, zaatar, seasoning,
    herbes de provence, dry mustard, vanilla bean, mace, fenugreek`,
  ],
  [
    'frozen',
    `ice, ice cream, sorbet, gelato, popsicle, ice pop, puff pastry, phyllo, filo, french fry,
    fish finger, fish stick, nugget, pizza, tater tot, hash brown, frozen`,
  ],
  [
    'drinks',
    `drink, water, sparkling water, mineral water, soda, club soda, cola, lemonade, juice,
    coffee, coffee bean, tea, espresso, beer, wine, sparkling wine, cider, prosecco, champagne,
    vodka, gin, rum, whisky, whiskey, brandy, bourbon, tequila, vermouth, sake, kombucha,
    smoothie, tonic, tonic water, energy drink, ginger ale, ginger beer`,
  ],
  [
    'household',
    `paper towel, kitchen roll, toilet paper, paper, tissue, napkin, foil, aluminum foil,
    aluminium foil, cling film, plastic wrap, wax paper, trash bag, bin bag, garbage bag, bag,
    detergent, dish soap, washing up liquid, soap, hand soap, shampoo, conditioner, toothpaste,
    toothbrush, deodorant, sponge, bleach, cleaner, dishwasher tablet, laundry, battery,
    light bulb, candle, diaper, nappy, wipe, razor, lotion, sunscreen, floss, cotton, trash,
    rubbish, tape`,
  ],
];

/** Words before a food that say how it is sold: the aisle, or a rule on the food's category. */
export const FORM_WORDS: Readonly<Record<string, FoodForm>> = {
  frozen: 'frozen',
  canned: 'pantry',
  tinned: 'pantry',
  jarred: 'pantry',
  dried: 'dried',
  ground: 'dried',
  granulated: 'dried',
  powdered: 'dried',
};
