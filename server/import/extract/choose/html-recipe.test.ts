import { describe, expect, it } from 'vitest';
import { extractRecipe } from '..';
import { limitNesting, parseHtml } from '../dom/dom';
import { extractFromHtml } from './html-recipe';

const read = (body: string) => extractFromHtml(parseHtml(`<html><body>${body}</body></html>`));

describe('readable-HTML fallback', () => {
  it('reads lists under "Ingredients" and "Method" headings, leaving group names out of ingredients', () => {
    const recipe = read(`
      <nav><ul><li>Home</li><li>Recipes</li><li>About</li></ul></nav>
      <article><h1>Lemon tart</h1><p>Our favourite tart, a family recipe.</p>
        <h2>Ingredients</h2>
        <h4>For the pastry</h4><ul><li>200 g flour</li><li>100 g butter</li></ul>
        <h4>For the filling</h4><ul><li>3 lemons</li><li>4 eggs</li></ul>
        <h2>Method</h2><ol><li>Make the pastry.</li><li>Bake blind for 15 minutes.</li><li>Fill and bake.</li></ol>
        <h2>Notes</h2><p>Keeps for two days.</p>
      </article>`);
    expect(recipe.ingredients).toEqual(['200 g flour', '100 g butter', '3 lemons', '4 eggs']);
    expect(recipe.steps).toEqual([
      'Make the pastry.',
      'Bake blind for 15 minutes.',
      'Fill and bake.',
    ]);
  });

  it('reads sections of the same rank that each name their part as one list', () => {
    const recipe = read(`
      <article><h1>Blondies</h1>
        <h2>Ingredients for the blondies</h2><ul><li>150 g white chocolate</li><li>200 g flour</li></ul>
        <h2>Ingredients for the topping</h2><ul><li>2 egg whites</li><li>250 g icing sugar</li></ul>
        <h2>Method for the blondies</h2><ol><li>Melt the chocolate.</li><li>Stir in the flour and bake.</li></ol>
        <h2>Method for the topping</h2><ol><li>Whisk the egg whites with the sugar.</li></ol>
        <h2>Notes</h2><p>Keeps for a week.</p>
      </article>`);
    expect(recipe.ingredients).toEqual([
      '150 g white chocolate',
      '200 g flour',
      '2 egg whites',
      '250 g icing sugar',
    ]);
    expect(recipe.steps).toEqual([
      'Melt the chocolate.',
      'Stir in the flour and bake.',
      'Whisk the egg whites with the sugar.',
    ]);
  });

  it("takes the groups under headings of the title's rank that follow the ingredients", () => {
    const recipe = read(`
      <article><h1>Hot cross buns</h1>
        <h2>Ingredients</h2><ul><li>4 cups flour</li><li>300 ml milk</li><li>2 eggs</li></ul>
        <h2>Crosses</h2><ul><li>4 tbsp flour</li><li>4 tbsp water</li></ul>
        <h2>Glaze</h2><ul><li>1/3 cup sugar</li><li>½ cup hot water</li></ul>
        <h3>At a glance</h3><ul><li>12 buns</li><li>80 min</li></ul>
        <h2>Method</h2><ol><li>Knead the dough for ten minutes.</li><li>Bake until golden.</li></ol>
      </article>`);
    expect(recipe.ingredients).toEqual([
      '4 cups flour',
      '300 ml milk',
      '2 eggs',
      '4 tbsp flour',
      '4 tbsp water',
      '1/3 cup sugar',
      '½ cup hot water',
    ]);
  });

  it('reads a grid of cards that show the name over the amount, amount first', () => {
    const card = (name: string, amount?: string) =>
      `<div><div class="card"><div class="thumb"><img src="/i.png" alt=""></div><div>
        <div class="name">${name}</div>${amount ? `<div class="qty">${amount}</div>` : ''}</div></div></div>`;
    const recipe = read(`
      <main><h1>Noodle bowl</h1>
        <div class="grid">${card('Pak choi', '3 pcs')}${card('Lime', '1 pc')}${card('Ground ginger')}
          ${card('Udon noodles', '3 packs')}${card('Tahini', '4 tbsp')}</div>
        <p class="label">From your pantry</p>
        <div class="grid">${card('Garlic', '1 clove')}${card('Oil', '2 tbsp')}</div>
        <h2>Fancy trying us?</h2><p>We deliver everything fresh to your door, every day!</p>
        <section><h2>Related recipes</h2><div class="grid">${card('Ramen')}${card('Pho')}${card('Laksa')}</div></section>
      </main>`);
    expect(recipe.ingredients).toEqual([
      '3 pcs Pak choi',
      '1 pc Lime',
      'Ground ginger',
      '3 packs Udon noodles',
      '4 tbsp Tahini',
      '1 clove Garlic',
      '2 tbsp Oil',
    ]);
    // The teaser under a question after the list is not the method.
    expect(recipe.steps).toEqual([]);
  });

  it('reads a name | amount table under 用料 amount first', () => {
    const recipe = read(`
      <h1>番茄炒蛋</h1><h2>用料</h2>
      <table><tr><td>番茄</td><td>两个</td></tr><tr><td>鸡蛋</td><td>3个</td></tr>
        <tr><td>盐</td><td>适量</td></tr></table>
      <h2>做法</h2><ol><li>番茄切块，鸡蛋打散备用。</li><li>先炒鸡蛋，再加入番茄翻炒均匀。</li></ol>`);
    expect(recipe.ingredients).toEqual(['两个 番茄', '3个 鸡蛋', '适量 盐']);
  });

  it('reads a recipe in parts, each part with its own ingredient and instruction lists', () => {
    const recipe = read(`
      <main><h1>Pancakes</h1><p>Savoury pancakes with a sweet glaze.</p>
        <dl class="ingredients"><h3>pancakes</h3><dt><b>chickpea flour</b><u>85 g</u></dt>
          <dt><b>water</b><u>320 ml</u></dt><dt><b>salt</b><u>1 pinch</u></dt></dl>
        <ul class="instructions"><li>Whisk the flour, water and salt into a smooth batter.</li>
          <li>Fry ladlefuls in a hot oiled pan until golden on both sides.</li></ul>
        <dl class="ingredients"><h3>glaze</h3><dt><b>soy sauce</b><u>60 ml</u></dt>
          <dt><b>sugar</b><u>15 g</u></dt></dl>
        <ul class="instructions"><li>Simmer the soy sauce with the sugar until it thickens.</li></ul>
      </main>`);
    // Terms with no definitions are the list's entries; a name and an amount set in two
    // elements are two words.
    expect(recipe.ingredients).toEqual([
      'chickpea flour 85 g',
      'water 320 ml',
      'salt 1 pinch',
      'soy sauce 60 ml',
      'sugar 15 g',
    ]);
    expect(recipe.steps).toEqual([
      'Whisk the flour, water and salt into a smooth batter.',
      'Fry ladlefuls in a hot oiled pan until golden on both sides.',
      'Simmer the soy sauce with the sugar until it thickens.',
    ]);
  });

  it('keeps a definition list of facts as titles and values, not as ingredients', () => {
    const recipe = read(`
      <dl><dt>Prep time</dt><dd>10 min</dd><dt>Serves</dt><dd>4</dd></dl>
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g sugar</li></ul>`);
    expect(recipe.ingredients).toEqual(['2 eggs', '100 g sugar']);
  });

  it('does not space digits set apart from Chinese text', () => {
    const recipe = read(`
      <h2>做法</h2><ol><li>把烤炉预热至<span>200</span>°C。</li><li>把<b>400</b>毫升的热水混合。</li></ol>
      <h2>用料</h2><ul><li>鸡蛋 3个</li><li>糖 60克</li></ul>`);
    expect(recipe.steps).toEqual(['把烤炉预热至200°C。', '把400毫升的热水混合。']);
  });

  it('reads the paragraphs of a one-item instruction list as steps', () => {
    const recipe = read(`
      <h2>Ingredients</h2><ul><li>8 oz cream cheese</li><li>1 cup cream</li></ul>
      <h2>Directions</h2><ul class="directions"><li>Beat the cream cheese until smooth.<br><br>
        Pour in the cream a quarter at a time, beating after each.<br><br>Chill until needed.</li></ul>`);
    expect(recipe.steps).toEqual([
      'Beat the cream cheese until smooth.',
      'Pour in the cream a quarter at a time, beating after each.',
      'Chill until needed.',
    ]);
  });

  it('reads ingredient cards whose amount and name are paragraphs', () => {
    const card = (amount: string, name: string, note = '') =>
      `<div class="card"><div class="pic"></div><div class="text"><p>${amount}</p><p>${name}</p>${note}</div></div>`;
    const recipe = read(`
      <h1>Pork rice bowl</h1><h2>Ingredients</h2>
      <div class="cards">${card('1 unit(s)', 'Shallot')}${card('150 grams', 'Green Beans')}
        ${card('50 grams', 'Ketjap Manis', '<p>(<span>Contains</span> <span>Soya</span>)</p>')}</div>
      <h2>Instructions</h2>
      <div class="method"><div class="box"><div>1</div><p>Halve, peel and thinly slice the shallot. Trim the green beans and cut them into thirds, then set both aside on a plate for later.</p></div>
        <div class="box"><div>2</div><p>Cook the rice.</p></div>
        <div class="box"><div>3</div><p>Fry the pork mince with the shallot until browned all over, then stir in the ketjap manis and a splash of water.</p></div></div>`);
    expect(recipe.ingredients).toEqual([
      '1 unit(s) Shallot',
      '150 grams Green Beans',
      '50 grams Ketjap Manis (Contains Soya)',
    ]);
    // Numbered step boxes with long text are not a grid of short entries.
    expect(recipe.steps).toEqual([
      'Halve, peel and thinly slice the shallot. Trim the green beans and cut them into thirds, then set both aside on a plate for later.',
      'Cook the rice.',
      'Fry the pork mince with the shallot until browned all over, then stir in the ketjap manis and a splash of water.',
    ]);
  });

  it('reads entries set as product cards among plain lines, without the cards’ praise', () => {
    const product = (line: string, praise: string) =>
      `<a href="/shop/${line.length}" class="shop-link"><img src="/p.png"><div class="shop-body"><div class="shop-text">
        <div><div>${line}</div><div class="small">${praise}</div></div></div>
        <button aria-label="Add to basket"></button></div></a>`;
    const plain = (line: string) => `<div class="row"><div class="row-text">${line}</div></div>`;
    const recipe = read(`
      <h1>Chickpea curry</h1><h2>Ingredients</h2>
      <div class="yield"><div class="label">Servings</div><div class="value">3</div></div>
      ${product('240 g basmati rice', 'Long grains from the foothills')}
      ${product('1 tsp garlic oil', 'Pressed by hand')}
      ${plain('400 g cooked chickpeas')}
      ${product('200 ml coconut milk', 'Extra creamy')}
      ${plain('1 onion')}${plain('300 g sweet potato')}${plain('Salt and cayenne pepper')}
      <h2>Method</h2><p>Cook the rice and set it aside while you make the curry.</p>
      <p>Fry the onion, then simmer everything for 20 minutes and serve over the rice.</p>`);
    expect(recipe.ingredients).toEqual([
      '240 g basmati rice',
      '1 tsp garlic oil',
      '400 g cooked chickpeas',
      '200 ml coconut milk',
      '1 onion',
      '300 g sweet potato',
      'Salt and cayenne pepper',
    ]);
  });

  it('reads a list set name first, amount last, under no heading that names it', () => {
    const recipe = read(`
      <h1>Black sesame brittle</h1><p>Sesame brittle looks impressive served over desserts.</p>
      <ul><li>Serving size: 1 piece</li><li>Fat: 5.6 g</li><li>Carbohydrates: 9 g</li></ul>
      <h3>brittle</h3>
      <dl><dt><b>natural brown sugar</b> <u>45 g</u></dt><dt><b>vanilla extract</b> <u>1.25 ml</u></dt>
        <dt><b>black sesame seeds</b> <u>35 g</u></dt></dl>
      <ul><li>Line a baking sheet with a baking mat and keep a flat spatula close by.</li>
        <li>Melt the sugar with the vanilla in a pot over medium heat, stirring constantly.</li>
        <li>Stir in the sesame seeds, then spread the mixture out on the sheet at once.</li></ul>`);
    expect(recipe.ingredients).toEqual([
      'natural brown sugar 45 g',
      'vanilla extract 1.25 ml',
      'black sesame seeds 35 g',
    ]);
    expect(recipe.steps).toHaveLength(3);
  });

  it('reads a method in numbered parts that follows the ingredients with no heading of its own', () => {
    const recipe = read(`
      <h1>Cookie meringues</h1>
      <div class="row"><div class="col"><h2>Produce</h2><ul><li>½ lemon</li></ul>
        <h2>Pantry</h2><ul><li>6 cookies</li><li>1 cup sugar</li><li>¾ teaspoon vanilla extract</li><li>½ teaspoon salt</li></ul>
        <h2>Dairy</h2><ul><li>4 egg whites</li></ul></div>
      <div class="col"><h3>1. Do some prep:</h3><ul><li>Preheat the oven to 200°.</li><li>Crush the cookies into fine crumbs.</li></ul>
        <h3>2. Make the meringue:</h3><ul><li>Beat the egg whites until foamy, then add the sugar a spoonful at a time.</li></ul>
        <h3>3. Dollop and bake:</h3><ul><li>Spoon dollops onto a lined sheet and bake for 2 hours.</li></ul>
        <h3>Storage</h3><ul><li>Keep them in a tin for a week.</li></ul></div></div>`);
    expect(recipe.steps).toEqual([
      'Preheat the oven to 200°.',
      'Crush the cookies into fine crumbs.',
      'Beat the egg whites until foamy, then add the sugar a spoonful at a time.',
      'Spoon dollops onto a lined sheet and bake for 2 hours.',
    ]);
    // A numbered title of another look after the parts is no part of the method.
    const faq =
      read(`<h1>Cookie meringues</h1><h2>Pantry</h2><ul><li>6 cookies</li><li>1 cup sugar</li><li>½ teaspoon salt</li><li>4 egg whites</li></ul>
      <h3>1. Prep:</h3><ul><li>Preheat the oven to 200° and line a sheet with parchment.</li></ul>
      <h3>2. Bake:</h3><ul><li>Spoon dollops of meringue onto the sheet and bake for 2 hours.</li></ul>
      <h2 class="faq">3. Can I freeze them?</h2><ul><li>Yes, in a tin with parchment between the layers for a month.</li></ul>`);
    expect(faq.steps).toEqual([
      'Preheat the oven to 200° and line a sheet with parchment.',
      'Spoon dollops of meringue onto the sheet and bake for 2 hours.',
    ]);
  });

  it("reads the card's method over a post's longer account of how to make it", () => {
    const recipe = read(`
      <h1>Oven grilled cheese</h1>
      <h2>How to make grilled cheese in the oven</h2>
      <p>There are a few different ways to make grilled cheese in the oven, and I have tried them all.</p>
      <p>One common method uses two sheet pans, one on top of the other, to press the sandwiches.</p>
      <p>The sandwiches I made this way were good, but they came out flat and a little dry.</p>
      <p>For each sandwich, simply spread butter on the bread and layer the cheese between the slices.</p>
      <p>Bake them on a hot sheet pan, flipping once, until the cheese melts and the bread is golden.</p>
      <p>Pull out your big batch of sandwiches and serve them with a bowl of tomato soup.</p>
      <p>Leftover sandwiches keep for a day in the fridge and warm up well in the same hot oven.</p>
      <p>Try a mix of cheeses too: a sharp cheddar with a little mozzarella melts beautifully.</p>
      <div><h2>Oven grilled cheese</h2><h3>Ingredients</h3>
        <ul><li>12 slices bread</li><li>6 slices cheese</li><li>8 tablespoons butter, softened</li></ul>
        <h3>Instructions</h3><ol><li>Preheat the oven to 450 degrees.</li>
          <li>Butter one side of 6 slices of bread and place them butter side down on a sheet pan.</li>
          <li>Top with cheese and the other slices, then bake for 5 minutes a side.</li></ol></div>`);
    expect(recipe.steps).toEqual([
      'Preheat the oven to 450 degrees.',
      'Butter one side of 6 slices of bread and place them butter side down on a sheet pan.',
      'Top with cheese and the other slices, then bake for 5 minutes a side.',
    ]);
  });

  it('reads entries whose amount and unit sit inline before the name, one look with or without', () => {
    const entry = (amount: string, name: string) =>
      `<div class="i"><input type="checkbox"><label class="lbl${amount ? '' : ' lbl--plain'}"><span class="q">${amount}</span><p>${name}</p></label></div>`;
    const recipe = read(`
      <h2>Υλικά</h2>${entry('2', 'αβοκάντο ώριμα')}${entry('4', 'αυγά μεγάλα')}${entry('1/2 φλ.', 'τρίμματα φέτας')}
        ${entry('1 φετ.', 'μπέικον')}${entry('', 'Αλάτι')}${entry('', 'Πιπέρι')}
      <h2>Εκτέλεση</h2><ol><li>Κόβουμε τα αβοκάντο στη μέση και αφαιρούμε το κουκούτσι.</li>
        <li>Σπάμε από ένα αυγό σε κάθε μισό και ψήνουμε για 15 λεπτά.</li></ol>`);
    expect(recipe.ingredients).toEqual([
      '2 αβοκάντο ώριμα',
      '4 αυγά μεγάλα',
      '1/2 φλ. τρίμματα φέτας',
      '1 φετ. μπέικον',
      'Αλάτι',
      'Πιπέρι',
    ]);
  });

  it("reads a method whose parts are titled at the method heading's own rank", () => {
    const recipe = read(`
      <h1>Pink popcorn</h1><p>Popcorn can look pretty too, for a party or a themed evening.</p>
      <h3>Zubereitung</h3>
      <h3>Popcorn</h3><p>Gib das Öl in einen großen Topf und erwärme es bei mittlerer Hitze.</p>
      <h3>Pink Popcorn</h3><p>Verrühre das Wasser mit dem Zucker und lasse die Mischung aufkochen.</p>
      <h3>Zutaten</h3><h3>Popcorn</h3><ul><li>20 g Sonnenblumenöl</li><li>50 g Popcornmais</li></ul>
      <h3>Pink Popcorn</h3><ul><li>30 g Wasser</li><li>3 EL Zucker</li></ul>`);
    expect(recipe.ingredients).toEqual([
      '20 g Sonnenblumenöl',
      '50 g Popcornmais',
      '30 g Wasser',
      '3 EL Zucker',
    ]);
    expect(recipe.steps).toEqual([
      'Gib das Öl in einen großen Topf und erwärme es bei mittlerer Hitze.',
      'Verrühre das Wasser mit dem Zucker und lasse die Mischung aufkochen.',
    ]);
  });

  it('reads entries set as boxes with their amount in bold, rows with and without one alike', () => {
    const entry = (amount: string, unit: string, name: string) =>
      `<div class="e">${amount ? `<strong>${amount}</strong> ` : ''}${unit ? `<strong>${unit}</strong> ` : ''}<p>${name}</p></div>`;
    const recipe = read(`
      <h2>Ingredients</h2><h3>For the cake:</h3>
      <div class="g">${entry('', '', 'Cooking spray')}${entry('3/4', 'c.', 'all-purpose flour')}${entry('3', '', 'large eggs')}
        ${entry('1', 'c.', 'granulated sugar')}</div>
      <h3>For the filling:</h3>
      <div class="g">${entry('12', 'oz.', 'cream cheese, softened')}${entry('1', 'tbsp.', 'butter, melted')}</div>
      <h2>Directions</h2><p>Preheat the oven and grease a jelly roll pan with cooking spray.</p>
      <p>Whisk the eggs with the sugar, fold in the flour and bake for 15 minutes.</p>`);
    expect(recipe.ingredients).toEqual([
      'Cooking spray',
      '3/4 c. all-purpose flour',
      '3 large eggs',
      '1 c. granulated sugar',
      '12 oz. cream cheese, softened',
      '1 tbsp. butter, melted',
    ]);
  });

  it('reads lists set as boxes under group names, with no ingredient heading', () => {
    const recipe = read(`
      <h1>Biscoff meringues</h1><p>Crisp on the outside, chewy inside.</p>
      <h2>Produce</h2><div class="x"><div>½ lemon</div></div>
      <h2>Pantry</h2><div class="x"><div>6 Biscoff cookies</div><div>1 cup granulated sugar</div>
        <div>¾ teaspoon vanilla extract</div><div>½ teaspoon salt</div></div>
      <h2>Dairy</h2><div class="x"><div>4 egg whites</div></div>
      <h3>Method</h3><p>Whip the egg whites with the lemon juice until foamy, then add the sugar slowly.</p>
      <p>Spoon onto a lined sheet and bake for 2 hours at 100°C.</p>`);
    expect(recipe.ingredients).toEqual([
      '½ lemon',
      '6 Biscoff cookies',
      '1 cup granulated sugar',
      '¾ teaspoon vanilla extract',
      '½ teaspoon salt',
      '4 egg whites',
    ]);
  });

  it('reads a method set as boxes after the ingredients, under a title it does not know', () => {
    const step = (text: string) => `<div class="s"><div>${text}</div></div>`;
    const recipe = read(`
      <h2>Malzemeler</h2><div class="l"><div>5 adet patates</div><div>2 yemek kaşığı tereyağı</div><div>2 çay kaşığı tuz</div></div>
      <h2>Eksik malzemeleri indirimli tamamlamanın kolayı var.</h2><p>Et, sebze, meyve, baharat ya da ihtiyacın olan ne varsa.</p>
      <h2>Patates Topları Tarifi Nasıl Yapılır?</h2>
      <div class="m">${step('Patatesleri bir tencerede haşlayın ve püre haline getirin.')}${step('Fırını 200 dereceye ayarlayın ve tepsiyi yağlayın.')}
        ${step('Püreden ceviz büyüklüğünde toplar yapın ve aralarında boşluk bırakın.')}
        ${step('Patates toplarını tepsiye dizin ve 20 dakika pişirin.')}${step('Sıcak olarak köri sosla servis edin.')}</div>`);
    expect(recipe.steps).toEqual([
      'Patatesleri bir tencerede haşlayın ve püre haline getirin.',
      'Fırını 200 dereceye ayarlayın ve tepsiyi yağlayın.',
      'Püreden ceviz büyüklüğünde toplar yapın ve aralarında boşluk bırakın.',
      'Patates toplarını tepsiye dizin ve 20 dakika pişirin.',
      'Sıcak olarak köri sosla servis edin.',
    ]);
  });

  it('reads step boxes whose text sits beside an ad box as steps, not as rows of a grid', () => {
    const step = (text: string, ad = '') =>
      `<div><span class="pic"><img src="/s.jpg"></span>${text}${ad ? '<br><div class="ad"></div>' : ''}</div>`;
    const recipe = read(`
      <h2>Ingredients</h2><ul><li>1 breaded chicken fillet</li><li>1 burger bun</li><li>2 tablespoons mayonnaise</li></ul>
      <h2>Preparation</h2><div class="facts"><div class="f">Preparation 10 min</div><div class="f">Cook time 10 min</div></div>
      <div class="steps">${step('Cook the breaded chicken for the time given on the package; I cooked this one for 10 minutes in the air fryer at 390°F/200°C.')}
        ${step('Toast the burger buns for 2 minutes in a toaster.', 'ad')}
        ${step('Spread the mayonnaise over the entire surface of the bread base, then add the chicken.')}
        ${step('Finish with the top half of the bun and serve at once.', 'ad')}</div>`);
    expect(recipe.steps).toEqual([
      'Cook the breaded chicken for the time given on the package; I cooked this one for 10 minutes in the air fryer at 390°F/200°C.',
      'Toast the burger buns for 2 minutes in a toaster.',
      'Spread the mayonnaise over the entire surface of the bread base, then add the chicken.',
      'Finish with the top half of the bun and serve at once.',
    ]);
  });

  it("keeps a boxed step that is all link, and passes over a teaser set in a step's box", () => {
    const step = (text: string, teaser = '') => `<div class="s">${text}${teaser}</div>`;
    const recipe = read(`
      <h4>Ingredients</h4><ul><li>1 pound shrimp</li><li>3 cloves garlic</li><li>3 tablespoons butter</li></ul>
      <h4>Instructions</h4><div>
        ${step('Pat the shrimp dry and season them with salt.')}
        <div class="s"><a href="/how-to-mince-garlic">Mince the garlic</a>.</div>
        ${step('Heat the butter in a large skillet over medium high heat.', '<aside><h4>Learn more</h4><a href="/blog/butter">All about butter</a></aside>')}
        ${step('Cook the shrimp for 2 minutes per side, then stir in the garlic.')}
        ${step('Serve at once with lemon wedges.')}</div>`);
    expect(recipe.steps).toEqual([
      'Pat the shrimp dry and season them with salt.',
      'Mince the garlic.',
      'Heat the butter in a large skillet over medium high heat.',
      'Cook the shrimp for 2 minutes per side, then stir in the garlic.',
      'Serve at once with lemon wedges.',
    ]);
  });

  it('keeps a step that is all link among the lines of a paragraph broken by <br>', () => {
    const recipe = read(`
      <h4>Ingredients</h4><ul><li>1 pound shrimp</li><li>3 cloves garlic</li><li>3 tablespoons butter</li></ul>
      <h4>Instructions</h4><p>Pat the shrimp dry and season them with salt.<br>
        <a href="/how-to-mince-garlic">Mince the garlic</a>.<br>
        Cook the shrimp in the butter for 2 minutes per side.<br></p>
      <p><a href="/more">See more shrimp recipes</a></p>`);
    expect(recipe.steps).toEqual([
      'Pat the shrimp dry and season them with salt.',
      'Mince the garlic.',
      'Cook the shrimp in the butter for 2 minutes per side.',
    ]);
  });

  it('reads each box of a group set as boxes as an entry, not the whole group as a row', () => {
    const entry = (text: string) =>
      `<div><label><input type="checkbox"><span>${text}</span></label></div>`;
    const group = (title: string, entries: string[]) =>
      `<div class="g"><div class="t">${title}</div><div class="e">${entries.map(entry).join('')}</div></div>`;
    const recipe = read(`
      <h3>Ingredients</h3>
      ${group('For the eggs', ['2 small corn tortillas', '2 eggs', 'Salsa ranchera', 'Neutral oil for frying'])}
      ${group('Serve with', ['Chopped cilantro', 'Cotija cheese', 'Pickled onions'])}
      <h3>Instructions</h3><ol><li>Warm the salsa in a small pan until it simmers gently.</li>
        <li>Fry the eggs in a little oil until the whites are set.</li></ol>`);
    expect(recipe.ingredients).toEqual([
      '2 small corn tortillas',
      '2 eggs',
      'Salsa ranchera',
      'Neutral oil for frying',
      'Chopped cilantro',
      'Cotija cheese',
      'Pickled onions',
    ]);
  });

  it('reads groups of three boxed entries under group names as entries, not as grid rows', () => {
    const group = (title: string, entries: string[]) =>
      `<h5>${title}</h5><div>${entries.map((entry) => `<div>${entry}</div>`).join('')}</div>`;
    const recipe = read(`
      <h2>Ingredients</h2><div>
      ${group('For the tofu', ['1 pack of tofu, cut into cubes', '2 tbsp cornflour', 'Black pepper'])}
      ${group('For the sauce', ['2 tbsp sriracha', '2 tbsp soy sauce', '1 tbsp rice vinegar'])}
      ${group('To serve', ['280g microwave rice', 'Sesame seeds', 'Sliced spring onion'])}</div>
      <h2>Method</h2><ol><li>Toss the tofu in the cornflour and pepper, then fry until golden.</li>
        <li>Stir the sauce together and pour it over the tofu in the pan.</li></ol>`);
    expect(recipe.ingredients).toEqual([
      '1 pack of tofu, cut into cubes',
      '2 tbsp cornflour',
      'Black pepper',
      '2 tbsp sriracha',
      '2 tbsp soy sauce',
      '1 tbsp rice vinegar',
      '280g microwave rice',
      'Sesame seeds',
      'Sliced spring onion',
    ]);
  });

  it('reads a boxed entry that reads like a method heading as an entry of its list', () => {
    const recipe = read(`
      <h2>Ingrediënten</h2><div><div>300 g macaroni</div><div>1 ui, fijngesnipperd</div>
        <div>250 g champignons</div><div>Olijfolie om in te bakken</div><div>Peper en zout</div></div>
      <h2>Bereiding</h2><p>Kook de macaroni volgens de aanwijzingen op de verpakking en giet af.</p>
      <p>Bak de ui en de champignons in een scheut olijfolie tot ze goudbruin zijn.</p>`);
    expect(recipe.ingredients).toEqual([
      '300 g macaroni',
      '1 ui, fijngesnipperd',
      '250 g champignons',
      'Olijfolie om in te bakken',
      'Peper en zout',
    ]);
    // Alone in its box after the list, the same words still title the method.
    const titled = read(`
      <h2>Ingrediënten</h2><div><div>300 g bloem</div><div>7 g gist</div><div>1 tl zout</div></div>
      <div>Brood bakken</div><p>Meng de bloem, de gist en het zout met 200 ml lauw water tot een soepel deeg.</p>
      <p>Laat het deeg een uur rijzen en bak het brood 35 minuten op 220 graden.</p>`);
    expect(titled.ingredients).toEqual(['300 g bloem', '7 g gist', '1 tl zout']);
  });

  it('reads a list set as boxes after a title and a servings counter in boxes of their own', () => {
    const entries = ['Tortilla <b>2 ks</b>', 'Philadelphia <b>125 g</b>', 'Okurka <b>1 ks</b>']
      .concat(['Šunka <b>3 plát.</b>', 'Hroznové víno <b> </b>'])
      .map((entry) => `<div class="e">${entry}</div>`)
      .join('');
    const recipe = read(`<h1>Tortilla rolls</h1><div class="main"><div class="content">
      <div class="head"><h2>Ingredience</h2><span class="sub">Složení</span>
        <div class="counter"><div class="c"><button>−</button><span> 8 porcí</span><button>+</button></div></div></div>
      <div class="lists"><div class="a"><div>${entries}</div></div><div class="b"><div>${entries}</div></div></div></div>
      <div class="steps"><h2>Příprava</h2><ol><li>Z tortil odkrojte okraje tak, abyste získali obdélník.</li>
        <li>Pomažte je sýrem a zarolujte.</li></ol></div></div>`);
    expect(recipe.ingredients).toEqual([
      'Tortilla 2 ks',
      'Philadelphia 125 g',
      'Okurka 1 ks',
      'Šunka 3 plát.',
      'Hroznové víno',
    ]);
  });

  it('names the card after the heading right above the servings line that titles its list', () => {
    const entries = ['1/4 cup olive oil', '2 tablespoons lemon juice', '1/4 teaspoon salt']
      .map((entry) => `<div class="i">${entry}</div>`)
      .join('');
    const recipe =
      read(`<h1>Lemon Vinaigrette | Component Cooking</h1><p>The dressing I make every week.</p>
      <div><h3>Lemon Vinaigrette</h3><div class="y">4 servings</div><div class="t">Prep Time: 5 minutes</div>
      <div>${entries}</div><div class="m">Combine everything in a jar with a tight lid and shake well.</div></div>`);
    expect(recipe.cardHeading).toBe('Lemon Vinaigrette');
  });

  it('reads a method set as boxes under facts set as boxes of another look', () => {
    const recipe = read(`
      <h2>Ingredients</h2><ul><li>4 eggs</li><li>250 g skyr</li><li>30 g cornstarch</li></ul>
      <h2>Preparation</h2>
      <div class="t"><div class="f">Preparation 15 min</div><div class="f">Waiting time 2 min</div><div class="f">Cook time 30 min</div></div>
      <div class="s"><div>Separate the egg whites from the yolks and whisk the yolks with the sugar.</div>
        <div>Add the skyr and the cornstarch, then mix well until smooth.</div>
        <div>Fold in the whisked whites and bake for 30 minutes at 180°C.</div></div>`);
    expect(recipe.steps).toEqual([
      'Separate the egg whites from the yolks and whisk the yolks with the sugar.',
      'Add the skyr and the cornstarch, then mix well until smooth.',
      'Fold in the whisked whites and bake for 30 minutes at 180°C.',
    ]);
  });

  it('passes over the amounts each step uses, set under it in another look, between parts', () => {
    const recipe = read(`
      <h2>Ingredients</h2><ul><li>1½ pounds steak</li><li>1 pound shrimp</li><li>2 tablespoons butter</li></ul>
      <h3>Instructions</h3>
      <h4>Steak</h4><div class="s">Heat a large skillet until very hot, then sear the steaks for 4 minutes a side.</div>
      <div class="u">1½ pounds steak, 1 teaspoon kosher salt</div>
      <h4>Shrimp</h4><div class="s">While the steak rests, cook the shrimp in the butter for 2 minutes.</div>
      <div class="u">1 pound shrimp, 2 tablespoons butter</div>
      <div class="s">Slice the steak and serve it with the shrimp and the pan juices.</div>`);
    expect(recipe.steps).toEqual([
      'Heat a large skillet until very hot, then sear the steaks for 4 minutes a side.',
      'While the steak rests, cook the shrimp in the butter for 2 minutes.',
      'Slice the steak and serve it with the shrimp and the pan juices.',
    ]);
  });

  it('reads paragraphs in a column named as an item one by one', () => {
    const recipe = read(`
      <h1>Brownies</h1>
      <div class="cols"><div class="col--item"><h2>Ingredients</h2><div class="item">
        <p>200g dark chocolate</p><p>250g unsalted butter</p><p>optional: 75g dried cherries</p>
        <p>80g cocoa powder</p><p>4 large eggs</p></div></div>
      <div class="col--item"><h2>Method</h2><ol><li>Melt the chocolate with the butter.</li>
        <li>Whisk in the rest and bake for 25 minutes.</li></ol></div></div>
      <h3>Nutrition</h3><ul><li>15% Calories</li><li>26% Fat</li><li>27% Sugars</li><li>3% Salt</li></ul>`);
    expect(recipe.ingredients).toEqual([
      '200g dark chocolate',
      '250g unsalted butter',
      'optional: 75g dried cherries',
      '80g cocoa powder',
      '4 large eggs',
    ]);
  });

  it('reads ingredient paragraphs after "Serves 4", up to the method in paragraphs alike', () => {
    const recipe = read(`
      <article><h2>Ramen with leeks</h2><p>A weeknight favourite.</p><p>Prep 10 min</p>
        <p>Serves 4</p><p>225g smoked tofu, drained</p><p>4 tbsp cornflour</p>
        <p>2 tsp rice vinegar, or any mild vinegar you have to hand, such as cider or white wine vinegar.</p>
        <p>Press the tofu with kitchen paper to remove any excess water, then cut it into cubes and coat them in the cornflour.</p>
        <p>Fry the tofu in a hot pan until golden on all sides, then toss it with the vinegar and serve at once.</p>
      </article>`);
    expect(recipe.ingredients).toEqual([
      '225g smoked tofu, drained',
      '4 tbsp cornflour',
      '2 tsp rice vinegar, or any mild vinegar you have to hand, such as cider or white wine vinegar.',
    ]);
    expect(recipe.steps).toHaveLength(2);
  });

  it('reads the method under "<dish> maken", away from the ingredients', () => {
    const recipe = read(`
      <article><h1>Banketstaaf</h1>
        <p>Dit recept is heel eenvoudig om te maken en je hebt het binnen tien minuten op de bakplaat liggen.</p>
        <h2>Banketstaaf maken</h2>
        <p>Verwarm de oven voor op 200 graden en bekleed een bakplaat met bakpapier.</p>
        <p>Rol het bladerdeeg uit en leg er een rol amandelspijs op.</p>
        <p>Bestrijk met ei en bak in 25 tot 35 minuten goudbruin.</p>
      </article>
      <aside><h3>Ingrediënten</h3><ul><li>300 g amandelspijs</li><li>1 ei</li><li>6 plakjes bladerdeeg</li></ul></aside>`);
    expect(recipe.steps).toEqual([
      'Verwarm de oven voor op 200 graden en bekleed een bakplaat met bakpapier.',
      'Rol het bladerdeeg uit en leg er een rol amandelspijs op.',
      'Bestrijk met ei en bak in 25 tot 35 minuten goudbruin.',
    ]);
  });

  it('reads a section title after a "Label:" prefix', () => {
    const recipe = read(`
      <article><h1>Arretjescake</h1><p>Maak zelf de lekkerste arretjescake met dit recept! Serveer plakjes bij de koffie.</p>
        <h2>Recept: zelf arretjescake maken</h2>
        <p>Begin met het maken van de custard en laat die afkoelen.</p>
        <p>Klop de boter met de suiker en de custard door elkaar.</p>
      </article>
      <aside><h3>Ingrediënten</h3><ul><li>250 g boter</li><li>200 g biscuitjes</li><li>50 g cacao</li></ul></aside>`);
    expect(recipe.steps).toEqual([
      'Begin met het maken van de custard en laat die afkoelen.',
      'Klop de boter met de suiker en de custard door elkaar.',
    ]);
  });

  it('reads paragraphs under bold headings in other languages', () => {
    const recipe = read(`
      <div class="entry"><p>Ein Klassiker.</p>
        <p><strong>Zutaten</strong></p><p>500 g Putenfleisch</p><p>1 Zwiebel</p><p>Salz</p>
        <p><strong>Zubereitung</strong></p><p>Zwiebel würfeln.</p><p>Alles anbraten.</p>
        <div class="share">Teilen</div>
      </div>`);
    expect(recipe.ingredients).toEqual(['500 g Putenfleisch', '1 Zwiebel', 'Salz']);
    expect(recipe.steps).toEqual(['Zwiebel würfeln.', 'Alles anbraten.']);
  });

  it('leaves sub-headings out of the instructions', () => {
    const recipe = read(`
      <h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g sugar</li><li>1 lemon</li></ul>
      <h2>Instructions</h2>
      <h3>The curd</h3><ol><li>Whisk the eggs with the sugar.</li><li>Stir in the juice.</li></ol>
      <p><strong>To serve</strong></p><ol><li>Spoon the curd into jars.</li></ol>`);
    expect(recipe.steps).toEqual([
      'Whisk the eggs with the sugar.',
      'Stir in the juice.',
      'Spoon the curd into jars.',
    ]);
  });

  it('does not take a second list of things needed for the method', () => {
    const recipe = read(`
      <div class="box"><span class="box-title">Ingrediëntenlijst</span>
        <ul class="items"><li><strong>Voor de taart</strong></li><li>200 gr bloem</li><li>100 gr boter</li></ul>
        <ul class="items"><li><strong>Verder nodig</strong></li><li>boter, om in te vetten</li><li>50 gr jam</li></ul>
      </div>
      <h2>Taart maken</h2>
      <p>Kneed de bloem met de boter tot een deeg en laat het een uur rusten.</p>
      <p>Rol het deeg uit, bekleed de vorm en bak de taart in 30 minuten gaar.</p>`);
    expect(recipe.ingredients).toEqual(expect.arrayContaining(['200 gr bloem', '50 gr jam']));
    expect(recipe.steps).toEqual([
      'Kneed de bloem met de boter tot een deeg en laat het een uur rusten.',
      'Rol het deeg uit, bekleed de vorm en bak de taart in 30 minuten gaar.',
    ]);
  });

  it('does not read a list of other things needed as the instructions', () => {
    const recipe = read(`
      <ul><li>200 gr bloem</li><li>100 gr boter</li><li>2 eieren</li></ul>
      <ul class="extra"><li>Verder nodig</li><li>boter, om in te vetten</li><li>bloem, voor het werkblad</li></ul>`);
    expect(recipe.ingredients).toEqual(['200 gr bloem', '100 gr boter', '2 eieren']);
    expect(recipe.steps).toEqual([]);
  });

  it('joins ingredient groups under short headings when no "Ingredients" title is there', () => {
    const recipe = read(`
      <div class="col"><h2>Produce</h2><ul><li>1 lemon</li></ul>
        <h2>Pantry</h2><ul><li>1 cup sugar</li><li>Kosher salt</li><li>½ tsp vanilla</li></ul>
        <h2>Dairy</h2><ul><li>4 egg whites</li></ul></div>
      <div class="col"><h3>1. Make the meringue:</h3>
        <ul><li>Beat the egg whites with the sugar until stiff and glossy.</li>
        <li>Fold in the vanilla and a pinch of salt, gently.</li></ul></div>
      <h2>More recipes</h2><ul><li>Lemon bars</li><li>Pavlova</li><li>Eton mess</li></ul>`);
    expect(recipe.ingredients).toEqual([
      '1 lemon',
      '1 cup sugar',
      'Kosher salt',
      '½ tsp vanilla',
      '4 egg whites',
    ]);
  });

  it('reads recipe-plugin markup (WP Recipe Maker) without the checkbox glyphs', () => {
    const recipe = read(`
      <div class="wprm-recipe-ingredients-container">
        <ul class="wprm-recipe-ingredients">
          <li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><span class="sr-only">▢</span></span>
            <span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">cup</span>
            <span class="wprm-recipe-ingredient-name">rice</span></li>
          <li class="wprm-recipe-ingredient">▢ 2 cups water</li>
        </ul></div>
      <div class="wprm-recipe-instructions-container"><ul class="wprm-recipe-instructions">
        <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Rinse the rice well.</div></li>
        <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Simmer for 12 minutes.</div></li>
      </ul></div>`);
    expect(recipe.ingredients).toEqual(['1 cup rice', '2 cups water']);
    expect(recipe.steps).toEqual(['Rinse the rice well.', 'Simmer for 12 minutes.']);
  });

  it('reads each row of an ingredient table as one line, but not the cells of a layout table', () => {
    const recipe = read(`
      <h2>Ingredients</h2>
      <table><tr><td>500 g</td><td><div><a href="/flour">flour</a></div></td></tr>
        <tr><td>1 tsp</td><td><div>salt</div></td></tr><tr><td></td><td><div>water</div></td></tr></table>
      <h2>Method</h2><ol><li>Mix everything.</li><li>Bake for an hour.</li></ol>`);
    expect(recipe.ingredients).toEqual(['500 g flour', '1 tsp salt', 'water']);
    const layout = read(`
      <table><tr><td><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul></td>
        <td><h2>Method</h2><ol><li>Whisk the eggs.</li><li>Add the milk.</li></ol></td></tr></table>`);
    expect(layout.ingredients).toEqual(['2 eggs', '1 cup milk']);
    expect(layout.steps).toEqual(['Whisk the eggs.', 'Add the milk.']);
  });

  it('reads bold paragraphs that start with an amount as ingredients, not headings', () => {
    const recipe = read(`
      <p>Ingrédients pour la pâte</p>
      <p><b>150 g de farine</b></p><p><b>100 ml d'eau</b></p><p><b>2 g de sel</b></p>
      <h2>Préparation</h2><p>Mélanger la farine et l'eau.</p><p>Ajouter le sel et pétrir.</p>`);
    expect(recipe.ingredients).toEqual(['150 g de farine', "100 ml d'eau", '2 g de sel']);
  });

  it('joins the parts of grid rows and drops the yield line above them', () => {
    const recipe = read(`
      <h3>Ingredients</h3><div class="serves">4 servings</div>
      <div class="rows">
        <div class="row"><div>2 sticks</div><div class="b">cinnamon</div></div>
        <div class="row"><div>1 pinch</div><div class="b">salt</div></div>
        <div class="row"><div>1 l</div><div class="b">milk</div></div>
      </div>
      <h3>Directions</h3><p>Simmer the milk with the cinnamon and salt for ten minutes.</p>`);
    expect(recipe.ingredients).toEqual(['2 sticks cinnamon', '1 pinch salt', '1 l milk']);
    expect(recipe.steps).toEqual(['Simmer the milk with the cinnamon and salt for ten minutes.']);
    // A row whose name is a link set straight in it, beside its amount's box.
    const linked = read(`
      <h3>Ingredients</h3><div class="units">Metric Imperial</div>
      <div class="row"><div class="amount">425 g</div><a href="/strawberry">strawberries</a></div>
      <div class="row"><div class="amount">150 g</div><div class="name">jam sugar</div></div>
      <div class="row"><div class="amount">½ tsp</div><a href="/matcha">matcha powder</a></div>
      <h3>Directions</h3><p>Simmer the strawberries with the sugar, then stir in the matcha.</p>`);
    expect(linked.ingredients).toEqual([
      '425 g strawberries',
      '150 g jam sugar',
      '½ tsp matcha powder',
    ]);
  });

  it('keeps the active unit system when a page renders US and metric lists', () => {
    const recipe = read(`
      <h3>Ingredients</h3>
      <div class="tabs"><div class="pane" id="us"><p>8.8 oz plain flour</p><p>2 large eggs</p></div>
      <div class="pane active" id="metric"><p>250 g plain flour</p><p>2 large eggs</p></div></div>
      <h3>Method</h3><ol><li>Whisk everything together until smooth.</li></ol>`);
    expect(recipe.ingredients).toEqual(['250 g plain flour', '2 large eggs']);
  });

  it('skips unit versions hidden by a prefixed visually-hidden class', () => {
    const recipe = read(`
      <h3>Ingredients</h3>
      <strong>For the pickle</strong>
      <ul name="metric"><li>50 g cucumber</li><li>1 shallot</li></ul>
      <ul name="imperial" class="u-visuallyhidden"><li>1.8 oz cucumber</li><li>1 shallot</li></ul>
      <strong>For the potatoes</strong>
      <ul name="metric"><li>500 g potatoes</li><li>4 tbsp oil</li></ul>
      <ul name="imperial" class="u-visuallyhidden"><li>17.6 oz potatoes</li><li>4 tbsp oil</li></ul>
      <h3>Method</h3><ol><li>Slice the cucumber and pickle it.</li></ol>`);
    expect(recipe.ingredients).toEqual([
      '50 g cucumber',
      '1 shallot',
      '500 g potatoes',
      '4 tbsp oil',
    ]);
  });

  it('reads every group of a method set as lists under names it does not know', () => {
    const recipe = read(`
      <article><h1>Rissoles</h1>
        <h2>Zazuri</h2><ul><li>500 g beef mince</li><li>1 onion</li><li>40 g butter</li></ul>
        <h2>Kelomi tapu</h2><ol></ol>
        <h4>Rasuvo ni</h4><ol><li>Grate the onion and mix it into the mince.</li><li>Shape into twelve patties and chill.</li></ol>
        <h4>Lupeni ka</h4><ol><li>Melt the butter in a small saucepan over a medium heat.</li><li>Whisk in the stock until the sauce is smooth.</li><li>Simmer it gently while you cook the rissoles.</li></ol>
        <h4>Zerato</h4><ol><li>Fry the patties in batches until browned on both sides.</li></ol>
        <h2>Vokano</h2><p>Keeps for two days in the fridge.</p>
      </article>`);
    expect(recipe.steps).toEqual([
      'Grate the onion and mix it into the mince.',
      'Shape into twelve patties and chill.',
      'Melt the butter in a small saucepan over a medium heat.',
      'Whisk in the stock until the sauce is smooth.',
      'Simmer it gently while you cook the rissoles.',
      'Fry the patties in batches until browned on both sides.',
    ]);
  });

  it('reads ingredients set as paragraphs of one box under a title it does not know', () => {
    const recipe = read(`
      <article><h1>Frittata</h1><p>A summer supper, ready in half an hour.</p>
        <div><h3>Mizesu</h3></div>
        <div><p>3 small leeks, sliced</p><p>1 lemon, zested</p><p>2 cups egg whites</p><p>4 oz goat cheese</p><p>salt &amp; pepper</p></div>
        <div><h3>Tuvora</h3></div>
        <div><p>Preheat the oven to 400°F.</p><p>Melt the butter in a cast iron pan and soften the leeks.</p><p>Whisk the egg whites with the lemon zest, pour over and bake for 20 minutes.</p></div>
      </article>`);
    expect(recipe.ingredients).toEqual([
      '3 small leeks, sliced',
      '1 lemon, zested',
      '2 cups egg whites',
      '4 oz goat cheese',
      'salt & pepper',
    ]);
    expect(recipe.steps).toHaveLength(3);
  });

  it('reads a paragraph of lines broken by <br> apart from the steps in paragraphs after it', () => {
    const recipe = read(`
      <article><h1>Chicken salad</h1><div>
        <p>6 cups chicken, shredded<br>3 cups red grapes, halved<br>1 cup walnuts, chopped<br>2 cups mayonnaise<br></p>
        <p>Combine the chicken, grapes and walnuts in a large mixing bowl.</p>
        <p>Fold in the mayonnaise and season to taste before serving.</p>
      </div></article>`);
    expect(recipe.ingredients).toEqual([
      '6 cups chicken, shredded',
      '3 cups red grapes, halved',
      '1 cup walnuts, chopped',
      '2 cups mayonnaise',
    ]);
    expect(recipe.steps).toEqual([
      'Combine the chicken, grapes and walnuts in a large mixing bowl.',
      'Fold in the mayonnaise and season to taste before serving.',
    ]);
  });

  it('reads ingredient paragraphs under bold group names it does not know as one list', () => {
    const recipe = read(`
      <article><h1>Porridge</h1><div>
        <h3>Zekalo vira</h3>
        <p><strong>Mitura</strong></p>
        <p>50 g rolled oats<br>250 ml milk<br>1 tsp sugar<br></p>
        <p><strong>Saveno</strong></p>
        <p>1/4 pomegranate<br>1 blood orange<br>1 tbsp chia seeds<br>1 tsp honey<br></p>
        <h3>Kupora</h3>
        <p>Simmer the oats in the milk for five minutes, stirring often.</p>
        <p>Spoon into a bowl and top with the fruit, seeds and honey.</p>
      </div></article>`);
    expect(recipe.ingredients).toEqual([
      '50 g rolled oats',
      '250 ml milk',
      '1 tsp sugar',
      '1/4 pomegranate',
      '1 blood orange',
      '1 tbsp chia seeds',
      '1 tsp honey',
    ]);
    expect(recipe.steps).toHaveLength(2);
    // Groups of one line in boxes of one template, one box a group.
    const boxed = read(`
      <article><h1>Meringues</h1>
        <h2>Zuka</h2><div class="g"><p>½ lemon<br></p></div>
        <h2>Mori</h2><div class="g"><p>6 biscuits<br>1 cup sugar<br>½ tsp salt<br></p></div>
        <h2>Tena</h2><div class="g"><p>4 egg whites<br></p></div>
        <h3>Kupora</h3><p>Whisk the whites with the sugar until glossy, then bake low for an hour.</p>
      </article>`);
    expect(boxed.ingredients).toEqual([
      '½ lemon',
      '6 biscuits',
      '1 cup sugar',
      '½ tsp salt',
      '4 egg whites',
    ]);
  });

  it('reads one of two ingredient paragraphs that name the same things in other units', () => {
    const recipe = read(`
      <article><h1>Pancakes</h1><h3>Mizesu</h3><div>
        <div class="panel"><p>2 cups plain flour</p><p>1 cup buttermilk</p><p>2 large eggs</p><p>2 tbsp butter, melted</p></div>
        <div class="panel active"><p>250 g plain flour</p><p>200 ml buttermilk</p><p>2 large eggs</p><p>30 g butter, melted</p></div>
      </div>
      <h3>Kupora</h3>
      <p>Whisk everything together and fry ladlefuls in a hot pan until golden.</p>
      </article>`);
    expect(recipe.ingredients).toEqual([
      '2 cups plain flour',
      '1 cup buttermilk',
      '2 large eggs',
      '2 tbsp butter, melted',
    ]);
    const lists = read(`
      <article><h1>Pancakes</h1>
        <ul class="us"><li>250 g plain flour</li><li>200 ml buttermilk</li><li>2 large eggs</li></ul>
        <ul class="metric"><li>2 cups plain flour</li><li>1 cup buttermilk</li><li>2 large eggs</li></ul>
        <h3>Kupora</h3><p>Whisk everything together and fry ladlefuls in a hot pan until golden.</p>
      </article>`);
    expect(lists.ingredients).toEqual(['250 g plain flour', '200 ml buttermilk', '2 large eggs']);
  });

  it('joins alike groups under names of their own, and no intro, yield or name as a line', () => {
    const method = `<h3>Kupora</h3><p>Simmer everything for five minutes, stirring often, then serve.</p>`;
    const marble = read(`<article><h1>Marble cake</h1>
      <h3>Chocolate</h3><ul><li>100 g flour</li><li>100 g sugar</li><li>2 eggs</li><li>30 g cocoa</li></ul>
      <h3>Vanilla</h3><ul><li>100 g flour</li><li>100 g sugar</li><li>2 eggs</li><li>1 tsp vanilla</li></ul>
      ${method}</article>`);
    expect(marble.ingredients).toHaveLength(8);
    const groups = `<p><strong>Base</strong></p><p>50 g oats<br>250 ml milk<br>1 tsp sugar</p>
      <p><strong>Topping</strong></p><p>1 orange<br>1 tbsp chia seeds<br>1 tsp honey</p>`;
    const lines = [
      '50 g oats',
      '250 ml milk',
      '1 tsp sugar',
      '1 orange',
      '1 tbsp chia seeds',
      '1 tsp honey',
    ];
    for (const before of ['A cosy bowl for cold mornings 🥣', '12 muffins']) {
      const recipe = read(
        `<article><h1>Porridge</h1><div><p>${before}</p>${groups}</div>${method}</article>`,
      );
      expect(recipe.ingredients).toEqual(lines);
    }
    const group = `<div class="ing"><p>200 g flour</p><p>150 g sugar</p><p>3 eggs</p></div>`;
    const glaze = `<div class="ing"><p>100 g icing sugar</p><p>2 tbsp lemon juice</p><p>1 tsp zest</p></div>`;
    const cake = ['200 g flour', '150 g sugar', '3 eggs'];
    const iced = [...cake, '100 g icing sugar', '2 tbsp lemon juice', '1 tsp zest'];
    const between = (middle: string) =>
      read(`<article><h1>Lemon cake</h1>${group}${middle}${glaze}${method}</article>`).ingredients;
    expect(between('<p>Glaze</p>')).toEqual(iced);
    expect(between('<div class="ing"><p>1 pinch salt</p></div>')).toEqual([
      ...cake,
      '1 pinch salt',
      ...iced.slice(3),
    ]);
    const topping = read(`<article><h1>Porridge</h1>
      <div class="ing"><p>50 g oats</p><p>250 ml milk</p><p>1 tsp sugar</p></div>
      <p>Topping</p><p>1 orange<br>1 tbsp chia seeds<br>1 tsp honey</p>${method}</article>`);
    expect(topping.ingredients).toEqual(lines);
    const named = read(`<article><h1>Lemon cake</h1>
      <div><p>200 g flour</p><p>150 g sugar</p><p>3 eggs</p></div>
      <p>Glaze</p><ul><li>100 g icing sugar</li><li>2 tbsp lemon juice</li></ul>${method}</article>`);
    expect(named.ingredients).toEqual([
      '200 g flour',
      '150 g sugar',
      '3 eggs',
      '100 g icing sugar',
      '2 tbsp lemon juice',
    ]);
  });

  it('drops "Step 1" labels and reads steps that follow the list without a heading', () => {
    const recipe = read(`
      <h1>Chicken salad</h1>
      <ul><li>6 cups chicken, shredded</li><li>3 cups grapes</li><li>1 cup walnuts</li></ul>
      <p>Combine the chicken and grapes in a bowl.</p><p>Fold in the walnuts and serve.</p>
      <div class="related">More salads</div>`);
    expect(recipe.ingredients).toEqual([
      '6 cups chicken, shredded',
      '3 cups grapes',
      '1 cup walnuts',
    ]);
    expect(recipe.steps).toEqual([
      'Combine the chicken and grapes in a bowl.',
      'Fold in the walnuts and serve.',
    ]);
    const labelled = read(`
      <h2>Instructions</h2><div class="s"><div class="l">Step 1</div><div class="t">Boil the rice.</div></div>
      <div class="s"><div class="l">Step 2</div><div class="t">Drain it well.</div></div>`);
    expect(labelled.steps).toEqual(['Boil the rice.', 'Drain it well.']);
  });

  it('reads a method whose steps have titles numbered 1, 2, 3 in words it does not know', () => {
    // Basque: "Osagaiak" (ingredients), "Prestaketa" (preparation), "urratsa" (step).
    const basque = read(`
      <h1>Kalabaza tarta</h1>
      <h3>Osagaiak</h3><ul><li>3 arrautza</li><li>4 dl esne-gain</li><li>1 koilarakada gatz</li></ul>
      <h3>Prestaketa</h3>
      <h6>1. urratsa</h6><p>Berotu labea 225 gradutara.</p>
      <h6>2. urratsa</h6><p>Irabiatu arrautzak, esne-gaina eta gatza.</p>
      <h6>3. urratsa</h6><p>Bota betegarria oinarrira eta erre 40 minutuz.</p>
      <h3>Iruzkinak</h3><p>Errezeta zoragarria, eskerrik asko!</p>`);
    expect(basque.ingredients).toEqual(['3 arrautza', '4 dl esne-gain', '1 koilarakada gatz']);
    expect(basque.steps).toEqual([
      'Berotu labea 225 gradutara.',
      'Irabiatu arrautzak, esne-gaina eta gatza.',
      'Bota betegarria oinarrira eta erre 40 minutuz.',
    ]);
    // Straight after the ingredients, a step of two paragraphs first.
    const next = read(`
      <h1>Ogia</h1><h2>Osagaiak</h2><ul><li>500 g irin</li><li>10 g gatz</li><li>300 ml ur</li></ul>
      <h3>Urratsa 1</h3><p>Nahastu irina, gatza eta ura.</p><p>Utzi atseden hamar minutuz.</p>
      <h3>Urratsa 2</h3><p>Oratu orea hamar minutuz leun geratu arte.</p>
      <h3>Urratsa 3</h3><p>Erre labean 220 gradutan berrogei minutuz.</p>`);
    expect(next.steps).toEqual([
      'Nahastu irina, gatza eta ura.',
      'Utzi atseden hamar minutuz.',
      'Oratu orea hamar minutuz leun geratu arte.',
      'Erre labean 220 gradutan berrogei minutuz.',
    ]);
    // Far from the ingredients, past tips in a numbered list, under a title of its own.
    const far = read(`
      <h1>Brisket chili</h1>
      <h2>What you need</h2><ul><li>1 kg beef brisket</li><li>1 onion, diced</li><li>2 tbsp chili powder</li></ul>
      <h2>Pro tips</h2><ol><li>Trim the brisket: cut off any big chunks of fat first.</li>
        <li>Smoked paprika gives a deep flavour without a smoker.</li></ol>
      <h2>How to make brisket chili</h2>
      <h3>Step 1: Prep</h3><p>Dice the onion and cut the brisket into large chunks.</p>
      <h3>Step 2: Brown</h3><p>Sear the brisket in a hot pan until browned on all sides.</p>
      <h3>Step 3: Cook</h3><p>Put everything in the slow cooker and cook on low for 8 hours.</p>
      <h2>Storage</h2><p>Keeps for four days in the fridge.</p>`);
    expect(far.steps).toEqual([
      'Dice the onion and cut the brisket into large chunks.',
      'Sear the brisket in a hot pan until browned on all sides.',
      'Put everything in the slow cooker and cook on low for 8 hours.',
    ]);
  });

  it('does not read numbered tips, a roundup, or notes after the last step as the method', () => {
    const ingredients =
      '<h2>Ingredients</h2><ul><li>500 g chicken thighs</li><li>1 onion, diced</li><li>2 tbsp curry paste</li><li>400 ml coconut milk</li></ul>';
    const method =
      "<h2>Let's cook</h2><ol><li>Fry the onion until soft.</li><li>Add the paste and chicken.</li><li>Pour in the coconut milk.</li><li>Simmer for 30 minutes.</li></ol>";
    const shortSteps = [
      'Fry the onion until soft.',
      'Add the paste and chicken.',
      'Pour in the coconut milk.',
      'Simmer for 30 minutes.',
    ];
    const tips = read(`<h1>Chicken curry</h1>${ingredients}${method}
      <h2>Tips for the best curry</h2>
      <h3>1. Use thighs</h3><p>Thighs stay juicy in a long simmer, breasts dry out quickly.</p>
      <h3>2. Toast the paste</h3><p>Fry the paste for a minute first so its spices wake up.</p>
      <h3>3. Let it rest</h3><p>A curry tastes better the next day, once the flavours settle.</p>
      <h3>4. Go full fat</h3><p>Light coconut milk makes a thin sauce that splits easily.</p>`);
    expect(tips.steps).toEqual(shortSteps);
    const labelled = read(`<h1>Chicken curry</h1>${ingredients}${method}
      <h2>Tips</h2><h3>Tip 1: Use thighs</h3><p>Thighs stay juicy in a long simmer, breasts dry out quickly.</p>
      <h3>Tip 2: Toast the paste</h3><p>Fry the paste for a minute first so the spices bloom in the oil.</p>
      <h3>Tip 3: Let it rest</h3><p>Curry tastes better the next day, once the flavours have settled.</p>`);
    expect(labelled.steps).toEqual(shortSteps);
    const above = read(`<h1>Chicken curry</h1>
      <h2>Tips</h2><h3>Tip 1: Use thighs</h3><p>Thighs stay juicy in a long simmer, breasts dry out quickly.</p>
      <h3>Tip 2: Toast the paste</h3><p>Fry the paste for a minute first so the spices bloom in the oil.</p>
      <h3>Tip 3: Let it rest</h3><p>Curry tastes better the next day, once the flavours have settled.</p>
      ${ingredients}${method}`);
    expect(above.steps).toEqual(shortSteps);
    const unpunctuated = read(`<h1>Chicken curry</h1>${ingredients}
      <h2>Let's cook</h2><ol><li>Fry the onion</li><li>Add paste and chicken</li><li>Pour in the milk</li></ol>
      <h2>Tips</h2><h3>Tip 1</h3><p>Thighs stay juicy in a long simmer, breasts dry out quickly.</p>
      <h3>Tip 2</h3><p>Fry the paste for a minute first so the spices bloom in the oil.</p>
      <h3>Tip 3</h3><p>Curry tastes better the next day, once the flavours have settled.</p>`);
    expect(unpunctuated.steps).toEqual([
      'Fry the onion',
      'Add paste and chicken',
      'Pour in the milk',
    ]);
    const roundup = read(`<h1>Chicken curry</h1>${ingredients}${method}
      <h2>More curries you will love</h2>
      <h3>1. Lamb rogan josh</h3><p>A slow-cooked lamb curry with warming spices and yoghurt.</p>
      <h3>2. Chickpea curry</h3><p>A quick vegetarian curry for weeknights, ready in half an hour.</p>
      <h3>3. Thai green curry</h3><p>Fragrant and fresh, with green beans and plenty of basil.</p>`);
    expect(roundup.steps).toEqual(shortSteps);
    const notes =
      read(`<h1>Bread</h1><h2>Osagaiak</h2><ul><li>500 g irin</li><li>10 g gatz</li><li>300 ml ur</li></ul>
      <h2>Prestaketa</h2>
      <h3>1. urratsa</h3><p>Nahastu irina, gatza eta ura ontzi handi batean.</p>
      <h3>2. urratsa</h3><p>Oratu orea hamar minutuz leun geratu arte.</p>
      <h3>3. urratsa</h3><p>Erre labean 220 gradutan berrogei minutuz.</p>
      <h4>Notes</h4><p>You can use spelt flour instead, it will be a little denser.</p>
      <div class="comments"><h4>3 iruzkin</h4><p>Oso ona, eskerrik asko errezetagatik!</p></div>`);
    expect(notes.steps).toEqual([
      'Nahastu irina, gatza eta ura ontzi handi batean.',
      'Oratu orea hamar minutuz leun geratu arte.',
      'Erre labean 220 gradutan berrogei minutuz.',
    ]);
  });

  it('does not read numbered questions, or notes under titles after the list, as the method', () => {
    const recipe = read(`
      <h1>Pumpkin pie</h1><h2>Ingredients</h2><ul><li>3 eggs</li><li>400 ml cream</li><li>1 tsp salt</li></ul>
      <h2>Make ahead</h2><h3>Fridge</h3><p>Keeps in the fridge for three days when covered well.</p>
      <h3>Freezer</h3><p>Freeze for up to three months in an airtight bag.</p>
      <h2>Let's bake</h2><ol><li>Heat the oven to 225 degrees and grease the tin.</li>
        <li>Whisk the eggs, cream and salt in a bowl until smooth.</li><li>Pour into the crust and bake for 40 minutes.</li></ol>
      <h2>Questions</h2>
      <h3>1. Can I freeze the pie once baked?</h3><p>Yes, wrap it well and freeze it for up to a month.</p>
      <h3>2. Can I use fresh pumpkin instead?</h3><p>Yes, roast it first and blend it until smooth.</p>
      <h3>3. Why did my pie crack on top?</h3><p>It baked too long, take it out while it still wobbles.</p>`);
    expect(recipe.steps).toEqual([
      'Heat the oven to 225 degrees and grease the tin.',
      'Whisk the eggs, cream and salt in a bowl until smooth.',
      'Pour into the crust and bake for 40 minutes.',
    ]);
  });

  it('finds nothing on a page without a recipe', () => {
    const html =
      '<html><head><title>News</title></head><body><h1>Elections</h1><p>Today the votes were counted.</p><ul><li>Home</li><li>World</li></ul></body></html>';
    expect(extractRecipe(html, 'https://news.test/')).toBeNull();
  });
});

describe('pages that look like a rule applies, but it does not', () => {
  const extract = (body: string) =>
    extractRecipe(`<html><body>${body}</body></html>`, 'https://example.com/r');

  it('does not take a nutrition panel, its figures at the end of each line, as the ingredients', () => {
    const preview = extract(`<h1>Sesame cookies</h1><p>Crunchy little cookies for tea.</p>
      <ul><li>120 g plain flour</li><li>35 g black sesame seeds</li><li>45 g brown sugar</li><li>60 g butter</li><li>1 egg</li><li>Salt</li></ul>
      <p>Mix everything to a dough, roll into balls and bake at 170C for 15 minutes.</p>
      <ul><li>Total Fat 4 g</li><li>Saturated Fat 2 g</li><li>Cholesterol 15 mg</li><li>Sodium 30 mg</li><li>Total Carbohydrate 9 g</li>
        <li>Dietary Fiber 1 g</li><li>Sugars 3 g</li><li>Protein 2 g</li><li>Calcium 40 mg</li><li>Iron 1 mg</li></ul>`);
    expect(preview?.ingredients).toEqual([
      '120 g plain flour',
      '35 g black sesame seeds',
      '45 g brown sugar',
      '60 g butter',
      '1 egg',
      'Salt',
    ]);
  });

  it('does not take labelled facts ("Fat: 5 g") as entries set name first', () => {
    const preview = extract(`<h1>Flapjacks</h1><p>Chewy oat bars for the lunch box.</p>
      <ul><li>oats 250 g</li><li>butter 125 g</li><li>golden syrup 100 g</li></ul>
      <p>Melt the butter with the syrup, stir in the oats and bake for 20 minutes.</p>
      <ul><li>Fat: 9 g</li><li>Carbohydrates: 28 g</li><li>Protein: 3 g</li><li>Sugar: 12 g</li><li>Fibre: 2 g</li></ul>`);
    expect(preview?.ingredients).toEqual(['oats 250 g', 'butter 125 g', 'golden syrup 100 g']);
  });

  it('does not read the teaser under a heading set as a sentence as the method', () => {
    const preview =
      extract(`<h1>Patates topları</h1><h2>Malzemeler</h2><ul><li>5 adet patates</li><li>2 yemek kaşığı tereyağı</li></ul>
      <h2>Eksik malzemeleri indirimli tamamlamanın kolayı var.</h2><p>Et, sebze, meyve, baharat ya da ihtiyacın olan ne varsa, kapında.</p>
      <h2>Nasıl yapılır</h2><ul><li>Patatesleri bir tencerede haşlayın ve püre haline getirin.</li>
        <li>Toplar yapın ve fırında 20 dakika pişirin.</li></ul>`);
    expect(preview?.steps).toEqual([
      'Patatesleri bir tencerede haşlayın ve püre haline getirin.',
      'Toplar yapın ve fırında 20 dakika pişirin.',
    ]);
  });

  it("keeps a baker's percentages beside the measures as ingredients", () => {
    const preview =
      extract(`<h1>Country loaf</h1><p>An everyday sourdough loaf with a crisp crust.</p>
      <h2>Ingredients</h2><ul><li>900 g bread flour 90%</li><li>100 g whole wheat flour 10%</li><li>750 g water 75%</li>
        <li>200 g levain 20%</li><li>20 g salt 2%</li></ul>
      <h2>Method</h2><ol><li>Mix the flour and water and leave to rest for an hour.</li><li>Add the levain and salt, then fold every half hour.</li></ol>
      <h3>You will need</h3><ul><li>2 proofing baskets</li><li>1 Dutch oven</li><li>1 bench scraper</li></ul>`);
    expect(preview?.ingredients).toEqual([
      '900 g bread flour 90%',
      '100 g whole wheat flour 10%',
      '750 g water 75%',
      '200 g levain 20%',
      '20 g salt 2%',
    ]);
  });

  it('does not join a nutrition box to a bare list as one of its groups', () => {
    const nutrient = (text: string) => `<div class="nutrient">${text}</div>`;
    const preview =
      extract(`<h1>Pancakes</h1><p>Our favourite weekend breakfast, quick and easy.</p>
      <ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li><li>1 pinch salt</li></ul>
      <h3>Per serving</h3><div class="nutrition">${['250 kcal', '8 g protein', '9 g fat', '35 g carbs'].map(nutrient).join('')}</div>
      <h3>Method</h3><p>Whisk everything into a smooth batter, let it rest and fry thin pancakes in a hot pan.</p>`);
    expect(preview?.ingredients).toEqual(['200 g flour', '2 eggs', '300 ml milk', '1 pinch salt']);
  });

  it('reads a grid of rows with one group name among them as rows, not titled groups', () => {
    const row = (amount: string, name: string) =>
      `<div class="row"><div class="amt">${amount}</div><div class="name">${name}</div></div>`;
    const preview = extract(`<h1>Lemon cake</h1><h2>Ingredients</h2><div>${row('200 g', 'flour')}
      ${row('2', 'eggs')}${row('100 g', 'sugar')}<h4>For the glaze</h4>${row('1', 'lemon')}${row('50 g', 'icing sugar')}</div>
      ${method}`);
    expect(preview?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g sugar',
      '1 lemon',
      '50 g icing sugar',
    ]);
  });

  it('does not read an outro in boxes, or comments in boxes, as the method', () => {
    const box = (text: string) => `<div>${text}</div>`;
    const outro = [
      'Thanks so much for reading, see you next week with another recipe from my kitchen.',
      'If you make this recipe, please leave a comment below and tag me on Instagram.',
      'Follow me on Pinterest for more easy breakfast recipes like this one every week.',
    ];
    const method = [
      'Whisk everything into a smooth batter and let it rest for ten minutes.',
      'Fry thin pancakes in a hot buttered pan until golden on both sides.',
    ];
    const ingredients =
      '<h3>Ingredients</h3><ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>';
    const boxed =
      extract(`<h1>Pancakes</h1><div class="post">${box('We make these every Sunday morning, the whole family loves them.')}
      ${ingredients}<h3>How do you make them?</h3>${method.map(box).join('')}<h3>Thanks!</h3>${outro.map(box).join('')}</div>`);
    expect(boxed?.steps).toEqual(method);
    const comments = Array.from(
      { length: 8 },
      (_, i) =>
        `<div class="comment"><div class="comment-text">Comment ${i + 1}: made these for breakfast and the kids loved them.</div></div>`,
    ).join('');
    const commented = extract(`<h1>Pancakes</h1><article>${ingredients}<h3>Cook them</h3>
      ${method.map((step) => `<p>${step}</p>`).join('')}</article><div class="comments"><h3>8 Comments</h3>${comments}</div>`);
    expect(commented?.steps).toEqual(method);
  });

  it('reads a group name set in a title span with no colon as a group name', () => {
    const preview = extract(`<h1>Tart</h1><h2>Ingredients</h2><ul>
      <li><span class="title">For the pastry</span></li><li>200 g flour</li><li>100 g butter</li>
      <li><span class="title">For the filling</span></li><li>3 lemons</li><li>4 eggs</li></ul>
      <h2>Method</h2><ol><li>Make the pastry and bake it blind for 15 minutes.</li><li>Fill and bake until just set.</li></ol>`);
    expect(preview?.ingredients).toEqual(['200 g flour', '100 g butter', '3 lemons', '4 eggs']);
  });

  it('reads the method under a heading set as a short sentence when nothing else offers one', () => {
    const preview =
      extract(`<h1>Pancakes</h1><h2>Ingredients</h2><ul><li>190 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
      <h2>Here's how.</h2><p>Whisk everything into a smooth batter and let it rest for ten minutes.</p>
      <p>Fry thin pancakes in a hot buttered pan until golden.</p>`);
    expect(preview?.steps).toEqual([
      'Whisk everything into a smooth batter and let it rest for ten minutes.',
      'Fry thin pancakes in a hot buttered pan until golden.',
    ]);
  });

  it('reads what a width shows, whatever the framework class that shows it', () => {
    const cells = extract(`<h1>Brownies</h1><h2>Ingredients</h2><table><tbody>
      <tr><td>Dark chocolate</td><td class="hidden md:table-cell">200 g</td></tr>
      <tr><td>Butter</td><td class="hidden md:table-cell">150 g</td></tr>
      <tr><td>Sugar</td><td class="hidden print:block">250 g</td></tr></tbody></table>
      <h2>Method</h2><ol><li>Melt the chocolate and butter together over low heat.</li><li>Beat in the sugar and bake for 25 minutes.</li></ol>`);
    expect(cells?.ingredients).toEqual(['200 g Dark chocolate', '150 g Butter', 'Sugar']);
    const desktop =
      extract(`<h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
      <div class="d-none d-lg-block d-print-block"><h2>Instructions</h2><ol><li>Whisk the flour, eggs and milk into a smooth batter.</li>
        <li>Fry thin pancakes in a hot buttered pan.</li></ol></div>
      <div class="d-lg-none"><p>Open the app to cook step by step.</p></div>`);
    expect(desktop?.steps).toEqual([
      'Whisk the flour, eggs and milk into a smooth batter.',
      'Fry thin pancakes in a hot buttered pan.',
    ]);
  });

  it('keeps the name of a product card that sets its amount and name apart', () => {
    const card = (amount: string, name: string) =>
      `<a href="/shop/${name.length}" class="product"><img src="/c.png"><div class="amount">${amount}</div><div class="name">${name}</div></a>`;
    const preview = extract(`<h1>Curry</h1><h2>Ingredients</h2><p>200 g rice</p><p>1 onion</p>
      ${card('400 ml', 'coconut milk')}${card('2 tbsp', 'curry paste')}<p>Salt</p>
      <h2>Method</h2><p>Fry the onion, add the paste and coconut milk and simmer for 20 minutes. Serve with the rice.</p>`);
    expect(preview?.ingredients).toEqual([
      '200 g rice',
      '1 onion',
      '400 ml coconut milk',
      '2 tbsp curry paste',
      'Salt',
    ]);
  });

  it('does not read facts of another look after the entries as more of them', () => {
    const preview =
      extract(`<h1>Curry</h1><h2>Ingredients</h2><p>200 g rice</p><p>1 onion</p><p>400 ml coconut milk</p>
      <div class="info"><p>30 minutes, start to finish</p><p>Easy to make ahead</p><p>Freezes well</p></div>
      <h2>Method</h2><p>Fry the onion, add the coconut milk and simmer for 20 minutes. Serve with the rice.</p>`);
    expect(preview?.ingredients).toEqual(['200 g rice', '1 onion', '400 ml coconut milk']);
  });

  it('keeps entries whose every name is set in a span named "title"', () => {
    const entry = (amount: string, name: string) =>
      `<li><span class="amount">${amount}</span> <span class="title">${name}</span></li>`;
    const preview = extract(`<h1>Tomato salad</h1><h2>Ingredients</h2>
      <ul>${entry('500 g', 'tomatoes')}${entry('1', 'red onion')}${entry('', 'Salt')}${entry('', 'Fresh basil')}</ul>
      <h2>Method</h2><p>Slice the tomatoes and onion, dress with the oil and season. Scatter over the basil.</p>`);
    expect(preview?.ingredients).toEqual(['500 g tomatoes', '1 red onion', 'Salt', 'Fresh basil']);
  });

  it("reads a card's short method over a post's long account above it", () => {
    const post = Array.from(
      { length: 8 },
      (_, i) =>
        `<p>Paragraph ${i + 1} of the post tells how the author came to bake these sandwiches in the oven.</p>`,
    ).join('');
    const preview =
      extract(`<h1>Oven grilled cheese</h1><h2>How to make grilled cheese in the oven</h2>${post}
      <div><h2>Oven grilled cheese</h2><h3>Ingredients</h3><ul><li>12 slices bread</li><li>6 slices cheese</li><li>8 tablespoons butter</li></ul>
        <h3>Instructions</h3><ol><li>Preheat the oven to 450 degrees and butter one side of each slice.</li>
        <li>Sandwich the cheese between the slices and bake for 5 minutes a side.</li></ol></div>`);
    expect(preview?.steps).toEqual([
      'Preheat the oven to 450 degrees and butter one side of each slice.',
      'Sandwich the cheese between the slices and bake for 5 minutes a side.',
    ]);
  });

  const method = `<h2>Method</h2><ol><li>Whisk the flour, eggs and milk into a smooth batter.</li>
    <li>Fry thin pancakes in a hot buttered pan.</li></ol>`;

  it('reads a grid row of three cells of one look as one entry, not three', () => {
    const row = (...cells: string[]) =>
      `<div class="row">${cells.map((cell) => `<div class="cell">${cell}</div>`).join('')}</div>`;
    const preview = extract(`<h1>Pancakes</h1><h2>Ingredients</h2>
      <div>${row('200', 'g', 'flour')}${row('2', '', 'eggs')}${row('300', 'ml', 'milk')}${row('1', 'pinch', 'salt')}</div>${method}`);
    expect(preview?.ingredients).toEqual(['200 g flour', '2 eggs', '300 ml milk', '1 pinch salt']);
  });

  it('reads a recipe card set as an aside in one of a page’s boxes of one look', () => {
    const card = `<aside><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>${method}</aside>`;
    const preview =
      extract(`<h1>Pancakes</h1><main><section><p>The lightest pancakes I know.</p></section>
      <section>${card}</section><section><h3>Comments</h3><p>Lovely!</p></section></main>`);
    expect(preview?.ingredients).toEqual(['200 g flour', '2 eggs', '300 ml milk']);
  });

  it('keeps section names and group names set as boxes among the lines as headings', () => {
    const lines = (...texts: string[]) => texts.map((text) => `<div>${text}</div>`).join('');
    const preview = extract(
      `<h1>Pancakes</h1><div>${lines(
        'Ingredients:',
        '200 g flour',
        '2 eggs',
        'For the topping:',
        '2 tbsp sugar',
        '1 lemon',
        'Method',
        'Whisk the flour, eggs and milk into a smooth batter.',
        'Fry thin pancakes in a hot buttered pan.',
      )}</div>`,
    );
    expect(preview?.ingredients).toEqual(['200 g flour', '2 eggs', '2 tbsp sugar', '1 lemon']);
    expect(preview?.steps).toEqual([
      'Whisk the flour, eggs and milk into a smooth batter.',
      'Fry thin pancakes in a hot buttered pan.',
    ]);
  });

  it('ends a method in lists at a group that is no part of it', () => {
    const method = `<h2>Kelomi tapu</h2>
        <ol><li>Melt the butter in a small saucepan over a medium heat.</li><li>Whisk in the stock until the sauce is smooth.</li><li>Simmer it gently while you cook the rissoles.</li></ol>`;
    const ingredients =
      '<h2>Zazuri</h2><ul><li>500 g beef mince</li><li>1 onion</li><li>40 g butter</li></ul>';
    // A note of the method title's rank, a list of another look, a list of links, and "Notes".
    for (const after of [
      '<h2>Vokano</h2><ol><li>Keeps for two days in the fridge, well covered.</li><li>Freeze the cooked patties for a month at most.</li></ol>',
      '<h4>Vokano</h4><ul><li>Keeps for two days in the fridge, well covered.</li><li>Freeze the cooked patties for a month at most.</li></ul>',
      '<h4>Vokano</h4><ol><li><a href="/a">Beef stew</a></li><li><a href="/b">Meatballs</a></li><li><a href="/c">Burgers</a></li></ol>',
      '<h4>Notes</h4><ol><li>Keeps for two days in the fridge, well covered.</li><li>Freeze the cooked patties for a month at most.</li></ol>',
    ]) {
      const recipe = read(`<article><h1>Rissoles</h1>${ingredients}${method}${after}</article>`);
      expect(recipe.steps, after).toEqual([
        'Melt the butter in a small saucepan over a medium heat.',
        'Whisk in the stock until the sauce is smooth.',
        'Simmer it gently while you cook the rissoles.',
      ]);
    }
  });

  it('does not read paragraphs that are not a list of ingredients as one', () => {
    for (const body of [
      // An article's paragraphs, some of them opening with a figure.
      '<p>2 years ago we moved to the coast.</p><p>The market there sells the best leeks.</p><p>3 weeks later I made this.</p><p>It was a hit with everyone at the table.</p>',
      // Facts set as paragraphs.
      '<p>Calories: 320 kcal</p><p>Fat: 12 g</p><p>Protein: 18 g</p><p>Carbohydrates: 30 g</p>',
    ])
      expect(
        read(`<article><h1>Frittata</h1><div>${body}</div></article>`).ingredients,
        body,
      ).toEqual([]);
  });

  it('keeps a method in lists to its own card and its own groups', () => {
    const ING =
      '<h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion, grated</li><li>40 g butter</li></ul>';
    const M =
      '<ol><li>Grate the onion and mix it into the mince well.</li><li>Fry the patties in batches until browned.</li></ol>';
    const X =
      '<ol><li>Toss the leaves with the dressing before serving.</li><li>Scatter over the toasted seeds and the cheese.</li></ol>';
    const spices = Array.from({ length: 22 }, (_, k) => `<li>${k + 1} g spice ${k}</li>`).join('');
    for (const body of [
      // Another dish after the card; a method in a plugin's container; a title too far above;
      // a list straight after the ingredients; a questions section.
      `<div class="card">${ING}<h2>Method</h2>${M}</div><section><h3>Green salad</h3>${X}</section>`,
      `<div class="card">${ING}<div class="instructions">${M}</div></div><section><h3>Green salad</h3>${X}</section>`,
      `<h2>Ingredients</h2><ul>${spices}</ul>${M}<h1>Gravy</h1>${X}`,
      `${ING}${M}<h3>Make ahead</h3>${X}`,
      `${ING}<h2>Let's cook</h2>${M}<h3>Your questions</h3>${X}`,
    ])
      expect(read(`<article><h1>Rissoles</h1>${body}</article>`).steps, body).toEqual([
        'Grate the onion and mix it into the mince well.',
        'Fry the patties in batches until browned.',
      ]);
  });

  it('does not read numbered steps set as paragraphs as the ingredients', () => {
    const ingredients =
      '<ul><li>3 small leeks, sliced</li><li>6 eggs</li><li>50 g parmesan</li><li>1 tbsp butter</li><li>Salt and pepper</li></ul>';
    const steps = [
      '1. Melt the butter in a pan.',
      '2. Soften the leeks for 10 minutes.',
      '3. Whisk the eggs with the cheese.',
      '4. Pour over the leeks and stir.',
      '5. Bake at 200°C for 15 minutes.',
      '6. Rest 5 minutes, then serve.',
    ];
    const method = `<div>${steps.map((step) => `<p>${step}</p>`).join('')}</div>`;
    for (const between of ['', '<p>It is an easy one and keeps well for lunch the next day.</p>']) {
      const recipe = read(`<article><h1>Frittata</h1>${ingredients}${between}${method}</article>`);
      expect(recipe.ingredients, between).toEqual([
        '3 small leeks, sliced',
        '6 eggs',
        '50 g parmesan',
        '1 tbsp butter',
        'Salt and pepper',
      ]);
      expect(recipe.steps, between).toHaveLength(6);
    }
  });

  it('reads ingredients set as paragraphs and the list right after them as one list', () => {
    const recipe = read(`<article><h1>Frittata</h1><h3>Mizesu</h3>
      <div><p>3 small leeks, sliced</p><p>1 lemon, zested</p><p>2 cups egg whites</p><p>4 oz goat cheese</p></div>
      <ul><li>2 tbsp olive oil</li><li>1 tsp mustard</li></ul></article>`);
    expect(recipe.ingredients).toEqual([
      '3 small leeks, sliced',
      '1 lemon, zested',
      '2 cups egg whites',
      '4 oz goat cheese',
      '2 tbsp olive oil',
      '1 tsp mustard',
    ]);
  });

  it("joins a method's groups set in boxes of one template, whatever each box's own class", () => {
    const ol = (steps: string[]) => `<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`;
    const A = ol([
      'Grate the onion and mix it into the mince well.',
      'Shape into eight patties and chill them.',
    ]);
    const B = ol([
      'Fry the patties in batches until browned.',
      'Drain them well on a plate lined with paper.',
    ]);
    const ING =
      '<h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion, grated</li><li>40 g butter</li></ul>';
    const widget = (id: string, inner: string) =>
      `<div class="element element-${id} widget"><div class="widget-container">${inner}</div></div>`;
    for (const method of [
      `<div class="group first"><h3>Zerato</h3>${A}</div><div class="group"><h3>Fobu</h3>${B}</div>`,
      `<section class="g g-1"><h3>Zerato</h3>${A}</section><section class="g g-2"><h3>Fobu</h3>${B}</section>`,
      `<div class="row"><div class="col"><h3>Zerato</h3>${A}</div><div class="col"><div class="inner"><h3>Fobu</h3>${B}</div></div></div>`,
      `<div>${widget('3fa', '<h3>Zerato</h3>')}${widget('b21', A)}${widget('c9e', '<h3>Fobu</h3>')}${widget('d04', B)}</div>`,
    ])
      expect(
        read(`<article><h1>Rissoles</h1>${ING}<h2>Kelomi</h2>${method}</article>`).steps,
        method,
      ).toHaveLength(4);
  });

  it('reads numbered ingredients as ingredients, and groups of lines under names as groups', () => {
    const method =
      '<ol><li>Soften the onion and carrot in a little oil for ten minutes.</li><li>Add the stock and simmer for twenty minutes.</li></ol>';
    for (const list of [
      '<ul><li>1. Курица — 500 г</li><li>2. Лук — 2 шт.</li><li>3. Морковь — 1 шт.</li><li>4. Соль — по вкусу</li></ul>',
      '<ul><li>1. Chicken thighs - 500 g</li><li>2. Onions - 2 medium</li><li>3. Carrot - 1 large</li></ul>',
    ])
      expect(
        read(`<article><h1>Soup</h1>${list}${method}</article>`).ingredients,
        list,
      ).toHaveLength(list.split('<li>').length - 1);
    const groups = read(`<article><h1>Beef</h1><h2>Ingredients</h2><div>
      <h3>Marinade</h3><p>2 tbsp soy sauce<br>1 tsp sugar<br>1 tsp sesame oil</p>
      <h3>Sauce</h3><p>3 tbsp soy sauce<br>1 tbsp sugar<br>2 tsp sesame oil</p></div>${method}</article>`);
    expect(groups.ingredients).toHaveLength(6);
    const untitled = read(`<article><h1>Cheesecake</h1><div>
      <p>200 g plain flour<br>100 g butter<br>50 g sugar</p><p>150 g cream cheese</p><p>2 tbsp honey</p></div>${method}</article>`);
    expect(untitled.ingredients).toHaveLength(5);
  });

  it('reads on past a method group or an ingredient group that only starts like an end', () => {
    const recipe = read(`<article><h1>Ice cream</h1>
      <h2>Ingredients</h2><h3>Leftover rice</h3><ul><li>300 g cooked rice</li><li>2 eggs</li></ul>
      <h2>Method</h2><h3>Custard</h3><ol><li>Heat the cream until it steams gently.</li></ol>
      <h3>Freezing the custard</h3><ol><li>Freeze for at least 4 hours before serving.</li></ol></article>`);
    expect(recipe.ingredients).toEqual(['300 g cooked rice', '2 eggs']);
    expect(recipe.steps).toEqual([
      'Heat the cream until it steams gently.',
      'Freeze for at least 4 hours before serving.',
    ]);
  });

  it('does not keep a link to another recipe set as a box after a method in boxes', () => {
    const step = (text: string) => `<div class="step">${text}</div>`;
    const preview =
      extract(`<h1>Pasta</h1><h2>Ingredients</h2><ul><li>200 g pasta</li><li>1 jar pesto</li></ul>
      <h2>Instructions</h2><div>${step('Boil the pasta in plenty of salted water until al dente.')}
      ${step('Toss the pasta with the pesto and a splash of the cooking water.')}
      ${step('<a href="/pesto">Get the pesto recipe</a>')}</div>`);
    expect(preview?.steps).toEqual([
      'Boil the pasta in plenty of salted water until al dente.',
      'Toss the pasta with the pesto and a splash of the cooking water.',
    ]);
  });
});

describe('hostile pages', () => {
  it('cuts nesting deeper than any real page before parsing', () => {
    const deep = `${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`;
    expect(limitNesting(`<p>ok</p>${deep}`).length).toBeLessThan(6000);
    const normal = `<ul>${'<li>1 egg'.repeat(3000)}</ul><script>var s = "${'<div>'.repeat(2000)}";</script>`;
    expect(limitNesting(normal)).toBe(normal);
  });

  it('stays quick with thousands of headings and list items', () => {
    const html = `<html><body><h2>Ingredients</h2><ul>${'<li>1 cup flour</li>'.repeat(20000)}</ul>
      <h2>Method</h2>${'<p><b>Step</b></p><p>Mix it all.</p>'.repeat(5000)}</body></html>`;
    const preview = extractRecipe(html, 'https://a.test/');
    expect(preview?.ingredients.length).toBe(300);
    expect(preview?.steps.length).toBeGreaterThan(0);
  });

  it('reads a page of thousands of section titles with nothing under them', () => {
    const html = `<html><body><h2>Ingredients</h2><div><div>200 g flour</div><div>2 eggs</div>
      ${'<div>Method</div>'.repeat(20000)}</div></body></html>`;
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual(['200 g flour', '2 eggs']);
  });

  it('reads a page of thousands of boxes of one look, each holding a sentence', () => {
    const box = '<div class="s"><div>Whisk the eggs with a fork until smooth and pale.</div></div>';
    const html = `<html><body><h2>Ingredients</h2><ul><li>1 egg</li><li>2 eggs</li></ul>
      ${box.repeat(4000)}</body></html>`;
    expect(extractRecipe(html, 'https://a.test/')?.ingredients).toEqual(['1 egg', '2 eggs']);
  });

  it('reads a method of thousands of groups up to the bound on a method', () => {
    const groups = Array.from(
      { length: 20000 },
      (_, i) =>
        `<h4>Part ${i}</h4><ol><li>Fry batch ${i} of the patties until browned.</li><li>Drain batch ${i} well on a plate lined with paper.</li></ol>`,
    ).join('');
    const html = `<html><body><h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion</li></ul>
      <h2>Kelomi</h2>${groups}</body></html>`;
    const steps = extractRecipe(html, 'https://a.test/')?.steps ?? [];
    // The first group's two steps, then 99 more groups of a name and two steps: 299 lines.
    expect(steps).toHaveLength(200);
    expect(steps.at(-1)).toBe('Drain batch 99 well on a plate lined with paper.');
  });

  it('reads a paragraph of thousands of lines broken by <br> up to the bound on a list', () => {
    const html = `<html><body><h2>Ingredients</h2><p>${'1 cup flour<br>'.repeat(20000)}</p></body></html>`;
    expect(extractRecipe(html, 'https://a.test/')?.ingredients.length).toBeLessThanOrEqual(300);
  });

  it('reads thousands of rows of a grid found by its look up to the bound on a list', () => {
    const row = '<div><p>1 cup flour</p><p>2 eggs</p><p>3 g salt</p></div>';
    const html = `<html><body><h2>Zazuri</h2>${row.repeat(7000)}</body></html>`;
    const ingredients = extractRecipe(html, 'https://a.test/')?.ingredients.length;
    expect(ingredients).toBeGreaterThan(0);
    expect(ingredients).toBeLessThanOrEqual(300);
  });
});
