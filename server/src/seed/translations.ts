/**
 * The demo catalogue's names (and the products' descriptions) in Arabic and French, as a Lebanese caterer
 * prints them on the menu; keyed by the English name of data.ts. A test checks every demo product, category
 * and addon has both.
 */
type Texts = { name: string; description?: string };
type Pair = { ar: Texts; fr: Texts };

export const DEMO_CATEGORY_TRANSLATIONS: Record<string, Pair> = {
  Mezze: { ar: { name: 'مازة' }, fr: { name: 'Mezzés' } },
  Manakish: { ar: { name: 'مناقيش' }, fr: { name: 'Manakiches' } },
  Grills: { ar: { name: 'مشاوي' }, fr: { name: 'Grillades' } },
  Salads: { ar: { name: 'سلطات' }, fr: { name: 'Salades' } },
  Sandwiches: { ar: { name: 'سندويشات' }, fr: { name: 'Sandwichs' } },
  Desserts: { ar: { name: 'حلويات' }, fr: { name: 'Desserts' } },
  Drinks: { ar: { name: 'مشروبات' }, fr: { name: 'Boissons' } },
};

/** The kitchen stations' names, as the brigade says them. */
export const DEMO_STATION_TRANSLATIONS: Record<string, Pair> = {
  Grill: { ar: { name: 'المشاوي' }, fr: { name: 'Grill' } },
  'Cold & Mezze': { ar: { name: 'البارد والمازة' }, fr: { name: 'Froid et mezzés' } },
  Bakery: { ar: { name: 'الفرن' }, fr: { name: 'Boulangerie' } },
  Drinks: { ar: { name: 'المشروبات' }, fr: { name: 'Boissons' } },
};

export const DEMO_ADDON_TRANSLATIONS: Record<string, Pair> = {
  'Extra toum (garlic sauce)': {
    ar: { name: 'ثوم إضافي (صلصة الثوم)' },
    fr: { name: 'Supplément toum (sauce à l’ail)' },
  },
  'Tahini sauce': { ar: { name: 'صلصة طحينة' }, fr: { name: 'Sauce tahini' } },
  'Spicy harra sauce': { ar: { name: 'صلصة حرّة' }, fr: { name: 'Sauce harra piquante' } },
  'Pickled turnips': { ar: { name: 'لفت مكبوس' }, fr: { name: 'Navets marinés' } },
  'French fries': { ar: { name: 'بطاطا مقلية' }, fr: { name: 'Frites' } },
  'Extra halloumi': { ar: { name: 'حلوم إضافي' }, fr: { name: 'Supplément halloumi' } },
  'Extra akkawi cheese': { ar: { name: 'جبنة عكاوي إضافية' }, fr: { name: 'Supplément fromage akkawi' } },
  'Fresh mint & tomato': { ar: { name: 'نعناع وبندورة طازجة' }, fr: { name: 'Menthe et tomate fraîches' } },
  Ayran: { ar: { name: 'عيران' }, fr: { name: 'Ayran' } },
  Jallab: { ar: { name: 'جلّاب' }, fr: { name: 'Jallab' } },
};

const p = (arName: string, arDescription: string, frName: string, frDescription: string): Pair => ({
  ar: { name: arName, description: arDescription },
  fr: { name: frName, description: frDescription },
});

export const DEMO_PRODUCT_TRANSLATIONS: Record<string, Pair> = {
  Hummus: p(
    'حمّص بطحينة',
    'حمّص مهروس مع الطحينة والحامض وزيت الزيتون البكر.',
    'Houmous',
    'Purée de pois chiches au tahini, citron et huile d’olive vierge extra.',
  ),
  'Hummus with Lahm': p(
    'حمّص باللحمة',
    'حمّص تعلوه لحمة غنم مفرومة مقلية مع صنوبر محمّص.',
    'Houmous à la viande',
    'Houmous garni d’agneau haché sauté et de pignons grillés.',
  ),
  Moutabbal: p(
    'متبّل',
    'باذنجان مشوي على الفحم مع الطحينة وحبّ الرمّان.',
    'Moutabbal',
    'Aubergine grillée au feu de bois, tahini et grains de grenade.',
  ),
  'Baba Ghanouj': p(
    'بابا غنوج',
    'باذنجان مشوي مع الفليفلة والبندورة والبقدونس ودبس الرمّان.',
    'Baba ghanouj',
    'Aubergine grillée aux poivrons, tomate, persil et mélasse de grenade.',
  ),
  'Labneh with Garlic': p(
    'لبنة بالثوم',
    'لبنة مع الثوم والنعناع اليابس وزيت الزيتون.',
    'Labné à l’ail',
    'Yaourt égoutté à l’ail, menthe séchée et huile d’olive.',
  ),
  'Warak Enab': p(
    'ورق عنب',
    'ورق عنب محشو بالرز والبندورة والخضار، مطبوخ بالحامض.',
    'Feuilles de vigne farcies',
    'Feuilles de vigne farcies au riz, à la tomate et aux herbes, cuites au citron.',
  ),
  'Kibbeh Nayyeh': p(
    'كبّة نيّة',
    'كبّة لحم غنم نيّة مع البرغل، تُقدَّم مع النعناع والبصل.',
    'Kebbé crue',
    'Kebbé d’agneau cru au boulgour, servie avec menthe et oignons.',
  ),
  'Fried Kibbeh (6 pcs)': p(
    'كبّة مقلية (6 قطع)',
    'أقراص برغل مقرمشة محشوة باللحمة المتبّلة والصنوبر.',
    'Kebbé frite (6 pièces)',
    'Coques croustillantes de boulgour farcies d’agneau épicé et de pignons.',
  ),
  'Cheese Rakakat (6 pcs)': p(
    'رقاقات بالجبنة (6 قطع)',
    'لفائف ذهبية محشوة بجبنة العكاوي والحلوم مع البقدونس.',
    'Rkakat au fromage (6 pièces)',
    'Rouleaux dorés d’akkawi et de halloumi au persil.',
  ),
  'Spinach Fatayer (6 pcs)': p(
    'فطاير بالسبانخ (6 قطع)',
    'فطائر مثلّثة بالسبانخ والبصل والسمّاق.',
    'Fatayer aux épinards (6 pièces)',
    'Chaussons triangulaires aux épinards, oignon et sumac.',
  ),
  'Batata Harra': p(
    'بطاطا حرّة',
    'بطاطا حارّة مع الكزبرة والثوم والفليفلة الحارّة.',
    'Batata harra',
    'Pommes de terre épicées à la coriandre, à l’ail et au piment.',
  ),
  'Manakish Zaatar': p(
    'منقوشة زعتر',
    'رغيف بالزعتر والسمّاق والسمسم وزيت الزيتون.',
    'Manouché au zaatar',
    'Galette au thym, sumac, sésame et huile d’olive.',
  ),
  'Manakish Cheese': p(
    'منقوشة جبنة',
    'رغيف بجبنة العكاوي الذائبة.',
    'Manouché au fromage',
    'Galette à l’akkawi fondu.',
  ),
  'Manakish Half & Half': p(
    'منقوشة نصّ بنصّ',
    'نصفها زعتر ونصفها جبنة عكاوي.',
    'Manouché moitié-moitié',
    'Moitié zaatar, moitié akkawi.',
  ),
  'Lahm Bi Ajeen': p(
    'لحم بعجين',
    'عجينة رقيقة باللحمة المفرومة المتبّلة والبندورة ودبس الرمّان.',
    'Lahm bi ajine',
    'Pâte fine au bœuf haché épicé, tomate et grenade.',
  ),
  'Kishk Manousheh': p(
    'منقوشة كشك',
    'كشك مع البندورة والبصل.',
    'Manouché au kechek',
    'Yaourt fermenté et boulgour, tomate et oignon.',
  ),
  'Sujuk & Cheese Manousheh': p(
    'منقوشة سجق وجبنة',
    'سجق أرمني حارّ مع جبنة ذائبة.',
    'Manouché soujouk et fromage',
    'Saucisse arménienne épicée et fromage fondu.',
  ),
  'Shish Taouk Platter': p(
    'صحن شيش طاووق',
    'أسياخ دجاج متبّل مع الثوم والبطاطا المقلية والكبيس.',
    'Assiette chich taouk',
    'Brochettes de poulet mariné, toum, frites et pickles.',
  ),
  'Kafta Platter': p(
    'صحن كفتة',
    'لحمة مفرومة مشوية مع البقدونس والبصل، تُقدَّم مع خضار مشوية.',
    'Assiette kafta',
    'Bœuf haché grillé au persil et à l’oignon, servi avec des légumes grillés.',
  ),
  'Lahm Meshwi Platter': p(
    'صحن لحم مشوي',
    'مكعّبات لحم غنم مشوية على الفحم مع البصل والبندورة.',
    'Assiette lahm méchoui',
    'Cubes d’agneau grillés au charbon de bois, oignons et tomates.',
  ),
  'Mixed Grill': p(
    'مشاوي مشكّلة',
    'أسياخ طاووق وكفتة ولحم غنم مع الحمّص والخبز.',
    'Grillades mixtes',
    'Brochettes de taouk, de kafta et d’agneau, avec houmous et pain.',
  ),
  'Farrouj Meshwi': p(
    'فرّوج مشوي',
    'نصف فرّوج مشوي بالثوم والحامض، يُقدَّم مع البطاطا المقلية.',
    'Farrouj méchoui',
    'Demi-poulet grillé à l’ail et au citron, servi avec des frites.',
  ),
  'Grilled Halloumi Skewers': p(
    'أسياخ حلوم مشوي',
    'حلوم وبندورة كرزية وفليفلة، مدهونة بزيت الزعتر.',
    'Brochettes de halloumi grillé',
    'Halloumi, tomates cerises et poivrons, badigeonnés d’huile au zaatar.',
  ),
  Tabbouleh: p(
    'تبّولة',
    'بقدونس وبندورة ونعناع وبرغل ناعم مع الحامض وزيت الزيتون.',
    'Taboulé',
    'Persil, tomate, menthe et boulgour fin, citron et huile d’olive.',
  ),
  Fattoush: p(
    'فتّوش',
    'خضار طازجة وخبز محمّص وسمّاق مع صلصة دبس الرمّان.',
    'Fattouche',
    'Légumes du jardin, pain croustillant et sumac, sauce à la grenade.',
  ),
  'Rocca Salad': p(
    'سلطة روكا',
    'أوراق روكا مع البصل والسمّاق وصلصة الحامض.',
    'Salade de roquette',
    'Roquette, oignon et sumac, sauce citronnée.',
  ),
  'Shanklish Salad': p(
    'سلطة شنكليش',
    'جبنة شنكليش معتّقة مع البندورة والبصل وزيت الزيتون.',
    'Salade de chankliche',
    'Fromage affiné aux épices, tomate, oignon et huile d’olive.',
  ),
  'Fattet Hummus': p(
    'فتّة حمّص',
    'حمّص دافئ مع اللبن والخبز المحمّص والصنوبر.',
    'Fatté au houmous',
    'Pois chiches chauds, yaourt, pain grillé et pignons.',
  ),
  'Chicken Shawarma Wrap': p(
    'عروس شاورما دجاج',
    'شاورما دجاج مع الثوم والكبيس والبطاطا بخبز الصاج.',
    'Wrap shawarma poulet',
    'Shawarma de poulet, toum, pickles et frites dans un pain saj.',
  ),
  'Beef Shawarma Wrap': p(
    'عروس شاورما لحمة',
    'شاورما لحمة مع الطحينة والبقدونس والبصل والبندورة.',
    'Wrap shawarma bœuf',
    'Shawarma de bœuf, tahini, persil, oignon et tomate.',
  ),
  'Falafel Wrap': p(
    'عروس فلافل',
    'فلافل مع الطحينة والبندورة والكبيس والنعناع.',
    'Wrap falafel',
    'Falafels, tahini, tomate, pickles et menthe.',
  ),
  'Soujouk Sandwich': p(
    'سندويش سجق',
    'سجق حارّ مع البندورة والكبيس والثوم.',
    'Sandwich soujouk',
    'Saucisse épicée, tomate, pickles et toum.',
  ),
  'Halloumi Sandwich': p(
    'سندويش حلوم',
    'حلوم مشوي مع البندورة والخيار والنعناع.',
    'Sandwich halloumi',
    'Halloumi grillé, tomate, concombre et menthe.',
  ),
  'Knefeh Bi Jibn': p(
    'كنافة بالجبن',
    'كنافة دافئة بالسميد والجبن مع قطر بماء الزهر.',
    'Knafé au fromage',
    'Pâtisserie chaude de semoule et de fromage, sirop à la fleur d’oranger.',
  ),
  'Ashta with Honey': p(
    'قشطة بالعسل',
    'قشطة مع العسل والفستق الحلبي وورق الورد.',
    'Achta au miel',
    'Crème caillée au miel, pistaches et pétales de rose.',
  ),
  Mouhalabieh: p(
    'مهلّبية',
    'مهلّبية بالحليب وماء الزهر مع الفستق المطحون.',
    'Mouhalabié',
    'Flan au lait à la fleur d’oranger et aux pistaches concassées.',
  ),
  'Baklava Assortment (250 g)': p(
    'بقلاوة مشكّلة (250 غ)',
    'رقائق عجين بالفستق والكاجو والصنوبر.',
    'Assortiment de baklawa (250 g)',
    'Pâtisseries feuilletées aux pistaches, noix de cajou et pignons.',
  ),
  'Maamoul Dates (6 pcs)': p(
    'معمول بالتمر (6 قطع)',
    'كعك بالسميد محشو بعجينة التمر.',
    'Maamoul aux dattes (6 pièces)',
    'Biscuits de semoule fourrés à la pâte de dattes.',
  ),
  'Fresh Lemonade with Mint': p(
    'ليموناضة بالنعناع',
    'عصير حامض طازج مخفوق مع النعناع.',
    'Citronnade fraîche à la menthe',
    'Citrons pressés mixés à la menthe.',
  ),
  Jallab: p(
    'جلّاب',
    'دبس العنب وماء الورد والصنوبر مع الثلج.',
    'Jallab',
    'Mélasse de raisin, eau de rose et pignons sur glace.',
  ),
  Ayran: p('عيران', 'لبن مملّح بارد.', 'Ayran', 'Boisson fraîche au yaourt salé.'),
  'Lebanese Coffee': p(
    'قهوة لبنانية',
    'قهوة بالهال تُقدَّم بالركوة.',
    'Café libanais',
    'Café à la cardamome, servi dans une rakwé.',
  ),
  'Fresh Orange Juice': p(
    'عصير برتقال طازج',
    'يُعصر عند الطلب من برتقال لبناني.',
    'Jus d’orange frais',
    'Pressé à la commande avec des oranges libanaises.',
  ),
  'Mineral Water (500 ml)': p(
    'مياه معدنية (500 مل)',
    'مياه صحّة غير فوّارة.',
    'Eau minérale (500 ml)',
    'Eau plate Sohat.',
  ),
};

/** The stored translations (JSON text) of a demo record, null when it has none. */
export function demoTranslations(table: Record<string, Pair>, name: string): string | null {
  return Object.hasOwn(table, name) ? JSON.stringify(table[name]) : null;
}

/**
 * A demo variation's names (JSON text): its product's name in each language, then its outlet's (outlets keep
 * their one name), as the English name is made (`Shish Taouk – BDL Verdun Branch Pantry`). Null without any.
 */
export function demoVariationTranslations(productName: string, outletName: string): string | null {
  const pair = Object.hasOwn(DEMO_PRODUCT_TRANSLATIONS, productName) ? DEMO_PRODUCT_TRANSLATIONS[productName] : null;
  if (!pair) return null;
  return JSON.stringify({
    ar: { name: `${pair.ar.name} – ${outletName}` },
    fr: { name: `${pair.fr.name} – ${outletName}` },
  });
}
