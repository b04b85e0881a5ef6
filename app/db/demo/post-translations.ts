/**
 * French and Arabic titles, descriptions, contents and categories of the demo posts, keyed by the English
 * title (catalog.ts). Each content keeps the English one's HTML structure, tag for tag. French says "vous";
 * Arabic is Modern Standard Arabic as a Tunisian shop writes it (the months جوان, جويلية, أوت), speaking to
 * its readers in the plural. Links point to the article in the reader's language.
 */
export interface DemoPostTexts {
  fr: { title: string; description: string; content: string; categories: string };
  ar: { title: string; description: string; content: string; categories: string };
}

const arabicWikipedia = (title: string) => `https://ar.wikipedia.org/wiki/${encodeURIComponent(title)}`;

export const demoPostTranslations: Record<string, DemoPostTexts> = {
  "Summer in Sousse": {
    fr: {
      title: "L'été à Sousse",
      description:
        "Des matières légères, des accessoires pour se protéger du soleil et des tenues faciles pour les longues journées au bord de la mer et les douces soirées dans la médina.",
      categories: "Guides de style, Été",
      content:
        "<p>De juin à septembre, Sousse vit au rythme de la brise marine, de la promenade du bord de mer et des dîners tardifs qui commencent après le coucher du soleil. Bien s'habiller ici, c'est s'habiller pour <strong>la chaleur, le sel et le soleil</strong> sans avoir l'air de partir à la salle de sport.</p>" +
        "<h2>Choisissez des matières qui respirent</h2>" +
        "<p>Le lin, le voile de coton et la popeline laissent circuler l'air et sèchent vite. Les coupes amples sont plus fraîches que les coupes ajustées, car le tissu ne colle pas à la peau humide. Gardez le polyester pour le soir, quand la température baisse.</p>" +
        "<ul><li>Une robe midi en lin pour le marché du matin</li><li>Une chemise en popeline portée ouverte sur un maillot de bain</li><li>Un chino ample ou un caftan pour dîner dans la médina</li></ul>" +
        "<h2>Protégez-vous, puis accessoirisez</h2>" +
        "<p>Un chapeau à larges bords et des lunettes de soleil offrant une vraie protection contre les UV passent avant tout. Ajoutez ensuite un sac en paille et un seul bijou : un bracelet en corail ou une fine chaîne dorée est ravissant sur une peau hâlée et ne chauffe pas.</p>" +
        "<blockquote>Conseil : emportez un cardigan léger. Les bateaux, les cafés et les boutiques climatisées peuvent être étonnamment frais.</blockquote>" +
        "<p>Envie d'autres idées pour la côte ? Découvrez l'histoire de la <a href=\"https://fr.wikipedia.org/wiki/Sousse\">ville de Sousse</a> et prévoyez une promenade au ribat à l'heure dorée.</p>",
    },
    ar: {
      title: "الصيف في سوسة",
      description: "أقمشة خفيفة وإكسسوارات تقي من الشمس وإطلالات سهلة للأيام الطويلة على شاطئ البحر والأمسيات الدافئة في المدينة العتيقة.",
      categories: "أدلة الأناقة، الصيف",
      content:
        "<p>من جوان إلى سبتمبر، تعيش سوسة على إيقاع نسيم البحر والكورنيش والعشاء المتأخر الذي يبدأ بعد غروب الشمس. أن تُحسنوا اللباس هنا يعني أن تلبسوا ما يناسب <strong>الحر والملح والشمس</strong> دون أن تبدوا كأنكم ذاهبون إلى قاعة الرياضة.</p>" +
        "<h2>اختاروا أقمشة تتنفس</h2>" +
        "<p>الكتان وفوال القطن والبوبلين تسمح بمرور الهواء وتجف بسرعة. والقصات الواسعة أبرد من الضيقة، لأن القماش لا يلتصق بالبشرة الرطبة. احتفظوا بالبوليستر للسهرات، حين تنخفض الحرارة.</p>" +
        "<ul><li>فستان ميدي من الكتان لسوق الصباح</li><li>قميص بوبلين مفتوح فوق ملابس السباحة</li><li>سروال شينو واسع أو قفطان للعشاء في المدينة العتيقة</li></ul>" +
        "<h2>الحماية أولًا، ثم الإكسسوارات</h2>" +
        "<p>قبعة عريضة الحواف ونظارات شمسية بحماية حقيقية من الأشعة فوق البنفسجية تأتي في المقام الأول. ثم أضيفوا حقيبة من القش وقطعة مجوهرات واحدة: سوار من المرجان أو سلسلة ذهبية رفيعة يبدوان رائعين على البشرة السمراء ولا يسخنان.</p>" +
        "<blockquote>نصيحة: خذوا معكم سترة خفيفة. فالقوارب والمقاهي والمحلات المكيفة قد تكون باردة على نحو مفاجئ.</blockquote>" +
        `<p>هل تريدون مزيدًا من الأفكار للساحل؟ اقرؤوا عن تاريخ <a href="${arabicWikipedia("سوسة")}">مدينة سوسة</a> وخططوا لنزهة في الرباط وقت الغروب.</p>`,
    },
  },
  "Caring for Leather": {
    fr: {
      title: "Prendre soin du cuir",
      description:
        "Une routine simple pour garder vos sacs, portefeuilles et chaussures en cuir souples pendant des années, même sous un climat chaud et sec.",
      categories: "Guides d'entretien",
      content:
        "<p>Un bon cuir est un investissement, et en Tunisie il a deux ennemis : le soleil intense et l'air sec. Un peu d'entretien régulier le garde souple, évite les craquelures et lui permet de développer une belle patine.</p>" +
        "<h2>La routine mensuelle</h2>" +
        "<ol><li>Videz le sac et dépoussiérez-le avec une brosse douce en crin de cheval.</li><li>Essuyez-le avec un chiffon à peine humide et laissez-le sécher naturellement, à l'abri du soleil.</li><li>Appliquez une fine couche de baume pour cuir avec un chiffon en coton, par petits cercles.</li><li>Lustrez au bout de vingt minutes pour un brillant tout en douceur.</li></ol>" +
        "<h3>Ranger vos sacs</h3>" +
        "<p>Garnissez vos sacs de papier de soie pour qu'ils gardent leur forme, et rangez-les dans la housse en coton que nous fournissons. <strong>N'utilisez jamais de plastique</strong> : le cuir a besoin de respirer, et l'humidité emprisonnée peut provoquer des moisissures.</p>" +
        "<h3>Pluie et taches</h3>" +
        "<p>Si votre sac est mouillé, tamponnez-le délicatement et laissez-le sécher à température ambiante. Évitez les radiateurs et les sèche-cheveux. Pour une tache de gras, un peu de fécule de maïs laissée toute la nuit suffit souvent à la faire disparaître.</p>" +
        "<p>Le daim, c'est autre chose : oubliez le baume et utilisez plutôt une brosse et une gomme spéciales daim. En cas de doute, apportez votre pièce en boutique et nous vous conseillerons.</p>",
    },
    ar: {
      title: "العناية بالجلد",
      description: "روتين بسيط يحافظ على ليونة الحقائب والمحافظ والأحذية الجلدية لسنوات، حتى في مناخ حار وجاف.",
      categories: "أدلة العناية",
      content:
        "<p>الجلد الجيد استثمار، وفي تونس يواجه عدوين: الشمس القوية والهواء الجاف. القليل من العناية المنتظمة يحافظ على ليونته ويمنع التشققات ويسمح له باكتساب لمعة عتيقة جميلة.</p>" +
        "<h2>الروتين الشهري</h2>" +
        "<ol><li>أفرغوا الحقيبة وأزيلوا عنها الغبار بفرشاة ناعمة من شعر الخيل.</li><li>امسحوها بقطعة قماش مبللة قليلًا واتركوها تجف بشكل طبيعي بعيدًا عن الشمس.</li><li>ضعوا طبقة رقيقة من بلسم الجلد بقطعة قماش قطنية، بحركات دائرية صغيرة.</li><li>لمّعوها بعد عشرين دقيقة للحصول على بريق ناعم.</li></ol>" +
        "<h3>تخزين حقائبكم</h3>" +
        "<p>املؤوا الحقائب بورق رقيق لتحافظ على شكلها، واحفظوها في الكيس القطني الذي نقدمه لكم. <strong>لا تستعملوا البلاستيك أبدًا</strong>: فالجلد يحتاج إلى التنفس، والرطوبة المحبوسة قد تسبب العفن.</p>" +
        "<h3>المطر والبقع</h3>" +
        "<p>إذا تبللت حقيبتكم، فجففوها بلطف بالتربيت عليها ثم اتركوها تجف في حرارة الغرفة. تجنبوا المدافئ ومجففات الشعر. أما بقع الزيت، فرشة من نشا الذرة تُترك طوال الليل تزيلها في أغلب الأحيان.</p>" +
        "<p>الشامواه مختلف: استغنوا عن البلسم واستعملوا فرشاة وممحاة خاصتين به. وإن ساوركم الشك، فأحضروا قطعتكم إلى متجرنا وسنقدم لكم النصيحة.</p>",
    },
  },
  "Choosing a Watch": {
    fr: {
      title: "Choisir sa montre",
      description:
        "Cuir, acier ou bracelet chaîne ? Notre guide pour trouver une montre adaptée à votre poignet, à votre style et à votre budget.",
      categories: "Guides de style, Montres",
      content:
        "<p>La montre est souvent le seul accessoire porté tous les jours : elle mérite d'être choisie avec soin. Commencez par trois questions : <em>quelle est la taille de votre poignet</em>, <em>où allez-vous la porter</em>, et <em>quel entretien êtes-vous prêt à lui accorder</em> ?</p>" +
        "<h2>La taille du boîtier</h2>" +
        "<p>Sur un poignet fin, un boîtier de 32 à 38 mm paraît équilibré. Les poignets plus larges portent confortablement 40 à 42 mm. L'écart entre les cornes compte autant que le diamètre : elles ne doivent pas dépasser du bord du poignet.</p>" +
        "<h2>Bracelet cuir ou métal ?</h2>" +
        "<ul><li><strong>Le cuir</strong> est chaleureux et classique, parfait avec un costume, mais à éviter à la plage.</li><li><strong>Les maillons en acier</strong> sont durables et faciles à nettoyer, idéaux au quotidien et en été.</li><li><strong>Les bracelets chaîne</strong> sont plus délicats et font aussi office de bijou.</li></ul>" +
        "<h3>Le mouvement</h3>" +
        "<p>Les montres à quartz sont précises et demandent peu d'entretien. Les montres automatiques se remontent grâce à vos mouvements et sont appréciées des collectionneurs, mais elles ont besoin d'une révision tous les cinq ans environ.</p>" +
        "<blockquote>Vous offrez une montre ? Un bracelet en acier est le choix le plus sûr : nous pouvons retirer des maillons en boutique en quelques minutes.</blockquote>",
    },
    ar: {
      title: "اختيار الساعة",
      description: "جلد أم فولاذ أم سوار على شكل سلسلة؟ دليلنا لإيجاد ساعة تناسب معصمكم وأسلوبكم وميزانيتكم.",
      categories: "أدلة الأناقة، الساعات",
      content:
        "<p>غالبًا ما تكون الساعة الإكسسوار الوحيد الذي يُلبس كل يوم، لذا تستحق أن تُختار بعناية. ابدؤوا بثلاثة أسئلة: <em>ما حجم معصمكم</em>، و<em>أين ستلبسونها</em>، و<em>ما مقدار العناية الذي أنتم مستعدون لتقديمه لها</em>؟</p>" +
        "<h2>حجم العلبة</h2>" +
        "<p>على المعصم النحيف، تبدو العلبة التي يتراوح قطرها بين 32 و38 مم متوازنة. أما المعاصم الأعرض فتحمل بسهولة قطرًا من 40 إلى 42 مم. والمسافة بين طرفي تثبيت السوار لا تقل أهمية عن القطر: يجب ألا تتجاوز حافة المعصم.</p>" +
        "<h2>سوار جلدي أم معدني؟</h2>" +
        "<ul><li><strong>الجلد</strong> دافئ وكلاسيكي، مثالي مع البدلة، لكن تجنبوه على الشاطئ.</li><li><strong>الحلقات الفولاذية</strong> متينة وسهلة التنظيف، مثالية للاستعمال اليومي وللصيف.</li><li><strong>أساور السلسلة</strong> أكثر رقة وتُغني عن قطعة مجوهرات.</li></ul>" +
        "<h3>الحركة</h3>" +
        "<p>ساعات الكوارتز دقيقة ولا تحتاج إلى صيانة كثيرة. أما الساعات الأوتوماتيكية فتعمل بحركة معصمكم ويقدّرها هواة الجمع، لكنها تحتاج إلى صيانة كل خمس سنوات تقريبًا.</p>" +
        "<blockquote>تبحثون عن هدية؟ السوار الفولاذي هو الخيار الأضمن: يمكننا إزالة حلقات منه في المتجر خلال دقائق.</blockquote>",
    },
  },
  "Wedding Season Edit": {
    fr: {
      title: "Saison des mariages",
      description:
        "Que porter à un mariage tunisien, de la soirée du henné à la réception : robes longues, caftans et accessoires bien choisis.",
      categories: "Tenues de fête, Occasions",
      content:
        "<p>L'été est la saison des mariages, et un mariage tunisien se contente rarement d'une seule tenue. Entre les fiançailles, la soirée du henné et la réception, les invités ont souvent besoin de deux ou trois looks.</p>" +
        "<h2>La soirée du henné</h2>" +
        "<p>C'est le moment de la tradition et de la couleur. Un caftan brodé or, ocre ou émeraude est toujours juste. Portez des bijoux généreux mais confortables, car vous allez danser.</p>" +
        "<h2>La réception</h2>" +
        "<p>Optez pour une robe longue dans une teinte riche : le bordeaux, le bleu roi et l'émeraude rendent superbement en photo sous les lumières du soir. Évitez le blanc et l'ivoire, réservés à la mariée.</p>" +
        "<ul><li>Choisissez un tissu qui a du poids, comme le crêpe ou le satin, pour que la jupe tombe bien.</li><li>Glissez des sandales plates dans votre sac pour la fin de la soirée.</li><li>Une petite pochette vous laisse les mains libres pour les photos.</li></ul>" +
        "<p>Réservez vos retouches au moins deux semaines avant le grand jour. Nos couturiers peuvent ajuster ourlets et bretelles en boutique.</p>",
    },
    ar: {
      title: "موسم الأعراس",
      description: "ماذا تلبسون في عرس تونسي، من ليلة الحنة إلى حفل الاستقبال: فساتين طويلة وقفاطين والإكسسوارات المناسبة.",
      categories: "أزياء الحفلات، مناسبات",
      content:
        "<p>الصيف موسم الأعراس، ونادرًا ما يكتفي العرس التونسي بإطلالة واحدة. فبين حفل الخطوبة وليلة الحنة وحفل الاستقبال، يحتاج المدعوون غالبًا إلى إطلالتين أو ثلاث.</p>" +
        "<h2>ليلة الحنة</h2>" +
        "<p>إنها لحظة التقاليد والألوان. القفطان المطرز بلون ذهبي أو بلون المغرة أو الزمرد خيار صائب دائمًا. اختاروا مجوهرات سخية لكن مريحة، لأنكم سترقصون.</p>" +
        "<h2>حفل الاستقبال</h2>" +
        "<p>اختاروا فستانًا طويلًا بلون غني: العنابي والأزرق الملكي والزمردي تبدو رائعة في الصور تحت أضواء المساء. وتجنبوا الأبيض والعاجي، فهما للعروس.</p>" +
        "<ul><li>اختاروا قماشًا له بعض الثقل، كالكريب أو الساتان، لتنسدل التنورة بشكل جميل.</li><li>ضعوا صندلًا مسطحًا في حقيبتكم لآخر السهرة.</li><li>حقيبة يد صغيرة تترك أيديكم حرة لالتقاط الصور.</li></ul>" +
        "<p>احجزوا التعديلات قبل أسبوعين على الأقل من اليوم الكبير. يمكن لخياطينا تعديل الحواشي والحمالات في المتجر.</p>",
    },
  },
  "Linen, Simply": {
    fr: {
      title: "Le lin, simplement",
      description:
        "Pourquoi le lin est la matière idéale de l'été, comment le laver sans le faire rétrécir, et pourquoi ses plis font partie de son charme.",
      categories: "Matières, Guides d'entretien",
      content:
        "<p>Le <a href=\"https://fr.wikipedia.org/wiki/Fibre_de_lin\">lin</a> est tissé à partir des fibres de la plante du même nom et se porte autour de la Méditerranée depuis des milliers d'années. Il absorbe l'humidité, sèche vite et reste frais sur la peau : exactement ce qu'il vous faut en juillet.</p>" +
        "<h2>Laver le lin</h2>" +
        "<p>Lavez-le à 30 ou 40 degrés en cycle délicat avec une lessive douce. Oubliez l'adoucissant, qui enrobe les fibres et les empêche de bien respirer. Faites-le sécher sur un fil, à l'ombre, pour protéger la couleur.</p>" +
        "<h2>À propos des plis</h2>" +
        "<p>Le lin se froisse, et cela fait partie de son élégance décontractée. Si vous préférez un aspect plus net, repassez-le encore légèrement humide à température élevée, ou suspendez-le dans la salle de bains pendant votre douche.</p>" +
        "<h3>Avec quoi l'associer</h3>" +
        "<p>Les tons naturels comme le sable, l'olive et la pierre se marient facilement entre eux. Ajoutez des sandales en cuir, un sac en paille et une fine chaîne dorée pour une tenue d'été sans effort.</p>",
    },
    ar: {
      title: "الكتان ببساطة",
      description: "لماذا يُعد الكتان القماش المثالي للصيف، وكيف تغسلونه دون أن ينكمش، ولماذا تُعد تجاعيده جزءًا من سحره.",
      categories: "الأقمشة، أدلة العناية",
      content:
        `<p>يُنسج <a href="${arabicWikipedia("كتان")}">الكتان</a> من ألياف النبتة التي تحمل الاسم نفسه، ويُلبس حول البحر الأبيض المتوسط منذ آلاف السنين. يمتص الرطوبة ويجف بسرعة ويبقى منعشًا على البشرة: تمامًا ما تحتاجونه في جويلية.</p>` +
        "<h2>غسل الكتان</h2>" +
        "<p>اغسلوه على 30 أو 40 درجة بدورة لطيفة ومنظف معتدل. استغنوا عن منعم الأقمشة، فهو يغلف الألياف ويقلل من قدرتها على التنفس. وجففوه على الحبل في الظل لحماية لونه.</p>" +
        "<h2>عن تلك التجاعيد</h2>" +
        "<p>الكتان يتجعد، وهذا جزء من أناقته العفوية. إن كنتم تفضلون مظهرًا أكثر ترتيبًا، فاكووه وهو لا يزال رطبًا قليلًا على حرارة عالية، أو علقوه في الحمام أثناء الاستحمام.</p>" +
        "<h3>مع ماذا تنسقونه</h3>" +
        "<p>الألوان الطبيعية كالرملي والزيتوني والحجري تتناسق بسهولة فيما بينها. أضيفوا صندلًا جلديًا وحقيبة من القش وسلسلة ذهبية رفيعة لإطلالة صيفية بلا عناء.</p>",
    },
  },
  "Jewellery Layering": {
    fr: {
      title: "Bijoux superposés",
      description: "Comment superposer colliers, chaînes et bracelets sans en faire trop : longueurs, métaux et quelques règles simples.",
      categories: "Bijoux, Guides de style",
      content:
        "<p>Superposer ses bijoux est une façon simple de personnaliser une tenue sobre. Le secret : <strong>jouer sur les contrastes de longueur et d'épaisseur</strong>, avec un fil conducteur qui relie le tout.</p>" +
        "<h2>Les colliers</h2>" +
        "<p>Commencez par une chaîne courte d'environ 40 cm, ajoutez-en une deuxième de 45 cm avec un petit pendentif, et terminez par une pièce plus longue d'environ 50 cm. Laissez quelques centimètres entre chacune pour qu'elles ne s'emmêlent pas.</p>" +
        "<h2>Les bracelets</h2>" +
        "<p>Associez un bracelet de perles, une chaîne fine et une montre. Portez-les au poignet dont vous vous servez le moins, pour rester à l'aise toute la journée.</p>" +
        "<ul><li>Mélanger l'or et l'argent, c'est permis si vous répétez chaque métal au moins deux fois.</li><li>Restez sobre côté boucles d'oreilles quand vous superposez les colliers.</li><li>Retirez vos bijoux avant de nager et de vous parfumer.</li></ul>" +
        "<p>Rangez chaque pièce séparément dans une pochette douce pour éviter rayures et nœuds.</p>",
    },
    ar: {
      title: "تنسيق المجوهرات",
      description: "كيف تنسقون القلادات والسلاسل والأساور في طبقات دون مبالغة: الأطوال والمعادن وبضع قواعد بسيطة.",
      categories: "المجوهرات، أدلة الأناقة",
      content:
        "<p>ارتداء المجوهرات في طبقات طريقة سهلة لإضفاء لمسة شخصية على إطلالة بسيطة. السر هو <strong>التباين في الطول والسمك</strong>، مع خيط مشترك يجمع القطع كلها.</p>" +
        "<h2>القلادات</h2>" +
        "<p>ابدؤوا بسلسلة قصيرة بطول 40 سم تقريبًا، وأضيفوا ثانية بطول 45 سم مع دلاية صغيرة، واختموا بقطعة أطول بحوالي 50 سم. اتركوا بضعة سنتيمترات بين كل واحدة والأخرى حتى لا تتشابك.</p>" +
        "<h2>الأساور</h2>" +
        "<p>امزجوا سوارًا من الخرز مع سلسلة رفيعة وساعة. والبسوها في المعصم الأقل استعمالًا، لتبقى مريحة طوال اليوم.</p>" +
        "<ul><li>مزج الذهب والفضة لا بأس به إذا كررتم كل معدن مرتين على الأقل.</li><li>اختاروا أقراطًا بسيطة عندما ترتدون عدة قلادات.</li><li>انزعوا مجوهراتكم قبل السباحة ووضع العطر.</li></ul>" +
        "<p>احفظوا كل قطعة على حدة في كيس ناعم لتجنب الخدوش والتشابك.</p>",
    },
  },
  "Sneakers That Last": {
    fr: {
      title: "Des baskets durables",
      description:
        "Nettoyer, sécher et alterner vos baskets et vos chaussures de running pour qu'elles restent confortables et gardent plus longtemps leur allure.",
      categories: "Chaussures, Guides d'entretien",
      content:
        "<p>Les baskets souffrent de la poussière, du sable et de la chaleur. Avec un peu d'attention, elles peuvent facilement durer deux fois plus longtemps.</p>" +
        "<h2>Nettoyez peu, mais souvent</h2>" +
        "<p>Après une journée poussiéreuse, essuyez les semelles et les tiges avec une brosse douce et un chiffon trempé dans de l'eau savonneuse. Pour le cuir blanc, une pâte de bicarbonate de soude et d'eau fait disparaître la plupart des marques.</p>" +
        "<h2>Séchez-les correctement</h2>" +
        "<p>Ne laissez jamais vos chaussures au soleil ou sur un radiateur : la colle s'affaiblit et la mousse durcit. Retirez les semelles intérieures, bourrez les chaussures de papier journal et laissez-les sécher toute la nuit.</p>" +
        "<h3>Les chaussures de running</h3>" +
        "<p>L'amorti s'use après 600 à 800 km environ. Si vos genoux commencent à protester ou si la semelle intermédiaire présente des plis profonds, il est temps de changer de paire. Alterner deux paires laisse à la mousse le temps de récupérer entre deux sorties.</p>" +
        "<p><em>Bonus :</em> gardez des lacets propres en les lavant dans un petit filet avec votre prochaine lessive.</p>",
    },
    ar: {
      title: "أحذية رياضية تدوم",
      description: "تنظيف أحذيتكم الرياضية وأحذية الجري وتجفيفها والتناوب عليها، حتى تبقى مريحة وتحافظ على مظهرها الجديد لمدة أطول.",
      categories: "الأحذية، أدلة العناية",
      content:
        "<p>تعاني الأحذية الرياضية من الغبار والرمل والحرارة. ومع قليل من الاهتمام، يمكن أن تدوم بسهولة ضعف المدة.</p>" +
        "<h2>نظفوها قليلًا وباستمرار</h2>" +
        "<p>بعد الأيام المغبرة، امسحوا النعال والأجزاء العلوية بفرشاة ناعمة وقطعة قماش مبللة بماء وصابون. وللجلد الأبيض، تزيل عجينة من بيكربونات الصودا والماء معظم البقع.</p>" +
        "<h2>جففوها كما يجب</h2>" +
        "<p>لا تتركوا الأحذية أبدًا تحت الشمس أو على المدفأة: فالغراء يضعف والرغوة تتصلب. انزعوا النعال الداخلية واحشوا الأحذية بورق الجرائد واتركوها تجف طوال الليل.</p>" +
        "<h3>أحذية الجري</h3>" +
        "<p>تبلى طبقة التوسيد بعد 600 إلى 800 كلم تقريبًا. إذا بدأت ركبتاكم تشتكيان أو ظهرت تجاعيد عميقة في النعل الأوسط، فقد حان وقت زوج جديد. والتناوب بين زوجين يمنح الرغوة وقتًا لتستعيد شكلها بين جري وآخر.</p>" +
        "<p><em>نصيحة إضافية:</em> حافظوا على نظافة الأربطة بغسلها في كيس صغير مع الغسيل القادم.</p>",
    },
  },
  "Capsule Wardrobe": {
    fr: {
      title: "Garde-robe capsule",
      description:
        "Constituez une petite garde-robe polyvalente, faite de pièces qui vont ensemble : vous vous habillez plus vite et vous portez chaque vêtement.",
      categories: "Guides de style",
      content:
        "<p>Une garde-robe capsule, c'est une courte liste de pièces bien choisies qui se combinent facilement. Elle fait gagner de l'argent, du temps et de la place, et la valise d'un séjour à Djerba ou à Tabarka se boucle en dix minutes.</p>" +
        "<h2>Commencez par une palette</h2>" +
        "<p>Choisissez deux bases neutres, comme le bleu marine et le sable, et une ou deux couleurs d'accent que vous aimez. Tout ce que vous achetez doit aller avec au moins trois autres pièces.</p>" +
        "<h2>Les essentiels</h2>" +
        "<ol><li>Deux chemises : une blanche, une dans une couleur douce</li><li>Un jean bien coupé et un pantalon de tailleur</li><li>Une robe qui passe du jour au soir</li><li>Des baskets blanches impeccables et une paire de chaussures habillées</li><li>Un sac en cuir dans un ton neutre</li></ol>" +
        "<p>Faites le tri dans votre garde-robe à chaque saison. Si vous n'avez pas porté un vêtement depuis un an, offrez-lui une seconde vie en le donnant.</p>",
    },
    ar: {
      title: "خزانة الأساسيات",
      description: "كوّنوا خزانة صغيرة ومتعددة الاستعمالات من قطع تتناسق فيما بينها، فيصبح اختيار ملابسكم أسرع وتُلبس كل قطعة فيها.",
      categories: "أدلة الأناقة",
      content:
        "<p>خزانة الأساسيات قائمة قصيرة من القطع المختارة بعناية التي تتناسق بسهولة. توفر المال والوقت والمساحة، وتجعل تحضير حقيبة السفر إلى جربة أو طبرقة مهمة لا تستغرق أكثر من عشر دقائق.</p>" +
        "<h2>ابدؤوا بلوحة ألوان</h2>" +
        "<p>اختاروا لونين محايدين أساسيين، كالكحلي والرملي، ولونًا أو لونين مميزين تحبونهما. كل ما تشترونه يجب أن يتناسق مع ثلاث قطع أخرى على الأقل.</p>" +
        "<h2>القطع الأساسية</h2>" +
        "<ol><li>قميصان: واحد أبيض وآخر بلون هادئ</li><li>سروال جينز بمقاس مضبوط وسروال مفصل</li><li>فستان يناسب النهار والسهرة</li><li>حذاء رياضي أبيض نظيف وزوج من الأحذية الأنيقة</li><li>حقيبة جلدية بلون محايد</li></ol>" +
        "<p>راجعوا خزانتكم في كل موسم. وإن لم تلبسوا قطعة منذ عام، فامنحوها حياة جديدة بالتبرع بها.</p>",
    },
  },
  "Finding Your Size": {
    fr: {
      title: "Trouver sa taille",
      description:
        "Comment prendre vos mesures chez vous et lire nos guides des tailles, pour que les pièces commandées en ligne vous aillent du premier coup.",
      categories: "Aide aux achats",
      content:
        "<p>Commander en ligne est plus simple quand vous connaissez vos mesures. Il vous suffit d'un mètre ruban souple et de cinq minutes.</p>" +
        "<h2>Prenez trois mesures</h2>" +
        "<ul><li><strong>Tour de poitrine :</strong> autour de la partie la plus forte, en gardant le mètre bien horizontal.</li><li><strong>Tour de taille :</strong> à l'endroit le plus fin, en général juste au-dessus du nombril.</li><li><strong>Tour de hanches :</strong> autour de la partie la plus large, pieds joints.</li></ul>" +
        "<p>Comparez ces chiffres avec le guide des tailles de chaque fiche produit. Si vous êtes entre deux tailles, prenez la plus grande pour les pièces ajustées et la plus petite pour les coupes amples.</p>" +
        "<h3>Chaussures</h3>" +
        "<p>Mesurez vos pieds en fin d'après-midi, quand ils sont un peu plus grands, et ajoutez un demi-centimètre pour le confort.</p>" +
        "<p>Un article ne vous va pas ? L'échange est gratuit sous 14 jours dans toutes nos boutiques, et par livraison partout en Tunisie.</p>",
    },
    ar: {
      title: "دليل المقاسات",
      description:
        "كيف تأخذون قياساتكم في البيت وتقرؤون أدلة المقاسات لدينا، حتى تناسبكم القطع التي تطلبونها عبر الإنترنت من المرة الأولى.",
      categories: "مساعدة في التسوق",
      content:
        "<p>يصبح الطلب عبر الإنترنت أسهل عندما تعرفون قياساتكم. كل ما تحتاجونه شريط قياس مرن وخمس دقائق.</p>" +
        "<h2>خذوا ثلاثة قياسات</h2>" +
        "<ul><li><strong>الصدر:</strong> حول الجزء الأعرض، مع إبقاء الشريط مستويًا.</li><li><strong>الخصر:</strong> عند أضيق نقطة، عادةً فوق السرة مباشرة.</li><li><strong>الوركان:</strong> حول الجزء الأعرض، مع ضم القدمين.</li></ul>" +
        "<p>قارنوا هذه الأرقام بدليل المقاسات في صفحة كل منتج. وإذا كنتم بين مقاسين، فاختاروا الأكبر للقطع الضيقة والأصغر للقصات الواسعة.</p>" +
        "<h3>الأحذية</h3>" +
        "<p>قيسوا أقدامكم في آخر الظهيرة، حين تكون أكبر قليلًا، وأضيفوا نصف سنتيمتر للراحة.</p>" +
        "<p>قطعة لا تناسبكم؟ الاستبدال مجاني خلال 14 يومًا في جميع متاجرنا، وعن طريق التوصيل إلى أي مكان في تونس.</p>",
    },
  },
  "Palm Print Season": {
    fr: {
      title: "Imprimés palmiers",
      description:
        "Imprimés tropicaux, verts terreux et couleurs de l'oasis : comment adopter en toute simplicité la tendance botanique de la saison.",
      categories: "Tendances",
      content:
        "<p>Cette saison, les créateurs se tournent vers l'oasis. Palmes, feuilles d'olivier et fleurs de jasmin s'invitent sur les robes, les chemises et les foulards, dans des tons de sauge, d'olive et de vert profond.</p>" +
        "<h2>Commencez petit</h2>" +
        "<p>Si les imprimés vous intimident, commencez par un accessoire : un cabas imprimé, un foulard noué à votre sac ou une paire de boucles d'oreilles vertes. Essayez ensuite une chemise imprimée avec un pantalon uni.</p>" +
        "<h2>Équilibrez la tenue</h2>" +
        "<p>Associez un imprimé marqué à des couleurs unies tirées du motif lui-même. Un imprimé feuillage aux tons olive et crème va très bien avec un chino sable et des sandales en cuir fauve.</p>" +
        "<blockquote>Un seul imprimé fort par tenue suffit largement. Laissez-le briller.</blockquote>" +
        "<p>Les verts flattent aussi toutes les carnations, surtout après quelques jours au soleil. Découvrez nos nouveautés pour voir toute la collection.</p>",
    },
    ar: {
      title: "موسم نقوش النخيل",
      description: "نقوش استوائية ودرجات الأخضر الترابي وألوان الواحة: كيف تعتمدون صيحة النقوش النباتية لهذا الموسم بكل سهولة.",
      categories: "صيحات الموضة",
      content:
        "<p>هذا الموسم، يتجه المصممون نحو الواحة. سعف النخيل وأوراق الزيتون وزهور الياسمين تظهر على الفساتين والقمصان والأوشحة، بدرجات المريمية والزيتوني والأخضر الداكن.</p>" +
        "<h2>ابدؤوا بخطوة صغيرة</h2>" +
        "<p>إذا كانت النقوش تبدو لكم جريئة، فابدؤوا بإكسسوار: حقيبة قماشية منقوشة، أو وشاح معقود على حقيبتكم، أو قرطان باللون الأخضر. ثم جربوا قميصًا منقوشًا مع سروال بلون سادة.</p>" +
        "<h2>وازنوا الإطلالة</h2>" +
        "<p>نسقوا النقش اللافت مع ألوان سادة مستمدة من النقش نفسه. فنقش الأوراق بدرجات الزيتوني والكريمي يتناسق مع سروال شينو رملي وصندل من الجلد البني الفاتح.</p>" +
        "<blockquote>نقش لافت واحد في الإطلالة يكفي تمامًا. دعوه يتألق.</blockquote>" +
        "<p>كما أن درجات الأخضر تليق بكل ألوان البشرة، خاصة بعد بضعة أيام تحت الشمس. اكتشفوا أحدث منتجاتنا لرؤية المجموعة كاملة.</p>",
    },
  },
};
