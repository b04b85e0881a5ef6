/**
 * French and Arabic names and descriptions of the demo products, keyed by the English name (catalog.ts).
 * French says "vous"; Arabic is Modern Standard Arabic as a Tunisian shop writes it (أوت, قفة, مرقوم).
 * Names keep the English limits: 3 to 20 characters; descriptions 15 to 400.
 */
export interface DemoProductTexts {
  fr: { name: string; description: string };
  ar: { name: string; description: string };
}

export const demoProductTranslations: Record<string, DemoProductTexts> = {
  /* Women's clothing */
  "Linen Midi Dress": {
    fr: {
      name: "Robe midi en lin",
      description:
        "Une robe midi sans manches en lin lavé, au buste ajusté, avec une ceinture à nouer et une jupe ample qui suit chacun de vos mouvements. Assez respirante pour les après-midi d'août. Lavage en machine à froid, séchage sur fil et repassage encore légèrement humide.",
    },
    ar: {
      name: "فستان ميدي من الكتان",
      description:
        "فستان ميدي بلا أكمام من الكتان المغسول، بصدر محدد وحزام يُربط وتنورة واسعة تتحرك معك. يسمح بمرور الهواء حتى في ظهيرات أوت. يُغسل في الغسالة بماء بارد، ويُجفف على الحبل ويُكوى وهو لا يزال رطبًا قليلًا.",
    },
  },
  "Emerald Wrap Dress": {
    fr: {
      name: "Robe émeraude",
      description:
        "Un crêpe vert émeraude profond, coupé en portefeuille pour une silhouette flatteuse, avec une taille à nouer et un ourlet légèrement évasé. Buste doublé, taille normalement. Nettoyage à sec ou lavage à la main à l'eau froide ; pas de sèche-linge.",
    },
    ar: {
      name: "فستان ملفوف زمردي",
      description:
        "كريب بلون الزمرد الداكن بقصة ملفوفة تُبرز القوام، مع حزام يُربط عند الخصر وحافة متسعة بنعومة. الجزء العلوي مبطن، والمقاس مطابق. تنظيف جاف أو غسل يدوي بماء بارد، ولا يُجفف في المجفف.",
    },
  },
  "Pleated Rust Skirt": {
    fr: {
      name: "Jupe plissée rouille",
      description:
        "Jupe midi à plis couteau en satin fluide couleur rouille, avec ceinture élastique recouverte au dos. Les plis sont thermofixés : ils résistent à la machine en cycle délicat. Se porte joliment avec un t-shirt rentré ou une maille fine.",
    },
    ar: {
      name: "تنورة بليسيه نحاسية",
      description:
        "تنورة ميدي بكسرات حادة من الساتان الانسيابي بلون الصدأ، مع حزام مطاطي مغطى في الخلف. الكسرات مثبتة بالحرارة فتصمد في الغسالة على دورة لطيفة. تتناسق جيدًا مع قميص قطني مدسوس أو كنزة رقيقة.",
    },
  },
  "Denim Mini Skirt": {
    fr: {
      name: "Mini-jupe en jean",
      description:
        "Une mini-jupe classique à cinq poches en denim de coton bleu moyen, avec un ourlet net et une touche d'élasticité pour plus de confort. Se porte à la taille naturelle. Lavez-la sur l'envers avec des couleurs similaires pour préserver sa teinte.",
    },
    ar: {
      name: "تنورة جينز قصيرة",
      description:
        "تنورة قصيرة كلاسيكية بخمسة جيوب من الجينز القطني الأزرق المتوسط، بحافة نظيفة ومرونة خفيفة لمزيد من الراحة. تُلبس على الخصر الطبيعي. تُغسل مقلوبة مع ألوان مشابهة للحفاظ على لونها.",
    },
  },
  "High-Rise Mom Jeans": {
    fr: {
      name: "Jean mom délavé",
      description:
        "Ample aux hanches et resserré à la cheville, en denim rigide 100 % coton au délavage vintage léger. La taille haute maintient parfaitement une chemise rentrée. La toile s'assouplit après quelques ports.",
    },
    ar: {
      name: "جينز مام بخصر مرتفع",
      description:
        "قصة واسعة عند الوركين وضيقة عند الكاحل، من جينز قطني 100% متين بغسلة عتيقة خفيفة. الخصر المرتفع يُبقي القميص المدسوس في مكانه بأناقة. يلين القماش بعد بضع مرات من الارتداء.",
    },
  },
  "Black Skinny Jeans": {
    fr: {
      name: "Jean slim noir",
      description:
        "Notre coupe skinny la plus vendue, en denim stretch noir intense qui garde sa couleur lavage après lavage. Taille mi-haute, longueur complète, avec une excellente tenue qui ne se détend pas aux genoux. Lavage à froid, sur l'envers.",
    },
    ar: {
      name: "جينز ضيق أسود",
      description:
        "قصتنا الضيقة الأكثر مبيعًا، من جينز مرن بلون أسود فاحم يحافظ على لونه غسلة بعد غسلة. خصر متوسط وطول كامل، مع مرونة مريحة لا ترتخي عند الركبة. يُغسل بماء بارد ومقلوبًا.",
    },
  },
  "Sky Poplin Shirt": {
    fr: {
      name: "Chemise bleu ciel",
      description:
        "Popeline de coton nette dans un doux bleu ciel, coupe légèrement oversize avec épaules tombantes et ourlet arrondi. Portez-la boutonnée ou ouverte sur un maillot de bain. Lavable en machine à 30 degrés.",
    },
    ar: {
      name: "قميص بوبلين سماوي",
      description:
        "قطن بوبلين متماسك بلون أزرق سماوي هادئ، بقصة واسعة قليلًا وكتف منسدل وحافة مقوسة. يُلبس مزررًا أو مفتوحًا فوق ملابس السباحة. قابل للغسل في الغسالة على 30 درجة.",
    },
  },
  "Ivory Silk Blouse": {
    fr: {
      name: "Blouse soie ivoire",
      description:
        "Pure soie de mûrier au lustre subtil, col pointu et boutons en nacre. Élégante au bureau, ravissante au dîner. Lavage à la main à froid avec un détergent doux ; roulez-la dans une serviette puis suspendez-la pour la faire sécher.",
    },
    ar: {
      name: "بلوزة حرير عاجية",
      description:
        "حرير التوت الخالص بلمعة رقيقة وياقة مدببة وأزرار من الصدف. أنيقة في المكتب وجميلة في العشاء. تُغسل يدويًا بماء بارد ومنظف لطيف، ثم تُلف في منشفة وتُعلق حتى تجف.",
    },
  },
  "Jasmine Kaftan": {
    fr: {
      name: "Caftan Jasmin",
      description:
        "Un caftan long en voile de coton inspiré des étés de Hammamet, à taille empire froncée, orné d'une petite broche dorée. Léger, aérien et facile à enfiler sur un maillot de bain. Lavage à la main, séchage à l'ombre.",
    },
    ar: {
      name: "قفطان الياسمين",
      description:
        "قفطان طويل من قماش الفوال القطني مستوحى من صيف الحمامات، بخصر مرتفع مجعد وبروش ذهبي صغير. خفيف ومريح ويسهل ارتداؤه فوق ملابس السباحة. يُغسل يدويًا ويُجفف في الظل.",
    },
  },

  /* Men's clothing */
  "Sand Chino Slacks": {
    fr: {
      name: "Chino couleur sable",
      description:
        "Chino en sergé de coton teint en pièce, dans un chaud ton sable, ajusté à la cuisse avec une jambe droite. Poches en biais, poche arrière boutonnée et une touche de stretch. Lavage en machine à 30 °C, repassage à fer moyen.",
    },
    ar: {
      name: "سروال شينو رملي",
      description:
        "سروال شينو من قماش تويل قطني مصبوغ بعد الخياطة بلون رملي دافئ، ضيق عند الفخذ بساق مستقيمة. جيوب مائلة وجيب خلفي بزر ولمسة من المرونة. يُغسل في الغسالة على 30 درجة ويُكوى بحرارة متوسطة.",
    },
  },
  "Navy Wool Trousers": {
    fr: {
      name: "Pantalon bleu marine",
      description:
        "Pantalon de tailleur en laine tropicale légère, repassé avec un pli net. Devant plat et fond mi-doublé pour rester à l'aise d'une réunion matinale jusqu'à un mariage en soirée. Nettoyage à sec uniquement.",
    },
    ar: {
      name: "سروال صوف كحلي",
      description:
        "سروال مفصل من الصوف الاستوائي الخفيف، مكوي بثنية حادة. الواجهة المسطحة والبطانة النصفية تبقيانه مريحًا من اجتماع الصباح إلى حفل زفاف في المساء. تنظيف جاف فقط.",
    },
  },
  "Charcoal Slacks": {
    fr: {
      name: "Pantalon anthracite",
      description:
        "Un pantalon habillé pour tous les jours, en mélange polyester-viscose anthracite qui résiste aux plis dans une valise. Coupe classique avec pattes de serrage à la taille. Lavage en machine à froid, séchage suspendu.",
    },
    ar: {
      name: "سروال رمادي فحمي",
      description:
        "سروال أنيق للاستعمال اليومي من مزيج البوليستر والفسكوز بلون رمادي فحمي، يقاوم التجعد في حقيبة السفر. قصة عادية مع مشبك لضبط الخصر. يُغسل في الغسالة بماء بارد ويُعلق حتى يجف.",
    },
  },
  "Straight Fit Jeans": {
    fr: {
      name: "Jean coupe droite",
      description:
        "Une coupe droite fiable en denim stretch indigo, avec rivets en cuivre classiques et surpiqûres contrastées. Se porte à la taille, avec de l'aisance à la cuisse. Lavez-le peu souvent et sur l'envers pour garder son bleu profond.",
    },
    ar: {
      name: "جينز بقصة مستقيمة",
      description:
        "قصة مستقيمة يُعتمد عليها من جينز مرن بلون نيلي، مع مسامير نحاسية كلاسيكية وخياطة بلون متباين. يُلبس على الخصر ومريح عند الفخذ. يُغسل قليلًا ومقلوبًا للحفاظ على لونه الأزرق العميق.",
    },
  },
  "Raw Selvedge Jeans": {
    fr: {
      name: "Jean brut selvedge",
      description:
        "Denim selvedge brut non lavé de 13,5 oz, tissé sur d'étroits métiers à navette. Raide et foncé au début, il se patine ensuite à votre façon. Nous conseillons six mois de port avant le premier trempage à l'eau froide.",
    },
    ar: {
      name: "جينز سيلفدج خام",
      description:
        "جينز سيلفدج خام غير مغسول بوزن 13.5 أونصة، منسوج على أنوال مكوكية ضيقة. يبدأ صلبًا وداكنًا ثم يبهت على طريقتك الخاصة. ننصح بارتدائه ستة أشهر قبل أول نقع في الماء البارد.",
    },
  },
  "White Oxford Shirt": {
    fr: {
      name: "Chemise Oxford",
      description:
        "Col boutonné, poche poitrine et un tissage Oxford blanc tout doux qui s'embellit à chaque lavage. Coupe classique avec des pans longs qui restent bien rentrés. Lavage en machine à 40 °C, repassage à température moyenne.",
    },
    ar: {
      name: "قميص أكسفورد أبيض",
      description:
        "ياقة بأزرار وجيب على الصدر ونسيج أكسفورد ناعم يزداد جمالًا مع كل غسلة. قصة عادية بذيل طويل يبقى مدسوسًا. يُغسل في الغسالة على 40 درجة ويُكوى على حرارة متوسطة.",
    },
  },
  "Olive Linen Shirt": {
    fr: {
      name: "Chemise en lin olive",
      description:
        "Un lin européen aéré, vert olive, pensé pour la chaleur de Sfax. Coupe décontractée, boutons en nacre et un aspect légèrement froissé qui se passe de repassage. Lavage en machine à froid, séchage suspendu.",
    },
    ar: {
      name: "قميص كتان زيتوني",
      description:
        "كتان أوروبي منعش بلون أخضر زيتوني، صُنع لحرارة صفاقس. قصة مريحة وأزرار من الصدف ومظهر مجعد قليلًا لا يحتاج إلى كي. يُغسل في الغسالة بماء بارد ويُعلق حتى يجف.",
    },
  },
  "Blue Striped Shirt": {
    fr: {
      name: "Chemise rayée bleue",
      description:
        "Fines rayures bengale sur popeline de coton, col italien : idéale sous un blazer, ou seule avec un chino. Coupe ajustée au corps. Lavage en machine à 30 °C, repassage encore humide.",
    },
    ar: {
      name: "قميص مخطط أزرق",
      description:
        "خطوط بنغالية رفيعة على قطن بوبلين بياقة مفتوحة، مثالي تحت السترة أو وحده مع سروال شينو. قصة ضيقة على الجسم. يُغسل في الغسالة على 30 درجة ويُكوى وهو رطب.",
    },
  },
  "Pique Polo Shirt": {
    fr: {
      name: "Polo en piqué",
      description:
        "Polo en piqué de coton respirant, rouge brique, avec patte à deux boutons et col côtelé. Coupé un peu plus long dans le dos. Lavage à 30 °C avec des couleurs similaires ; remettez-le en forme encore humide.",
    },
    ar: {
      name: "قميص بولو بيكيه",
      description:
        "قميص بولو من قطن البيكيه الذي يسمح بمرور الهواء، بلون أحمر آجري، بفتحة بزرين وياقة مضلعة. أطول قليلًا من الخلف. يُغسل على 30 درجة مع ألوان مشابهة، ويُعاد تشكيله وهو رطب.",
    },
  },

  /* Kid's wear */
  "Rose Party Frock": {
    fr: {
      name: "Robe de fête rose",
      description:
        "Manches bouffantes, col Claudine et nœud à la taille : une robe qui donne envie de tourner, en coton rose tendre avec jupon en tulle. Du 2 au 8 ans. Lavage en machine à froid, cycle délicat.",
    },
    ar: {
      name: "فستان حفلات وردي",
      description:
        "أكمام منفوخة وياقة بيتر بان وفيونكة عند الخصر: فستان يحلو فيه الدوران، من قطن وردي ناعم مع تنورة داخلية من التول. مقاسات من 2 إلى 8 سنوات. يُغسل في الغسالة بماء بارد على دورة لطيفة.",
    },
  },
  "Yellow Sun Frock": {
    fr: {
      name: "Robe soleil jaune",
      description:
        "Une robe gaie en coton jaune soleil, à ourlet festonné et ceinture contrastée. Douce sur la peau et facile à enfiler pour la plage ou un déjeuner en famille. Lavable en machine.",
    },
    ar: {
      name: "فستان أصفر مشمس",
      description:
        "فستان مبهج من القطن بلون أصفر مشمس، بحافة مموجة وحزام بلون متباين. ناعم على البشرة وسهل الارتداء للشاطئ أو لغداء عائلي. قابل للغسل في الغسالة.",
    },
  },
  "Gingham Frock": {
    fr: {
      name: "Robe vichy",
      description:
        "Coton bleu ciel à minuscules pois, col rond et jupe froncée. Se boutonne dans le dos pour habiller facilement les tout-petits. Lavage à 30 °C et séchage en machine à basse température.",
    },
    ar: {
      name: "فستان كاروهات",
      description:
        "قطن بلون أزرق سماوي بنقاط صغيرة جدًا، بياقة مستديرة وتنورة مجعدة. يُزرر من الخلف ليسهل إلباس الصغار. يُغسل على 30 درجة ويُجفف في المجفف على حرارة منخفضة.",
    },
  },
  "Lilac Tulle Skirt": {
    fr: {
      name: "Jupe en tulle lilas",
      description:
        "Des couches de tulle lilas tout doux sur une doublure en coton, avec une taille élastique confortable. Parfaite pour la danse, les anniversaires et les déguisements. Lavage à la main à froid, séchage à l'air libre.",
    },
    ar: {
      name: "تنورة تول ليلكية",
      description:
        "طبقات من التول الليلكي الناعم فوق بطانة قطنية، مع حزام مطاطي مريح. مثالية لحصة الرقص وأعياد الميلاد وألعاب التنكر. تُغسل يدويًا بماء بارد وتُترك لتجف في الهواء.",
    },
  },
  "Kids Denim Skirt": {
    fr: {
      name: "Jupe en jean enfant",
      description:
        "Une petite jupe en jean résistante, avec une taille intérieure réglable qui grandit avec votre enfant. Des poches devant pour ses trésors. Lavage en machine sur l'envers.",
    },
    ar: {
      name: "تنورة جينز للأطفال",
      description: "تنورة جينز صغيرة ومتينة بحزام داخلي قابل للتعديل يكبر مع طفلتك. جيوب أمامية لكنوزها الصغيرة. تُغسل في الغسالة مقلوبة.",
    },
  },
  "Kids Slim Jeans": {
    fr: {
      name: "Jean slim enfant",
      description:
        "Jean en denim stretch aux genoux renforcés, pour grimper, courir et vivre mille aventures au parc. Taille réglable, de 3 à 12 ans. Lavage en machine à 40 °C.",
    },
    ar: {
      name: "جينز ضيق للأطفال",
      description:
        "جينز مرن بركبتين مقواتين للتسلق والجري ومغامرات ساحة اللعب. خصر قابل للتعديل، من 3 إلى 12 سنة. يُغسل في الغسالة على 40 درجة.",
    },
  },
  "Boys Check Shirt": {
    fr: {
      name: "Chemise à carreaux",
      description:
        "Une chemise en coton gratté d'un rouge chaleureux, assez douce pour être portée toute la journée, avec poche poitrine et poignets à pressions faciles. Parfaite pour l'école et les visites en famille. Lavage en machine à 30 °C.",
    },
    ar: {
      name: "قميص مربعات للأولاد",
      description:
        "قميص من القطن المصقول بلون أحمر دافئ، ناعم بما يكفي ليُلبس طوال اليوم، بجيب على الصدر وأكمام بكبسات سهلة. رائع لأيام المدرسة والزيارات العائلية. يُغسل في الغسالة على 30 درجة.",
    },
  },
  "Mini Linen Shirt": {
    fr: {
      name: "Mini chemise en lin",
      description:
        "Chemise en mélange naturel de lin et de coton, couleur pierre : la version miniature de notre modèle adulte préféré. Idéale pour l'Aïd et les mariages d'été. Lavage en machine à froid, sans repassage.",
    },
    ar: {
      name: "قميص كتان صغير",
      description:
        "قميص من مزيج الكتان والقطن الطبيعي بلون الحجر، نسخة مصغرة من قميصنا المفضل للكبار. مثالي للعيد وأعراس الصيف. يُغسل في الغسالة بماء بارد ولا يحتاج إلى كي.",
    },
  },
  "Kids School Tote": {
    fr: {
      name: "Cabas d'école enfant",
      description:
        "Cabas en toile solide jaune moutarde avec une bande tissée façon kilim, à la taille d'une boîte à goûter, d'un livre et d'un carnet de dessin. Nettoyage localisé ou lavage à la main.",
    },
    ar: {
      name: "حقيبة مدرسية للأطفال",
      description:
        "حقيبة متينة من قماش الكانفاس بلون أصفر خردلي مع شريط منسوج على طراز المرقوم، تتسع لعلبة الغداء وكتاب للمطالعة وكراس رسم. تُنظف موضعيًا أو تُغسل يدويًا.",
    },
  },

  /* Party wear */
  "Satin Maxi Skirt": {
    fr: {
      name: "Jupe longue satin",
      description:
        "Un satin couleur champagne qui tombe jusqu'à la cheville en plis souples, avec fermeture éclair invisible sur le côté. Habillez-la d'un caraco en soie, ou adoptez un style plus décontracté avec une maille fine. Nettoyage à sec recommandé.",
    },
    ar: {
      name: "تنورة ساتان طويلة",
      description:
        "ساتان بلون الشمبانيا ينسدل حتى الكاحل بكسرات ناعمة، مع سحاب جانبي مخفي. تُنسق مع قميص حريري بحمالات لإطلالة راقية أو مع كنزة رقيقة لإطلالة بسيطة. يُنصح بالتنظيف الجاف.",
    },
  },
  "Sequin Long Skirt": {
    fr: {
      name: "Jupe longue sequins",
      description:
        "Des sequins bleu nuit sur une base en tulle souple, entièrement doublée pour que rien ne gratte. Une pièce qui attire tous les regards aux soirées de henné et au réveillon. Lavage à la main à froid, séchage à plat.",
    },
    ar: {
      name: "تنورة طويلة بالترتر",
      description:
        "ترتر بلون أزرق ليلي على قاعدة شبكية ناعمة، مبطنة بالكامل فلا شيء يخدش البشرة. قطعة تخطف الأنظار بسهولة في ليالي الحنة وسهرات رأس السنة. تُغسل يدويًا بماء بارد وتُجفف مفرودة.",
    },
  },
  "Velvet Party Frock": {
    fr: {
      name: "Robe en velours",
      description:
        "Un velours bordeaux moelleux, avec de courtes manches bouffantes et une jupe ample qui s'arrête juste au-dessus du genou. Entièrement doublée. Défroissez-la doucement à la vapeur sur l'envers ; nettoyage à sec uniquement.",
    },
    ar: {
      name: "فستان مخملي للسهرات",
      description:
        "مخمل عنابي فاخر بأكمام قصيرة منفوخة وتنورة واسعة تنتهي فوق الركبة بقليل. مبطن بالكامل. يُبخر بلطف من الداخل، والتنظيف جاف فقط.",
    },
  },
  "Blush Tulle Frock": {
    fr: {
      name: "Robe tulle poudré",
      description:
        "Un tulle rose poudré romantique sur du satin, avec un délicat col Claudine et une ceinture en ruban. Un choix tout en douceur pour les fiançailles. Lavage à la main à froid ou nettoyage à sec.",
    },
    ar: {
      name: "فستان تول وردي فاتح",
      description:
        "تول رومانسي بلون وردي فاتح فوق الساتان، بياقة بيتر بان رقيقة وحزام من الشريط. اختيار لطيف لحفلات الخطوبة. يُغسل يدويًا بماء بارد أو يُنظف تنظيفًا جافًا.",
    },
  },
  "Burgundy Maxi Gown": {
    fr: {
      name: "Robe longue bordeaux",
      description:
        "Une robe longue en crêpe bordeaux épais, à fines bretelles, buste froncé et taille empire ornée de bijoux. La jupe s'achève en une traîne légère. Nettoyage à sec uniquement.",
    },
    ar: {
      name: "فستان سهرة عنابي",
      description:
        "فستان طويل حتى الأرض من الكريب العنابي الثقيل، بحمالات رفيعة وصدر مكشكش وخصر مرتفع مرصع بالأحجار. تنسدل التنورة في ذيل ناعم. تنظيف جاف فقط.",
    },
  },
  "Royal Blue Gown": {
    fr: {
      name: "Robe bleu roi",
      description:
        "Crêpe envers satin bleu roi, avec un profond décolleté en V et une jupe trapèze fluide. Faite pour les réceptions de mariage à la belle étoile. Nettoyage à sec uniquement.",
    },
    ar: {
      name: "فستان أزرق ملكي",
      description:
        "كريب بظهر ساتان بلون أزرق ملكي، بفتحة عنق عميقة على شكل V وتنورة انسيابية متسعة. مصمم لحفلات الأعراس تحت النجوم. تنظيف جاف فقط.",
    },
  },
  "Emerald Silk Maxi": {
    fr: {
      name: "Robe soie émeraude",
      description:
        "Une soie émeraude fluide, coupée dans le biais pour effleurer le corps, à fines bretelles, avec une broche dorée à la taille. À porter avec des sandales plates ou des talons. Nettoyage à sec uniquement.",
    },
    ar: {
      name: "فستان حرير زمردي",
      description:
        "حرير زمردي انسيابي بقصة مائلة تلامس الجسم برقة، بحمالات رفيعة وبروش ذهبي عند الخصر. يُلبس مع صندل منخفض أو حذاء بكعب. تنظيف جاف فقط.",
    },
  },
  "Embroidered Kaftan": {
    fr: {
      name: "Caftan brodé",
      description:
        "Caftan ocre doré, à l'encolure brodée et finie à la main dans la tradition des artisans tunisiens. Ample et majestueux, idéal pour les soirées de henné et les fêtes de famille. Nettoyage à sec uniquement.",
    },
    ar: {
      name: "قفطان مطرز",
      description:
        "قفطان بلون المغرة الذهبية، بتطريز عند فتحة العنق مُنهى يدويًا على طريقة الحرفيين التونسيين. واسع وفخم، مثالي لليالي الحنة والمناسبات العائلية. تنظيف جاف فقط.",
    },
  },
  "Coral Cocktail Dress": {
    fr: {
      name: "Robe cocktail corail",
      description:
        "Une robe corail à hauteur du genou en crêpe structuré, taille marquée et jupe virevoltante. Lumineuse, joyeuse et parfaite pour les cocktails d'été. Nettoyage à sec recommandé.",
    },
    ar: {
      name: "فستان كوكتيل مرجاني",
      description:
        "فستان بلون المرجان يصل إلى الركبة من الكريب المتماسك، بخصر محدد وتنورة تتمايل مع الحركة. مشرق ومبهج ومثالي لحفلات الكوكتيل الصيفية. يُنصح بالتنظيف الجاف.",
    },
  },

  /* Jewellery */
  "Ruby Neck Set": {
    fr: {
      name: "Parure rubis",
      description:
        "Un collier en argent massif doré, orné de perles de verre rouge rubis et d'un pendentif marquise, vendu avec ses boucles d'oreilles pendantes assorties. Présenté dans un écrin cadeau. Tenir à l'écart du parfum et de l'eau.",
    },
    ar: {
      name: "طقم عقد ياقوتي",
      description:
        "عقد من الفضة الإسترلينية المطلية بالذهب، مزين بخرز زجاجي بلون الياقوت الأحمر ودلاية على شكل ماركيز، يُباع مع قرطين متدليين متناسقين. يُقدم في علبة هدايا. يُحفظ بعيدًا عن العطر والماء.",
    },
  },
  "Pearl Bridal Set": {
    fr: {
      name: "Parure de mariée",
      description:
        "Perles d'eau douce nouées à la main sur soie, fermoir en or 18 carats et pendentif goutte en perle, avec boucles d'oreilles assorties. Un choix intemporel pour la mariée. Essuyez-la avec un chiffon doux après chaque port.",
    },
    ar: {
      name: "طقم لؤلؤ للعروس",
      description:
        "لآلئ المياه العذبة معقودة يدويًا على خيط حريري، بمشبك من ذهب عيار 18 ودلاية على شكل قطرة لؤلؤ، مع قرطين متناسقين. اختيار خالد للعروس. يُمسح بقطعة قماش ناعمة بعد كل ارتداء.",
    },
  },
  "Sapphire Solitaire": {
    fr: {
      name: "Solitaire saphir",
      description:
        "Un saphir bleu naturel d'un carat, serti à quatre griffes sur un anneau en or jaune 18 carats. Livré avec un certificat d'authenticité. Mise à taille gratuite dans les 30 jours suivant l'achat.",
    },
    ar: {
      name: "خاتم ياقوت أزرق",
      description:
        "ياقوت أزرق طبيعي بوزن قيراط واحد، مثبت بأربعة مخالب على خاتم من الذهب الأصفر عيار 18. يأتي مع شهادة أصالة. تعديل المقاس مجانًا خلال 30 يومًا من الشراء.",
    },
  },
  "Emerald Gold Ring": {
    fr: {
      name: "Bague or émeraude",
      description:
        "Une émeraude de laboratoire éclatante, sertie sur or 14 carats poli, assez fine pour être portée avec d'autres bagues. Tailles 48 à 60. Retirez-la avant de nager ou d'utiliser des produits ménagers.",
    },
    ar: {
      name: "خاتم ذهب بالزمرد",
      description:
        "زمرد زاهي اللون مصنّع في المختبر ومثبت على ذهب مصقول عيار 14، رفيع بما يكفي لارتدائه مع خواتم أخرى. المقاسات من 48 إلى 60. يُنزع قبل السباحة أو استعمال مواد التنظيف.",
    },
  },
  "Gold Curb Chain": {
    fr: {
      name: "Chaîne gourmette or",
      description:
        "Une chaîne gourmette de 50 cm en argent massif plaqué or 18 carats, avec un solide fermoir mousqueton. À porter seule ou avec un pendentif. Faites-la briller avec le chiffon fourni.",
    },
    ar: {
      name: "سلسلة غورميت ذهبية",
      description:
        "سلسلة غورميت بطول 50 سم من الفضة الإسترلينية المطلية بذهب عيار 18، بمشبك متين على شكل مخلب. تُلبس وحدها أو مع دلاية. تُلمع بقطعة القماش المرفقة.",
    },
  },
  "Silver Rope Chain": {
    fr: {
      name: "Chaîne corde argent",
      description:
        "Chaîne torsadée en argent massif rhodié, 45 cm, qui capte la lumière sous tous les angles. Finition résistante au ternissement. À ranger dans la pochette fournie.",
    },
    ar: {
      name: "سلسلة فضية مجدولة",
      description:
        "سلسلة مجدولة من الفضة الإسترلينية المطلية بالروديوم، بطول 45 سم، تلتقط الضوء من كل زاوية. لمسة نهائية تقاوم البهتان. تُحفظ في الكيس المرفق.",
    },
  },
  "Pearl Bead Bracelet": {
    fr: {
      name: "Bracelet de perles",
      description:
        "Des perles de verre crème sur un cordon élastique solide, avec des intercalaires dorés et une minuscule breloque étoile. S'enfile facilement et convient à la plupart des poignets. Évitez le contact avec l'eau.",
    },
    ar: {
      name: "سوار من اللؤلؤ",
      description:
        "لآلئ زجاجية بلون كريمي على خيط مطاطي متين، مع فواصل بلون ذهبي وتعليقة صغيرة على شكل نجمة. يُلبس بسهولة ويناسب معظم المعاصم. يُتجنب ملامسته للماء.",
    },
  },
  "Coral Bead Bracelet": {
    fr: {
      name: "Bracelet corail",
      description:
        "Des perles ton corail ensoleillées avec des intercalaires dorés, un petit clin d'œil à la côte de corail de Tabarka. Élastique, fait à la main dans notre atelier. Nettoyez-le avec un chiffon sec.",
    },
    ar: {
      name: "سوار مرجاني",
      description:
        "خرز مشمس بلون المرجان مع فواصل ذهبية، تذكار صغير من ساحل المرجان في طبرقة. مطاطي يناسب المعصم، مصنوع يدويًا في ورشتنا. يُنظف بقطعة قماش جافة.",
    },
  },
  "Turquoise Pendant": {
    fr: {
      name: "Pendentif turquoise",
      description:
        "Une goutte de turquoise sertie d'argent plaqué or sur une fine chaîne boule, un clin d'œil aux portes bleues de Sidi Bou Saïd. Réglable de 42 à 47 cm.",
    },
    ar: {
      name: "قلادة الفيروز",
      description:
        "حجر فيروز على شكل دمعة في إطار من الفضة المطلية بالذهب، على سلسلة رفيعة من الكرات، تحية للأبواب الزرقاء في سيدي بوسعيد. طول قابل للتعديل من 42 إلى 47 سم.",
    },
  },

  /* Watches */
  "Cognac Leather Watch": {
    fr: {
      name: "Montre cuir cognac",
      description:
        "Un boîtier en acier de 40 mm, cadran clair, guichet date et bracelet en cuir de veau cognac à surpiqûres contrastées. Mouvement à quartz japonais, étanche à 50 m.",
    },
    ar: {
      name: "ساعة جلدية كونياك",
      description:
        "علبة من الفولاذ بقطر 40 مم بميناء فاتح ونافذة للتاريخ، وسوار من جلد العجل بلون الكونياك بخياطة متباينة. حركة كوارتز يابانية، مقاومة للماء حتى عمق 50 مترًا.",
    },
  },
  "Classic Black Strap": {
    fr: {
      name: "Montre cuir noir",
      description:
        "Minimaliste et polyvalente : un bracelet en cuir noir, un cadran blanc éclatant et un boîtier fin en acier. Les barrettes à dégagement rapide permettent de changer de bracelet en un instant. Étanche à 30 m.",
    },
    ar: {
      name: "ساعة كلاسيكية سوداء",
      description:
        "بسيطة ومتعددة الاستعمالات: سوار من الجلد الأسود وميناء أبيض ناصع وعلبة فولاذية رفيعة. قضبان التثبيت سريعة الفك تجعل تغيير السوار سهلًا. مقاومة للماء حتى عمق 30 مترًا.",
    },
  },
  "Steel Diver Watch": {
    fr: {
      name: "Montre de plongée",
      description:
        "Mouvement automatique, boîtier en acier brossé de 42 mm, cadran soleillé foncé avec index luminescents et bracelet à maillons pleins. Couronne vissée, étanche à 200 m.",
    },
    ar: {
      name: "ساعة غوص فولاذية",
      description:
        "حركة أوتوماتيكية وعلبة من الفولاذ المصقول بقطر 42 مم، وميناء داكن بتأثير أشعة الشمس مع مؤشرات مضيئة وسوار بحلقات صلبة. تاج لولبي، مقاومة للماء حتى عمق 200 متر.",
    },
  },
  "Silver Link Watch": {
    fr: {
      name: "Montre à maillons",
      description:
        "Un bracelet en acier poli ton argent à boucle déployante, associé à un cadran clair et épuré avec date. Confortable au quotidien. Étanche à 50 m.",
    },
    ar: {
      name: "ساعة بسوار فضي",
      description:
        "سوار من الفولاذ المصقول بلون فضي بمشبك قابل للطي، مع ميناء فاتح وأنيق ونافذة للتاريخ. مريحة للارتداء اليومي. مقاومة للماء حتى عمق 50 مترًا.",
    },
  },
  "Gold Chain Watch": {
    fr: {
      name: "Montre chaîne dorée",
      description:
        "Une montre aux allures de bijou, avec un bracelet chaîne plaqué or, un cadran soleillé foncé et un boîtier de 36 mm. Mouvement à quartz suisse, garantie deux ans.",
    },
    ar: {
      name: "ساعة بسلسلة ذهبية",
      description:
        "ساعة مستوحاة من المجوهرات، بسوار على شكل سلسلة مطلية بالذهب وميناء داكن بتأثير أشعة الشمس وعلبة بقطر 36 مم. حركة كوارتز سويسرية مع ضمان لمدة سنتين.",
    },
  },
  "Slim Chain Watch": {
    fr: {
      name: "Montre chaîne fine",
      description:
        "Un fin bracelet chaîne en acier et un petit boîtier de 32 mm, assez léger pour être porté avec d'autres bracelets. Verre à revêtement saphir, étanche à 30 m.",
    },
    ar: {
      name: "ساعة بسلسلة رفيعة",
      description:
        "سوار رفيع من الفولاذ على شكل سلسلة وعلبة صغيرة بقطر 32 مم، خفيفة بما يكفي لتُلبس مع أساور أخرى. زجاج مطلي بطبقة من الياقوت، مقاومة للماء حتى عمق 30 مترًا.",
    },
  },
  "Gunmetal Field Watch": {
    fr: {
      name: "Montre de terrain",
      description:
        "Un boîtier robuste finition gris canon, un bracelet assorti ton fer et un cadran foncé qui reste lisible en plein soleil. Verre minéral résistant aux rayures, étanche à 100 m.",
    },
    ar: {
      name: "ساعة ميدانية رمادية",
      description:
        "علبة متينة بلمسة معدنية رمادية داكنة وسوار متناسق بلون الحديد وميناء داكن يبقى واضحًا تحت أشعة الشمس القوية. زجاج معدني مقاوم للخدوش، مقاومة للماء حتى عمق 100 متر.",
    },
  },
  "Iron Mesh Watch": {
    fr: {
      name: "Montre gris fer",
      description:
        "Un bracelet brossé gris fer à fermoir coulissant qui se règle sans outil, et un cadran foncé avec date. Légère et confortable par temps chaud.",
    },
    ar: {
      name: "ساعة رمادية حديدية",
      description: "سوار مصقول بلون رمادي حديدي بمشبك منزلق يُضبط دون أدوات، وميناء داكن مع نافذة للتاريخ. خفيفة ومريحة في الطقس الحار.",
    },
  },
  "Kids Canvas Watch": {
    fr: {
      name: "Montre enfant toile",
      description:
        "Une montre à aiguilles facile à lire pour apprendre l'heure, avec des repères clairs, un bracelet en toile verte et un boîtier résistant aux chocs. Résiste aux éclaboussures. Pile incluse.",
    },
    ar: {
      name: "ساعة أطفال قماشية",
      description:
        "ساعة بعقارب سهلة القراءة لتعلم قراءة الوقت، بمؤشرات واضحة وسوار من القماش الأخضر وعلبة مقاومة للصدمات. تتحمل رذاذ الماء. البطارية مرفقة.",
    },
  },

  /* Shoes */
  "Red Suede Pumps": {
    fr: {
      name: "Escarpins daim rouge",
      description:
        "Escarpins à bout pointu en daim rouge souple, talon aiguille de 8 cm et semelle intérieure en cuir rembourrée. Chaussent normalement. Brossez-les avec une brosse à daim et rangez-les dans leur housse.",
    },
    ar: {
      name: "حذاء شامواه أحمر",
      description:
        "حذاء بمقدمة مدببة من جلد الشامواه الأحمر الناعم، بكعب رفيع بارتفاع 8 سم ونعل داخلي جلدي مبطن. المقاس مطابق. يُنظف بفرشاة خاصة بالشامواه ويُحفظ في كيسه.",
    },
  },
  "Nude Kitten Heels": {
    fr: {
      name: "Escarpins nude",
      description:
        "Escarpins en cuir verni dans une teinte nude chaude qui allonge la jambe. Une hauteur de talon confortable pour les longues journées au travail ou à un mariage. Nettoyez-les avec un chiffon humide.",
    },
    ar: {
      name: "حذاء نود بكعب قصير",
      description:
        "حذاء من الجلد اللامع بلون نود دافئ يُطيل مظهر الساق. ارتفاع كعب مريح للأيام الطويلة في العمل أو في حفل زفاف. يُنظف بقطعة قماش مبللة.",
    },
  },
  "Tan Leather Brogues": {
    fr: {
      name: "Derbies cuir fauve",
      description:
        "Derbies en cuir pleine fleur fauve, bout fleuri perforé, semelle en cuir cousue Goodyear et talon en cuir empilé. Ressemelables. Nourrissez-les au cirage crème toutes les quelques semaines.",
    },
    ar: {
      name: "حذاء بروغ جلدي",
      description:
        "حذاء ديربي من الجلد الطبيعي الكامل بلون بني فاتح، بزخارف بروغ مثقبة على المقدمة ونعل جلدي بخياطة غوديير وكعب من طبقات الجلد. يمكن تغيير نعله. يُغذى بملمع كريمي كل بضعة أسابيع.",
    },
  },
  "Black Derby Shoes": {
    fr: {
      name: "Derbies noirs",
      description:
        "Derbies en cuir de veau noir poli, au laçage ouvert pour un chaussant confortable sur un cou-de-pied haut. Un indispensable doublé cuir pour les costumes et les cérémonies.",
    },
    ar: {
      name: "حذاء ديربي أسود",
      description:
        "حذاء ديربي من جلد العجل الأسود اللامع، برباط مفتوح يمنح راحة لمن لديه مشط قدم مرتفع. قطعة أساسية مبطنة بالجلد للبدلات والمناسبات.",
    },
  },
  "White Court Sneaker": {
    fr: {
      name: "Baskets blanches",
      description:
        "Une basket en cuir d'un blanc net, avec une bande latérale terracotta et une semelle coque en caoutchouc amortissante. Elle va aussi bien avec un jean ou un chino qu'avec une robe d'été. Nettoyez-la avec un chiffon humide.",
    },
    ar: {
      name: "حذاء رياضي أبيض",
      description:
        "حذاء رياضي أنيق من الجلد الأبيض بشريط جانبي بلون الطين المحروق ونعل مطاطي مبطن. يتناسق مع الجينز وسراويل الشينو وفساتين الصيف على حد سواء. يُمسح بقطعة قماش مبللة.",
    },
  },
  "Canvas Sneakers": {
    fr: {
      name: "Baskets en toile",
      description:
        "Baskets en toile de coton bleu marine, col rembourré et semelle en caoutchouc vulcanisé. Légères, respirantes et faciles à glisser dans la valise pour un week-end à Djerba. Lavage à la main, séchage à l'air libre.",
    },
    ar: {
      name: "حذاء قماشي كحلي",
      description:
        "حذاء رياضي من قماش القطن الكحلي بياقة مبطنة ونعل من المطاط المعالج. خفيف ويسمح بمرور الهواء ويسهل حمله في عطلة نهاية الأسبوع بجربة. يُغسل يدويًا ويُجفف في الهواء.",
    },
  },
  "Aero Running Shoe": {
    fr: {
      name: "Basket running Aero",
      description:
        "Une semelle intermédiaire en mousse réactive, une tige en mesh technique et une semelle extérieure en caoutchouc adhérent pour courir sur la corniche. Drop de 8 mm. Retirez la semelle intérieure pour la faire sécher à l'air.",
    },
    ar: {
      name: "حذاء جري إيرو",
      description:
        "نعل أوسط من رغوة سريعة الاستجابة، وجزء علوي من شبك تقني ونعل خارجي مطاطي ثابت للجري على طريق الكورنيش. فارق ارتفاع 8 مم بين الكعب والمقدمة. يُنزع النعل الداخلي ليجف في الهواء.",
    },
  },
  "Trail Runner Pro": {
    fr: {
      name: "Chaussure trail Pro",
      description:
        "Conçue pour les sentiers poussiéreux de Zaghouan : plaque anti-roches, crampons profonds et tige déperlante bleu pétrole. Laçage sécurisé avec verrouillage du talon. Rincez la boue et faites-la sécher loin de toute source de chaleur.",
    },
    ar: {
      name: "حذاء المسارات برو",
      description:
        "مصمم لمسالك زغوان المغبرة: صفيحة واقية من الصخور ونتوءات عميقة وجزء علوي طارد للماء بلون أزرق بترولي. رباط محكم مع تثبيت للكعب. يُشطف الطين ويُجفف بعيدًا عن الحرارة.",
    },
  },
  "Kids Light Sneakers": {
    fr: {
      name: "Baskets enfant roses",
      description:
        "Baskets rose tendre avec une languette au talon facile à attraper et une semelle souple pour les pieds qui grandissent. Lavables en machine à 30 °C dans un filet. Pointures 24 à 35.",
    },
    ar: {
      name: "حذاء رياضي للأطفال",
      description:
        "حذاء رياضي بلون وردي ناعم بلسان عند الكعب يسهل إمساكه ونعل مرن للأقدام التي تنمو. قابل للغسل في الغسالة على 30 درجة داخل كيس غسيل. المقاسات من 24 إلى 35.",
    },
  },

  /* Handbags */
  "Cognac Top Handle": {
    fr: {
      name: "Sac à main cognac",
      description:
        "Sac structuré à poignée en cuir cognac tanné végétal, avec fermoir tournant doré, bandoulière amovible et intérieur doublé de daim à deux poches. Il accueille un téléphone, un portefeuille et des lunettes de soleil.",
    },
    ar: {
      name: "حقيبة يد كونياك",
      description:
        "حقيبة متماسكة الشكل بمقبض علوي، من الجلد المدبوغ نباتيًا بلون الكونياك، بقفل دوار ذهبي وحزام كتف قابل للنزع وبطانة داخلية من الشامواه بجيبين. تتسع لهاتف ومحفظة ونظارة شمسية.",
    },
  },
  "Black Satchel Bag": {
    fr: {
      name: "Cartable cuir noir",
      description:
        "Un cartable intemporel en cuir grainé noir, avec rabat, finitions en laiton et pochette rembourrée pour ordinateur portable jusqu'à 13 pouces. Nourrissez-le au baume pour cuir deux fois par an.",
    },
    ar: {
      name: "حقيبة ساتشل سوداء",
      description:
        "حقيبة ساتشل خالدة من الجلد المحبب الأسود، بغطاء أمامي وإكسسوارات نحاسية وجيب مبطن لحاسوب محمول حتى 13 بوصة. تُعالج ببلسم الجلد مرتين في السنة.",
    },
  },
  "Kairouan Kilim Tote": {
    fr: {
      name: "Cabas kilim Kairouan",
      description:
        "Cabas en épaisse toile de coton orné d'une bande tissée inspirée des kilims de Kairouan, avec de longues anses pour l'épaule et une poche intérieure zippée. Chaque bande est légèrement différente. Nettoyage localisé uniquement.",
    },
    ar: {
      name: "حقيبة مرقوم قيروانية",
      description:
        "حقيبة من قماش القطن السميك بشريط منسوج مستوحى من مرقوم القيروان، بمقابض طويلة للكتف وجيب داخلي بسحاب. كل شريط يختلف قليلًا عن الآخر. تنظيف موضعي فقط.",
    },
  },
  "Market Cotton Tote": {
    fr: {
      name: "Cabas du marché",
      description:
        "Un cabas en coton bio couleur flocons d'avoine, pensé pour remplacer les sacs plastique au souk. Se replie dans sa propre poche. Lavage en machine à 30 °C.",
    },
    ar: {
      name: "قفة السوق القطنية",
      description:
        "قفة من القطن العضوي بلون الشوفان، صُنعت لتعوض الأكياس البلاستيكية في السوق. تُطوى داخل جيبها. تُغسل في الغسالة على 30 درجة.",
    },
  },
  "Brown Bifold Wallet": {
    fr: {
      name: "Portefeuille marron",
      description:
        "Portefeuille à deux volets en cuir pleine fleur, avec huit fentes pour cartes, deux compartiments à billets et une patte à pression. Se patine joliment avec le temps. Doublure anti-RFID.",
    },
    ar: {
      name: "محفظة بنية",
      description:
        "محفظة بطيتين من الجلد الطبيعي الكامل، بثمانية جيوب للبطاقات وقسمين للأوراق النقدية ولسان بكبسة. تكتسب لمعة عتيقة جميلة مع الوقت. بطانة تحجب تقنية RFID.",
    },
  },
  "Slim Card Wallet": {
    fr: {
      name: "Porte-cartes fin",
      description:
        "Un porte-cartes fin en cuir bleu pétrole qui se glisse dans une poche avant, avec quatre fentes pour cartes et une poche centrale pour les billets pliés. Bords cousus main.",
    },
    ar: {
      name: "محفظة بطاقات رفيعة",
      description:
        "محفظة بطاقات رفيعة من الجلد بلون أزرق بترولي تنزلق في الجيب الأمامي، بأربعة جيوب للبطاقات وجيب أوسط للأوراق النقدية المطوية. حواف مخيطة يدويًا.",
    },
  },
  "Denim Shoulder Tote": {
    fr: {
      name: "Cabas en jean",
      description:
        "Cabas en denim bleu moyen surcyclé, avec des anses solides et une bande tissée géométrique. Assez spacieux pour une serviette de plage et un livre. Lavage en machine à froid, sur l'envers.",
    },
    ar: {
      name: "حقيبة كتف جينز",
      description:
        "حقيبة من جينز أزرق متوسط معاد تدويره، بمقابض متينة وشريط منسوج بنقوش هندسية. واسعة بما يكفي لمنشفة شاطئ وكتاب. تُغسل في الغسالة بماء بارد ومقلوبة.",
    },
  },
  "Washed Denim Bag": {
    fr: {
      name: "Sac en jean délavé",
      description:
        "Un sac à main structuré en denim clair délavé, avec rabat bordé de cuir, fermoir doré et courte poignée. Décontracté mais soigné. Nettoyage localisé au savon doux.",
    },
    ar: {
      name: "حقيبة جينز باهتة",
      description:
        "حقيبة يد متماسكة الشكل من الجينز الفاتح المغسول، بغطاء مزين بحواف جلدية ومشبك ذهبي ومقبض علوي قصير. عملية وأنيقة في آن واحد. تُنظف موضعيًا بصابون لطيف.",
    },
  },
  "Straw Beach Bag": {
    fr: {
      name: "Sac de plage paille",
      description:
        "Paille de palmier tressée à la main dans les oasis du Sud, avec une bande colorée et des anses en coton. Assez grand pour une journée à la plage à Mahdia. À garder au sec et à ranger à plat.",
    },
    ar: {
      name: "قفة شاطئ من السعف",
      description:
        "سعف نخيل منسوج يدويًا في واحات الجنوب، مع شريط ملون ومقابض قطنية. كبيرة بما يكفي ليوم على شاطئ المهدية. تُحفظ بعيدًا عن الرطوبة وتُخزن مسطحة.",
    },
  },
  "Wrap Midi Dress": {
    fr: {
      name: "Robe portefeuille",
      description:
        "Une robe midi portefeuille en crêpe souple, avec un décolleté en V, une taille à nouer et une jupe qui tombe en plis légers. Buste doublé, taille normalement. Lavage à la main à l'eau froide, séchage suspendu.",
    },
    ar: {
      name: "فستان ميدي ملفوف",
      description:
        "فستان ميدي ملفوف من الكريب الناعم، بفتحة رقبة على شكل V وحزام يُربط عند الخصر وتنورة تنسدل بثنيات خفيفة. الجزء العلوي مبطن، والمقاس مطابق. يُغسل يدويًا بماء بارد ويُجفف معلقًا.",
    },
  },
  "Duo Dial Watch": {
    fr: {
      name: "Montre Duo",
      description:
        "Une montre ronde et fine au cadran soleillé, au verre traité saphir et au bracelet en acier fin avec fermoir déployant. Mouvement à quartz, étanche à 50 mètres.",
    },
    ar: {
      name: "ساعة دو",
      description:
        "ساعة مستديرة نحيفة بميناء مشع وزجاج مطلي بالياقوت وسوار رفيع من الفولاذ بمشبك قابل للطي. حركة كوارتز، ومقاومة للماء حتى 50 مترًا.",
    },
  },
  "Soft Bucket Bag": {
    fr: {
      name: "Sac seau souple",
      description:
        "Un sac seau souple en cuir grainé, fermé par un cordon, avec une poche intérieure zippée et une bandoulière réglable. Assez grand pour toute une journée.",
    },
    ar: {
      name: "حقيبة دلو ناعمة",
      description: "حقيبة دلو مرنة من الجلد المحبب تُغلق برباط، مع جيب داخلي بسحاب وحزام كتف قابل للتعديل. تتسع لكل ما تحتاجينه طوال اليوم.",
    },
  },
  "Leather Ballet Flats": {
    fr: {
      name: "Ballerines en cuir",
      description:
        "Des ballerines en cuir souple à bout rond, avec une semelle intérieure rembourrée et une semelle en caoutchouc flexible. Elles se plient dans un sac et vont avec tout, du jean à la robe.",
    },
    ar: {
      name: "حذاء باليه جلدي",
      description:
        "حذاء باليه من الجلد الناعم بمقدمة مستديرة ونعل داخلي مبطن ونعل مطاطي مرن. يُطوى في الحقيبة ويناسب كل شيء من الجينز إلى الفساتين.",
    },
  },
};
