/**
 * Sentence banks for the generated blog articles: one entry per topic the title list covers,
 * plus general sections and the showroom closing. `article-generator.ts` picks from them.
 * Everything here is plain text in the blog's Markdown subset (`**bold**` only).
 */

import { ARTICLE_TAGS } from '@ogulf/contracts';
import type { ArticleAuthor } from './model';

export interface TopicSection {
  /** Sentence case, starting with a common word (it is lowercased inside excerpts). */
  heading: string;
  /** The first sentence always opens the paragraph; two of the others follow. */
  sentences: readonly string[];
  /** Four of these become the bullet list when the section carries the checklist. */
  checklist: readonly string[];
}

export interface Topic {
  id: string;
  /** Title words that select the topic; the topic whose words appear first in a title leads. */
  match: RegExp;
  /** Tags from the fixed vocabulary, most specific first. */
  tags: readonly string[];
  /** Opening sentences of an article led by this topic. */
  intros: readonly string[];
  /** Start of the generated excerpt, which goes on with two of the section headings. */
  excerptLead: string;
  sections: readonly TopicSection[];
  author: ArticleAuthor;
}

/** Every tag an article may carry (lowercase, hyphenated): the contracts' list the admin's form checks too. */
export const TAG_VOCABULARY = ARTICLE_TAGS;

export type Tag = (typeof TAG_VOCABULARY)[number];

export const AUTHORS = {
  rania: {
    name: 'Rania Haddad',
    title: 'Workplace Design Consultant',
    bio: 'Rania plans workspaces for companies across Doha and Lusail. She specialises in ergonomic seating, desk setups and lighting, and has helped hundreds of customers choose furniture in our Salwa Road showroom.',
    nameAr: 'رانيا حداد',
    titleAr: 'مستشارة تصميم بيئات العمل',
    bioAr:
      'تخطط رانيا مساحات العمل لشركات في أنحاء الدوحة ولوسيل، وتتخصص في المقاعد المريحة وتجهيز المكاتب والإضاءة. وقد ساعدت مئات العملاء على اختيار أثاثهم في صالة عرضنا على طريق سلوى.',
  },
  yousef: {
    name: 'Yousef Khalil',
    title: 'Fit-Out Project Manager',
    bio: 'Yousef coordinates office fit-outs from first floor plan to handover, working with landlords, contractors and building managements across Qatar. He writes about planning, budgets and shared spaces.',
    nameAr: 'يوسف خليل',
    titleAr: 'مدير مشاريع التجهيز',
    bioAr:
      'ينسّق يوسف مشاريع تجهيز المكاتب من أول مخطط للطابق حتى التسليم، ويعمل مع الملّاك والمقاولين وإدارات المباني في أنحاء قطر. ويكتب عن التخطيط والميزانيات والمساحات المشتركة.',
  },
  omar: {
    name: 'Omar Farooq',
    title: 'IT Products Specialist',
    bio: 'Omar advises businesses on computers, printers, interactive screens and network equipment, and looks after the after-sales support of our IT customers.',
    nameAr: 'عمر فاروق',
    titleAr: 'أخصائي المنتجات التقنية',
    bioAr:
      'يقدّم عمر المشورة للشركات في أجهزة الحاسوب والطابعات والشاشات التفاعلية ومعدات الشبكات، ويتابع خدمة ما بعد البيع لعملائنا في مجال تقنية المعلومات.',
  },
  ahmed: {
    name: 'Ahmed Nasser',
    title: 'Security and Bank Equipment Specialist',
    bio: 'Ahmed helps banks, exchange houses, retailers and families choose safes, cash handling machines and counter furniture, and has worked in the security equipment trade in Qatar for over a decade.',
    nameAr: 'أحمد ناصر',
    titleAr: 'أخصائي معدات الحماية والمعدات المصرفية',
    bioAr:
      'يساعد أحمد البنوك ومحلات الصرافة ومتاجر التجزئة والأسر على اختيار الخزائن وآلات التعامل مع النقد وأثاث نوافذ الخدمة، ويعمل في تجارة معدات الحماية في قطر منذ أكثر من عشر سنوات.',
  },
  sara: {
    name: 'Sara Mahmoud',
    title: 'Showroom Manager',
    bio: 'Sara runs our showroom on Salwa Road and works with customers furnishing homes and offices every day. She writes about care, materials, stationery and everyday practicalities.',
    nameAr: 'سارة محمود',
    titleAr: 'مديرة صالة العرض',
    bioAr:
      'تدير سارة صالة عرضنا على طريق سلوى، وتلتقي كل يوم بعملاء يؤثثون منازلهم ومكاتبهم. وتكتب عن العناية بالأثاث والخامات والقرطاسية وتفاصيل الحياة العملية اليومية.',
  },
} satisfies Record<string, Required<ArticleAuthor>>;

export const TOPICS: readonly Topic[] = [
  {
    id: 'bank',
    match: /\b(?:bank\w*|cash|currency|counterfeit|coins?|queue)\b/i,
    tags: ['bank-equipment', 'security'],
    author: AUTHORS.ahmed,
    excerptLead: 'A practical guide to cash handling equipment for businesses in Qatar',
    intros: [
      'Banks, exchange houses, supermarkets and busy retailers in Qatar handle large volumes of cash every day, and the right equipment saves time while reducing costly mistakes.',
      'Counting, checking and storing cash by hand is slow and error-prone, which is why more businesses in Qatar are investing in dedicated banking equipment.',
    ],
    sections: [
      {
        heading: 'Matching the machine to your cash volume',
        sentences: [
          'Start by estimating how many notes you process on a normal day and on your busiest days, such as month-end or before Eid.',
          'A small shop may only need a compact counter with basic counterfeit detection, while a bank branch needs mixed-denomination counting and sorting.',
          '**Speed ratings** are measured in notes per minute, but real throughput also depends on how quickly staff can load and unload the hopper.',
          'Choose a model with some spare capacity so it does not become a bottleneck as your business grows.',
        ],
        checklist: [
          'Daily and peak note volumes',
          'Single or mixed denominations',
          'Support for Qatari riyal and the foreign currencies you accept',
          'Hopper and stacker capacity',
          'Noise level at the counter',
        ],
      },
      {
        heading: 'Counterfeit detection you can rely on',
        sentences: [
          'Good detectors combine several checks, such as ultraviolet, magnetic, infrared and size detection, rather than relying on one.',
          'Make sure the machine can be updated when new banknote series are issued, and ask who performs the updates locally.',
          'For counters that receive foreign currency, check which currencies are supported out of the box.',
          'Staff training matters as much as the machine: everyone should know what to do when a suspect note is rejected.',
        ],
        checklist: [
          'UV, magnetic and infrared detection',
          'Software updates for new note series',
          'Clear alerts that identify the suspect note',
          'A written procedure for rejected notes',
          'Regular test runs with known genuine notes',
        ],
      },
      {
        heading: 'Keeping equipment accurate and in service',
        sentences: [
          'Cash machines collect dust and paper fibres, which is why regular cleaning of the sensors and rollers keeps them accurate.',
          'In Qatar, fine dust makes this even more important, especially near doors and in busy branches.',
          'Agree a service plan with your supplier that includes preventive maintenance and a replacement unit if a repair takes time.',
          'Keep a log of faults and counts so you can spot a machine that starts to drift before it causes discrepancies.',
        ],
        checklist: [
          'Weekly cleaning of sensors and rollers',
          'Preventive maintenance visits',
          'Local spare parts and repair times',
          'A backup unit for peak days',
          'Fault and discrepancy log',
        ],
      },
    ],
  },
  {
    id: 'security',
    match: /\b(?:safes?|fireproof|security|securing|shredders?|access control|valuables)\b/i,
    tags: ['security', 'storage'],
    author: AUTHORS.ahmed,
    excerptLead: 'Expert advice on protecting cash, documents and valuables in Qatar',
    intros: [
      'Every business and household has something worth protecting, from cash and passports to contracts, title deeds and backup drives.',
      'Security equipment is one of those purchases that only proves its value on a bad day, so it pays to choose carefully.',
    ],
    sections: [
      {
        heading: 'Knowing what you need to protect',
        sentences: [
          'Make a list of what will go inside: cash, jewellery, documents, digital media or a mix of these.',
          'Cash and jewellery call for burglary resistance, while paper and data need protection from fire and heat.',
          'Digital media such as hard drives are more sensitive to heat than paper, so they need a safe rated for data.',
          'Measure the largest items, such as document folders or laptops, before choosing an interior size.',
        ],
        checklist: [
          'List of contents and their value',
          'Largest item to fit inside',
          'Fire rating for paper or for data',
          'Burglary rating suited to the cash held',
          'Room to grow over the next few years',
        ],
      },
      {
        heading: 'Choosing the right locks and ratings',
        sentences: [
          'Safes come with key locks, mechanical combination locks or electronic keypads, and each suits a different routine.',
          'Electronic locks make it easy to change codes when staff change and can keep an audit trail of openings.',
          '**Independent test ratings** for fire and burglary resistance are a better guide than thickness or weight alone.',
          'For offices where several people need access, consider dual-control locks or separate compartments.',
        ],
        checklist: [
          'Lock type that suits daily use',
          'Code changes when staff leave',
          'Certified fire and burglary ratings',
          'Dual control for high-value contents',
          'Spare keys stored away from the safe',
        ],
      },
      {
        heading: 'Installing and using it properly',
        sentences: [
          'Even a heavy safe should be anchored to the floor or wall, because an unanchored unit can simply be carried away.',
          'Choose a discreet location that is still practical, since a safe that is awkward to reach tends to be left open.',
          'Check floor loading for large safes on upper floors, and plan the delivery route through lifts and doors.',
          'Finally, keep a record of serial numbers and supplier details so lost keys or forgotten codes can be handled quickly.',
        ],
        checklist: [
          'Anchoring to floor or wall',
          'Discreet but practical location',
          'Floor loading and delivery route checked',
          'Serial numbers and supplier details recorded',
          'Routine of closing and locking every evening',
        ],
      },
    ],
  },
  {
    id: 'it',
    match:
      /\b(?:printers?|laptops?|desktops?|computers?|(?:interactive )?screens?|displays?|monitors?(?! arms?)|projectors?|networking|ups)\b/i,
    tags: ['it-products', 'office-furniture'],
    author: AUTHORS.omar,
    excerptLead: 'Advice on choosing and looking after IT equipment for offices in Qatar',
    intros: [
      'Technology is now part of every workstation and meeting room, and choosing the right equipment affects productivity as much as the furniture around it.',
      'IT purchases tend to be driven by price and specifications, yet reliability, support and running costs matter just as much to a busy office.',
    ],
    sections: [
      {
        heading: 'Understanding how your team works',
        sentences: [
          'List the tasks the equipment must handle, from email and spreadsheets to design work, video calls or high-volume printing.',
          'Buying for the heaviest user everywhere wastes money, while buying the cheapest option for everyone slows down key staff.',
          'Group users into two or three profiles and choose a standard model for each, which also simplifies support.',
          'Think about the next three to four years, not just today, because most office equipment is replaced on that cycle.',
        ],
        checklist: [
          'User profiles and their main tasks',
          'Expected lifetime of the equipment',
          'Compatibility with existing software and systems',
          'Arabic and English keyboard or interface needs',
          'Standard models to simplify support',
        ],
      },
      {
        heading: 'Looking beyond the purchase price',
        sentences: [
          'The real cost of IT equipment includes consumables, energy, maintenance and downtime over its whole life.',
          'For printers, compare the cost per page of toner or ink, not only the price of the machine.',
          'Energy-efficient models run cooler, which helps in server corners and small rooms where heat builds up quickly in Qatar.',
          'A **local warranty** with on-site service is worth more than a longer warranty that requires shipping the unit abroad.',
        ],
        checklist: [
          'Cost of consumables per page or per year',
          'Power consumption and heat output',
          'Local warranty and on-site service',
          'Availability of spare parts in Qatar',
          'Replacement time if a unit fails',
        ],
      },
      {
        heading: 'Protecting equipment from heat, dust and power problems',
        sentences: [
          'Electronics suffer in heat and dust, so keep vents clear and avoid placing equipment against sunny windows.',
          'A small UPS protects computers and network equipment from power dips and gives time to shut down safely.',
          'Regular cleaning of fans and filters extends the life of computers, printers and projectors in dusty conditions.',
          'Plan cable routes and power points with your furniture supplier so that desks and screens are installed together.',
        ],
        checklist: [
          'Clear ventilation around each device',
          'UPS for critical equipment',
          'Dust cleaning schedule for fans and filters',
          'Cable management built into the furniture',
          'Surge protection on every power strip',
        ],
      },
    ],
  },
  {
    id: 'stationery',
    match: /\b(?:stationery|pens?|notebooks?|supplies)\b/i,
    tags: ['stationery', 'office-furniture'],
    author: AUTHORS.sara,
    excerptLead: 'Practical tips on buying and managing office stationery in Qatar',
    intros: [
      'Stationery is a small line in the budget but a constant source of frustration when the right items run out at the wrong moment.',
      'From printer paper to pens and files, stationery keeps an office running, and a little planning avoids both shortages and waste.',
    ],
    sections: [
      {
        heading: 'Building a core list of essentials',
        sentences: [
          'Start with a short core list of the items every desk and every meeting room needs, and review it with your team.',
          'Typical essentials include pens, notebooks, sticky notes, files, staplers, printer paper and toner.',
          'Standardising on a few brands and colours makes ordering simpler and gives the office a tidy, consistent look.',
          'Keep specialist items, such as presentation folders or branded envelopes, on a separate list with their own reorder levels.',
        ],
        checklist: [
          'Pens, markers and highlighters',
          'A4 paper, notebooks and sticky notes',
          'Files, folders and document wallets',
          'Staplers, punches and clips',
          'Printer toner and spare cartridges',
        ],
      },
      {
        heading: 'Ordering smart and storing well',
        sentences: [
          'Buying in bulk lowers unit prices, but only for items you use steadily and that keep well in storage.',
          'Set a minimum stock level for each item and reorder when it is reached, rather than waiting until something runs out.',
          'Paper stored in a hot or humid room curls and jams printers, so keep it in a cool, dry cupboard away from outside walls.',
          'A single person responsible for ordering avoids duplicate orders and forgotten ones.',
        ],
        checklist: [
          'Minimum stock level per item',
          'One person responsible for orders',
          'Cool, dry storage for paper',
          'Monthly check of usage against budget',
          'Labelled shelves so stock is easy to count',
        ],
      },
      {
        heading: 'Reducing waste without slowing people down',
        sentences: [
          'Double-sided printing, digital forms and shared printers can cut paper use noticeably without changing how people work.',
          'Refillable pens and recycled paper are easy first steps towards a greener office.',
          'Placing supplies close to where they are used, in pedestals or a central stationery cabinet, reduces both hoarding and trips.',
          'Review usage every quarter to spot items that are ordered often but rarely used.',
        ],
        checklist: [
          'Double-sided printing by default',
          'Recycled paper where quality allows',
          'Refillable pens and markers',
          'Central stationery cabinet',
          'Quarterly review of slow-moving items',
        ],
      },
    ],
  },
  {
    id: 'home-office',
    match: /\b(?:home office|remote work\w*|working from home)\b/i,
    tags: ['home-office', 'ergonomics'],
    author: AUTHORS.rania,
    excerptLead: 'Practical advice for a comfortable, productive home office in Qatar',
    intros: [
      'More people in Qatar now work from home for at least part of the week, and a well-planned corner of the home can be as productive as any office.',
      'Working from the dining table or the sofa is fine for a day, but over weeks it takes a toll on comfort and concentration.',
    ],
    sections: [
      {
        heading: 'Choosing the right spot',
        sentences: [
          'Look for a quiet corner with natural light from the side, rather than directly behind or in front of the screen.',
          'A spare bedroom is ideal, but a well-chosen alcove in a living area can work if you can close the day by tidying it away.',
          'Check that there are power points nearby and that your Wi-Fi signal is strong enough for video calls.',
          'In many villas and apartments the afternoon sun is strong, so blinds or curtains help keep the space cool and glare-free.',
        ],
        checklist: [
          'Quiet area with side lighting',
          'Power points and strong Wi-Fi',
          'Blinds or curtains for afternoon sun',
          'Space to tidy away work at the end of the day',
          'Enough room to push the chair back',
        ],
      },
      {
        heading: 'Getting the desk and chair right',
        sentences: [
          'A compact desk of 100 to 120 centimetres is enough for a laptop, a monitor and some paperwork.',
          'Invest in a proper task chair with adjustable height and lumbar support, because a dining chair is not designed for eight hours of sitting.',
          'If you use a laptop all day, add a stand or a separate monitor with a keyboard so the screen is at eye level.',
          'Drawers or a small pedestal keep documents out of sight and protect them from children and visitors.',
        ],
        checklist: [
          'Desk wide enough for screen and papers',
          'Adjustable task chair with lumbar support',
          'Screen at eye level',
          'Separate keyboard and mouse for laptops',
          'Lockable drawer for documents',
        ],
      },
      {
        heading: 'Making it a space you want to work in',
        sentences: [
          'A plant, a good desk lamp and a pinboard can turn a corner of a room into a place you are happy to sit every morning.',
          'Keep cables tidy with a simple tray or clips so the area looks calm and is safe for children.',
          'Choose finishes that blend with the rest of the home, so the workspace does not feel like an office dropped into a living room.',
          'Finally, set a routine: a clear start and finish to the working day matters as much as the furniture.',
        ],
        checklist: [
          'Task lamp for evening work',
          'Cable tray or clips',
          'Finishes that match the room',
          'A plant or personal touch',
          'Headset for calls in a shared home',
        ],
      },
    ],
  },
  {
    id: 'lighting',
    match: /\b(?:lighting|lights?|lamps?)\b/i,
    tags: ['lighting', 'ergonomics'],
    author: AUTHORS.rania,
    excerptLead: 'Guidance on office lighting that reduces eye strain and keeps teams alert',
    intros: [
      'Lighting is often the last thing considered in an office, yet it affects comfort, mood and eye strain every hour of the working day.',
      'Good lighting is not just about brightness: the position, colour and control of light all shape how comfortable a workspace feels.',
    ],
    sections: [
      {
        heading: 'Making the most of daylight',
        sentences: [
          'Natural light improves mood and alertness, so place desks where people can enjoy it without facing bright windows.',
          'In Qatar the sun is strong for most of the year, and glare on screens is a common complaint in glass towers.',
          'Position screens at right angles to windows and use blinds that let you control brightness without blocking the view.',
          'Keep tall storage away from windows so daylight can reach further into the room.',
        ],
        checklist: [
          'Screens at right angles to windows',
          'Adjustable blinds on sunny facades',
          'Low storage near windows',
          'No desks facing directly into the sun',
          'Light-coloured desktops to spread daylight',
        ],
      },
      {
        heading: 'Adding task lighting where it is needed',
        sentences: [
          'Ceiling lights provide general light, but detailed work such as reading documents needs a task lamp close to the work.',
          'An adjustable LED lamp lets each person set the brightness and direction that suits their eyes.',
          '**Neutral white light** around 4000 K works well for most office tasks, while warmer light suits lounges and meeting areas.',
          'LED lamps also run cool, which matters in a climate where every extra source of heat adds to the air-conditioning load.',
        ],
        checklist: [
          'Adjustable LED task lamp per desk',
          'Neutral white light for focused work',
          'Warmer light for lounges and meeting rooms',
          'Lamps that do not reflect on screens',
          'Easy-to-reach switches and dimmers',
        ],
      },
      {
        heading: 'Planning light together with furniture',
        sentences: [
          'Lighting works best when it is planned with the furniture layout, not added afterwards.',
          'Moving desks after the ceiling lights are installed can leave some workstations in shadow and others under glare.',
          'Meeting rooms need even, glare-free light over the table and dimming for presentations on screens.',
          'Ask your fit-out team to check the lighting plan against the final furniture drawing before installation.',
        ],
        checklist: [
          'Lighting plan matched to the furniture layout',
          'Even light over meeting tables',
          'Dimming for presentations',
          'No dark corners at workstations',
          'Check after installation with the team',
        ],
      },
    ],
  },
  {
    id: 'sustainability',
    match: /\b(?:sustainab\w*|green\w*|recycl\w*|refurbish\w*|eco)\b/i,
    tags: ['sustainability', 'maintenance'],
    author: AUTHORS.yousef,
    excerptLead: 'Practical ways to make office furniture choices greener in Qatar',
    intros: [
      'Sustainability is now part of many companies’ goals in Qatar, and the furniture you buy is one of the most visible ways to act on it.',
      'The greenest piece of furniture is usually the one that lasts the longest, which is good news for both budgets and the environment.',
    ],
    sections: [
      {
        heading: 'Buying furniture that lasts',
        sentences: [
          'Durable furniture with replaceable parts avoids waste far more than any single recycled material.',
          'Look for solid frames, quality mechanisms and warranties of five years or more on chairs and desks.',
          'Classic designs and neutral finishes stay in style longer, so furniture is not replaced just because it looks dated.',
          'Modular systems can be reconfigured when teams change, instead of being thrown away.',
        ],
        checklist: [
          'Long warranties on chairs and desks',
          'Replaceable parts such as castors and arm pads',
          'Neutral, timeless finishes',
          'Modular systems that can be reconfigured',
          'Local support for repairs',
        ],
      },
      {
        heading: 'Choosing better materials',
        sentences: [
          'Ask about recycled content in steel frames, plastics and fabrics, and about certified wood for desktops and storage.',
          'Low-emission boards and finishes improve indoor air quality, which matters in sealed, air-conditioned buildings.',
          'Mesh chairs use less material than fully upholstered ones and stay cooler in the heat.',
          'Packaging counts too: ask your supplier to reduce it and take it back after installation.',
        ],
        checklist: [
          'Recycled content in frames and plastics',
          'Certified wood for desktops',
          'Low-emission boards and finishes',
          'Reduced packaging taken back after delivery',
          'Material information from the supplier',
        ],
      },
      {
        heading: 'Giving old furniture a second life',
        sentences: [
          'Before buying new, check what can be refurbished: chairs can be reupholstered and desks fitted with new tops.',
          'Furniture that no longer fits your office may still be useful to a school, a charity or a smaller business.',
          'Metal frames and many plastics can be recycled when furniture truly reaches the end of its life.',
          'Keeping an inventory of your furniture makes it much easier to reuse items during a move or refit.',
        ],
        checklist: [
          'Inventory of existing furniture',
          'Reupholstery and new tops where possible',
          'Donation to schools or charities',
          'Recycling of metal and plastic parts',
          'Reuse plan during moves and refits',
        ],
      },
    ],
  },
  {
    id: 'care',
    match: /\b(?:car(?:e|ing)|clean\w*|looking new|maintenance|maintain\w*|climate|dust\w*)\b/i,
    tags: ['maintenance', 'office-furniture'],
    author: AUTHORS.sara,
    excerptLead: 'Simple care routines that keep furniture looking new in Qatar',
    intros: [
      'Good furniture can last a decade or more, but only if it is looked after, and Qatar’s climate makes a simple care routine especially worthwhile.',
      'Sun, dust and dry air-conditioned air are tough on finishes and upholstery, yet most damage is easy to prevent with a few habits.',
    ],
    sections: [
      {
        heading: 'Dealing with dust and daily cleaning',
        sentences: [
          'Fine dust settles on every surface in Qatar, and left alone it dulls finishes and wears fabrics.',
          'Dust desks and storage with a soft, slightly damp microfibre cloth rather than a dry one, which can scratch.',
          'Vacuum fabric chairs and sofas every week with an upholstery brush to stop dust working into the fibres.',
          'Avoid strong household cleaners on laminate, wood and leather; mild soap and water is almost always enough.',
        ],
        checklist: [
          'Microfibre cloth for daily dusting',
          'Weekly vacuuming of upholstery',
          'Mild soap instead of strong cleaners',
          'Spills wiped immediately',
          'Mats at entrances to reduce dust',
        ],
      },
      {
        heading: 'Protecting furniture from sun and heat',
        sentences: [
          'Direct sunlight fades fabrics and wood and can dry out leather within a single summer.',
          'Use blinds or window film on sunny facades, and avoid placing leather sofas or wooden desks in full sun.',
          'Keep furniture away from air-conditioning outlets, where the constant flow of dry air can crack leather and warp wood.',
          'Condition leather every few months to keep it supple in dry indoor air.',
        ],
        checklist: [
          'Blinds or window film on sunny sides',
          'Furniture away from direct air-conditioning flow',
          'Leather conditioned every three to four months',
          'Rotating cushions to spread wear',
          'Coasters and desk pads on wooden tops',
        ],
      },
      {
        heading: 'Checking mechanisms and fittings',
        sentences: [
          'Chairs, desks and storage have moving parts that need occasional attention to keep working smoothly.',
          'Every few months, tighten loose screws, check chair castors for hair and fluff, and test gas lifts and tilt locks.',
          'Drawer runners and locks benefit from a quick clean, and overloaded drawers should be emptied before they bend.',
          'When a part wears out, replacing it early is cheaper than replacing the whole piece later.',
        ],
        checklist: [
          'Screws and fittings tightened',
          'Castors cleaned of hair and fluff',
          'Gas lifts and tilt locks tested',
          'Drawer runners cleaned and not overloaded',
          'Worn parts replaced early',
        ],
      },
    ],
  },
  {
    id: 'meeting',
    match: /\b(?:meetings?|conference|boardrooms?|training|classrooms?)\b/i,
    tags: ['meeting-rooms', 'office-furniture'],
    author: AUTHORS.yousef,
    excerptLead: 'Advice on furnishing meeting, conference and training rooms in Qatar',
    intros: [
      'Meeting rooms are where deals are agreed, projects are planned and clients form their impression of a company.',
      'A meeting room that is too small, too cramped or badly equipped makes every meeting harder than it needs to be.',
    ],
    sections: [
      {
        heading: 'Sizing the table to the room',
        sentences: [
          'Allow about 70 to 80 centimetres of table edge per person so people can sit and write comfortably.',
          'Leave at least one metre between the table and the walls so chairs can be pushed back and people can pass behind.',
          'Size the room for your typical meetings rather than the largest one each year, and use a training room for the big occasions.',
          'Round and oval tables encourage discussion, while rectangular and boat-shaped tables suit formal meetings and presentations.',
        ],
        checklist: [
          '70 to 80 cm of table edge per person',
          'At least one metre of clearance around the table',
          'Table shape that suits the meeting style',
          'Room sized for typical meetings',
          'Space for a credenza or side table',
        ],
      },
      {
        heading: 'Choosing comfortable meeting chairs',
        sentences: [
          'Meeting chairs need to be comfortable for an hour or two, but they do not need every adjustment of a task chair.',
          'Swivel chairs with a simple tilt are a good choice for boardrooms, while stackable chairs suit training rooms.',
          'Mesh backs stay cooler and look light in smaller rooms, and upholstered chairs add a premium feel to boardrooms.',
          'Choose chairs whose armrests slide under the table so the room looks tidy when it is not in use.',
        ],
        checklist: [
          'Swivel and tilt for boardrooms',
          'Stackable or folding chairs for training',
          'Armrests that fit under the table',
          'Easy-clean upholstery',
          'A few spare chairs stored nearby',
        ],
      },
      {
        heading: 'Building in technology',
        sentences: [
          'Most meetings now include a screen or a video call, so plan power and data at the table from the start.',
          'A cable box in the tabletop keeps laptops charged and removes trailing cables across the floor.',
          'Place the screen at the end of the table where everyone can see it without turning their chairs.',
          'Interactive screens and good speakerphones make hybrid meetings with remote colleagues far easier.',
        ],
        checklist: [
          'Power and data box in the tabletop',
          'Screen visible from every seat',
          'Camera and microphone for video calls',
          'Cable management under the table',
          'Simple controls anyone can use',
        ],
      },
    ],
  },
  {
    id: 'reception',
    match: /\b(?:reception|waiting|visitors?|lounge|breakout)\b/i,
    tags: ['reception', 'office-furniture'],
    author: AUTHORS.yousef,
    excerptLead: 'Ideas for reception and waiting areas that welcome visitors in Qatar',
    intros: [
      'The reception area is the first thing a visitor sees, and in a few seconds it tells them a lot about your company.',
      'Whether it is a clinic waiting room or a corporate lobby, a reception area has to look good and work hard at the same time.',
    ],
    sections: [
      {
        heading: 'Making a strong first impression',
        sentences: [
          'A reception desk sets the tone, so choose a design and finish that reflect your brand, whether classic wood or modern white.',
          'Your logo on a feature wall behind the desk and good lighting make the space feel welcoming and professional.',
          'Keep the desk uncluttered, with storage built in for files, deliveries and visitor badges.',
          'In Qatar, many businesses add a small coffee or tea corner to welcome guests in the traditional way.',
        ],
        checklist: [
          'Reception desk that reflects your brand',
          'Logo wall and good lighting',
          'Built-in storage for a tidy desk',
          'Space for tea and coffee service',
          'Clear signage to meeting rooms',
        ],
      },
      {
        heading: 'Seating that is comfortable and durable',
        sentences: [
          'Visitor seating is used by many people every day, so it must be sturdy and easy to clean.',
          'Sofas and armchairs create a relaxed lounge feel, while beam seating suits clinics and government-facing offices with many visitors.',
          'Leather and PU leather wipe clean quickly, and commercial-grade fabrics resist wear and stains.',
          'Plan enough seats for busy times, and leave space for wheelchairs, pushchairs and luggage.',
        ],
        checklist: [
          'Commercial-grade upholstery',
          'Seats for peak visitor numbers',
          'Space for wheelchairs and pushchairs',
          'Coffee tables at a comfortable height',
          'Power points for phones and laptops',
        ],
      },
      {
        heading: 'Planning the flow of people',
        sentences: [
          'Visitors should see the reception desk as soon as they enter, with a clear path to it.',
          'Separate the waiting area slightly from the desk so conversations at the counter stay private.',
          'If staff also pass through reception, keep their route from crossing the seating area.',
          'Think about security too: the receptionist should be able to see the entrance and any doors to the offices.',
        ],
        checklist: [
          'Clear line of sight from the entrance',
          'Private space at the counter',
          'Staff route separate from seating',
          'View of entrances from the desk',
          'Accessible route for all visitors',
        ],
      },
    ],
  },
  {
    id: 'storage',
    match: /\b(?:storage|filing|cabinets?|pedestals?|lockers?|shelving|shelves|archiving)\b/i,
    tags: ['storage', 'office-furniture'],
    author: AUTHORS.yousef,
    excerptLead: 'Practical storage advice for tidy, efficient offices in Qatar',
    intros: [
      'Storage rarely gets the attention that desks and chairs receive, yet a lack of it is one of the most common complaints in any office.',
      'Paperwork has not disappeared from Qatari offices: contracts, government documents and samples all need a place to live.',
    ],
    sections: [
      {
        heading: 'Working out how much storage you need',
        sentences: [
          'Start by measuring what you already store, in metres of files, and deciding what can be archived or scanned.',
          'Separate personal storage, such as pedestals and lockers, from shared team storage and long-term archives.',
          'Active files should be close to the people who use them, while archives can go to a back room or off-site.',
          'Plan about 20 percent spare capacity so new files do not end up on desks and windowsills.',
        ],
        checklist: [
          'Current files measured in metres',
          'Documents to archive or scan',
          'Personal, team and archive storage separated',
          '20 percent spare capacity',
          'Space for samples and supplies',
        ],
      },
      {
        heading: 'Choosing the right type of unit',
        sentences: [
          'Mobile pedestals keep personal items at hand and tuck under the desk, while filing cabinets hold larger volumes of suspended files.',
          'Tall cupboards with adjustable shelves suit binders and boxes, and sliding doors save space in narrow corridors.',
          'Steel storage is strong and fire-resistant, while wooden units match executive furniture and reception areas.',
          'Lockable units are essential for HR files, contracts and anything containing personal data.',
        ],
        checklist: [
          'Pedestals for personal items',
          'Filing cabinets for suspended files',
          'Cupboards with adjustable shelves',
          'Steel or wood to match the space',
          'Locks for confidential documents',
        ],
      },
      {
        heading: 'Using storage to shape the space',
        sentences: [
          'Low storage units can divide open-plan areas, giving teams a sense of their own zone without blocking light.',
          'Topped with cushions, a long storage unit also becomes informal seating for quick meetings.',
          'Keep tall units against walls and make sure they are fixed so they cannot tip over.',
          'Label shelves and drawers clearly so the whole team can find and return things easily.',
        ],
        checklist: [
          'Low units as team dividers',
          'Tall units fixed to the wall',
          'Clear labels on shelves and drawers',
          'Storage close to where it is used',
          'A yearly clear-out of old files',
        ],
      },
    ],
  },
  {
    id: 'ergonomics',
    match: /\b(?:ergonomic\w*|posture|back pain|healthier|monitor arms?|your back)\b/i,
    tags: ['ergonomics', 'office-chairs'],
    author: AUTHORS.rania,
    excerptLead: 'Ergonomic advice that keeps office workers in Qatar comfortable all day',
    intros: [
      'Long days at a desk take a toll on backs, necks and wrists, but most discomfort can be prevented with the right setup.',
      'Ergonomics is simply about fitting the workplace to the person, and small adjustments often bring the biggest improvements.',
    ],
    sections: [
      {
        heading: 'Setting up the chair first',
        sentences: [
          'Adjust the chair height so your feet rest flat on the floor and your knees are level with or slightly below your hips.',
          'Set the seat depth so there are two or three fingers between the seat edge and the back of your knees.',
          'Position the lumbar support in the curve of your lower back and let the backrest move with you.',
          'If your feet do not reach the floor once the chair is at desk height, add a footrest.',
        ],
        checklist: [
          'Feet flat on the floor or a footrest',
          'Knees level with or below the hips',
          'Lumbar support in the lower back curve',
          'Elbows at desk height',
          'Shoulders relaxed, not raised',
        ],
      },
      {
        heading: 'Positioning the screen and keyboard',
        sentences: [
          'The top of the screen should be at or slightly below eye level, about an arm’s length away.',
          'A **monitor arm** makes it easy to get the height and distance right and frees up desk space.',
          'Keep the keyboard and mouse close together and near the edge of the desk so your elbows stay by your sides.',
          'Laptop users should raise the screen on a stand and use a separate keyboard and mouse.',
        ],
        checklist: [
          'Screen top at eye level',
          'Screen an arm’s length away',
          'Keyboard and mouse close to the body',
          'Laptop raised on a stand',
          'Document holder for frequent typing from paper',
        ],
      },
      {
        heading: 'Moving more during the day',
        sentences: [
          'Even the best posture becomes tiring if it is held for hours, so change position often.',
          'Sit-stand desks let people alternate between sitting and standing several times a day.',
          'Short breaks to walk to a printer, a colleague or the pantry help circulation and rest the eyes.',
          'Encourage teams to hold short meetings standing or walking when it suits the discussion.',
        ],
        checklist: [
          'Change position every 30 to 45 minutes',
          'Sit-stand desks where possible',
          'Printers and bins away from desks',
          'Eye breaks from the screen',
          'Standing areas for short meetings',
        ],
      },
    ],
  },
  {
    id: 'chairs',
    match: /\b(?:chairs?|seating|sofas?|stools?)\b/i,
    tags: ['office-chairs', 'ergonomics'],
    author: AUTHORS.rania,
    excerptLead: 'Practical advice on choosing and using office seating in Qatar',
    intros: [
      'A chair is the piece of furniture people use most in any office, often for eight hours a day or more.',
      'Choosing seating is about much more than looks: comfort, durability and the way people actually work all come into play.',
    ],
    sections: [
      {
        heading: 'Matching the chair to the task',
        sentences: [
          'Task chairs for all-day desk work need full adjustment, while meeting and visitor chairs can be simpler.',
          'Executive chairs combine comfort with presence, often with high backs and leather or premium fabric.',
          'Gaming-style chairs offer strong support and headrests, but check that they fit under your desk and suit the look of the room.',
          'Stools and lounge chairs work well for breakout areas and short, informal meetings.',
        ],
        checklist: [
          'Task chairs for all-day work',
          'Simpler chairs for meetings and visitors',
          'Executive chairs for private offices',
          'Stools for high tables and breakout areas',
          'Chairs that fit under the desks',
        ],
      },
      {
        heading: 'Choosing materials for the climate',
        sentences: [
          'Mesh backs let air circulate and stay cool, which makes them a favourite in Qatar.',
          'Fabric seats are comfortable and breathable but need regular vacuuming to deal with dust.',
          'Leather and PU leather look smart and wipe clean, but benefit from conditioning in dry, air-conditioned rooms.',
          'High-density moulded foam keeps its shape far longer than cheaper cut foam.',
        ],
        checklist: [
          'Mesh back for airflow',
          'Easy-clean seat upholstery',
          'High-density moulded foam',
          'Castors that suit the floor',
          'Colours that hide everyday wear',
        ],
      },
      {
        heading: 'Checking quality and support',
        sentences: [
          'The base, gas lift and mechanism carry the load every day, so they deserve a close look.',
          'A certified gas lift, a strong five-star base and smooth castors are signs of a well-made chair.',
          'Ask about the warranty and about spare parts available in Qatar, such as castors, gas lifts and arm pads.',
          'Try the chair for several minutes before you buy, adjusting it as you would at your own desk.',
        ],
        checklist: [
          'Certified gas lift',
          'Five-star base in nylon or aluminium',
          'Warranty of several years',
          'Local spare parts',
          'A proper trial before buying',
        ],
      },
    ],
  },
  {
    id: 'desks',
    match: /\b(?:desks?|workstations?|tables?|cable)\b/i,
    tags: ['desks', 'ergonomics'],
    author: AUTHORS.rania,
    excerptLead: 'Practical advice on choosing desks and workstations for offices in Qatar',
    intros: [
      'The desk is the centre of every working day, and its size, height and layout shape how comfortably people work.',
      'Desks come in many shapes and sizes, and the right choice depends on the role, the room and the way teams work together.',
    ],
    sections: [
      {
        heading: 'Choosing the right size and shape',
        sentences: [
          'A desk of 140 to 160 centimetres suits most roles with one or two screens, while 120 centimetres works for compact or hot-desk setups.',
          'L-shaped desks give extra space for paperwork and meetings at the desk, and suit managers and administrative roles.',
          'Executive desks are larger, often with a return and matching storage, and should leave room for visitors’ chairs.',
          'A depth of 70 to 80 centimetres allows a comfortable screen distance.',
        ],
        checklist: [
          '140 to 160 cm for most roles',
          'L-shape for paperwork-heavy roles',
          'Depth for a comfortable screen distance',
          'Room for visitors’ chairs',
          'Matching storage and return',
        ],
      },
      {
        heading: 'Considering height-adjustable desks',
        sentences: [
          'Sit-stand desks let people change position during the day, which helps backs, energy levels and concentration.',
          'Electric desks with memory presets are the easiest to use and are more likely to be adjusted regularly.',
          'Check the height range, especially for very tall or short users, and the stability of the frame at full height.',
          'A dual-motor frame is quieter and handles heavier loads such as several monitors.',
        ],
        checklist: [
          'Height range for all users',
          'Stable frame at standing height',
          'Memory presets',
          'Dual motors for heavier loads',
          'Anti-collision safety feature',
        ],
      },
      {
        heading: 'Keeping cables and equipment tidy',
        sentences: [
          'Cables are one of the main causes of clutter and trips in an office, and they are easy to manage when planned early.',
          'Cable trays under the desk, grommets in the desktop and vertical cable spines keep wires out of sight.',
          'Power and data modules at desk level save people from crawling under desks to plug in a laptop.',
          'On height-adjustable desks, leave enough slack in every cable for the full range of movement.',
        ],
        checklist: [
          'Cable tray under each desk',
          'Desktop grommets or power modules',
          'Cable spines to the floor',
          'Slack for height-adjustable desks',
          'Labels on shared cables',
        ],
      },
    ],
  },
  {
    id: 'home-furniture',
    match: /\b(?:homes?(?! office)|villas?|bedrooms?|majlis|kids|outdoor|apartments?)\b/i,
    tags: ['home-furniture', 'qatar'],
    author: AUTHORS.sara,
    excerptLead: 'Ideas and practical tips for furnishing homes in Qatar',
    intros: [
      'Homes in Qatar range from compact apartments in Lusail and The Pearl to large family villas, and each calls for a different approach to furniture.',
      'Furnishing a home is a chance to combine comfort, family life and hospitality, which is central to life in Qatar.',
    ],
    sections: [
      {
        heading: 'Planning around family life and guests',
        sentences: [
          'Start with how the space is used: family time, study, hosting guests and rest all need their own furniture.',
          'A majlis or formal sitting area for guests is a tradition in many Qatari homes and deserves generous, comfortable seating.',
          'Children’s rooms need sturdy, safe furniture with rounded edges and storage they can reach themselves.',
          'Measure rooms, doors and lifts before buying large pieces, especially in apartments.',
        ],
        checklist: [
          'Zones for family, guests and study',
          'Generous seating for hosting',
          'Safe, sturdy furniture for children',
          'Rooms, doors and lifts measured',
          'Storage in every room',
        ],
      },
      {
        heading: 'Choosing materials that suit the climate',
        sentences: [
          'Strong sun, dust and air conditioning are hard on furniture, so materials matter.',
          'Performance fabrics resist stains and fading, which is ideal for family sofas and dining chairs.',
          'Solid wood and quality veneers should be kept out of direct sun and away from air-conditioning outlets.',
          'For outdoor seating, choose aluminium, treated wood or synthetic rattan with quick-drying, UV-resistant cushions.',
        ],
        checklist: [
          'Stain- and fade-resistant fabrics',
          'Wood away from sun and AC outlets',
          'UV-resistant outdoor materials',
          'Washable cushion covers',
          'Rugs to protect floors',
        ],
      },
      {
        heading: 'Creating a consistent style',
        sentences: [
          'Choose two or three main colours and materials and repeat them through the home for a calm, connected look.',
          'Modern Qatari homes often mix contemporary shapes with traditional patterns and warm wood tones.',
          'Invest in the pieces used every day, such as the sofa, dining table and beds, and save on accents that can change later.',
          'Lighting, rugs and cushions are an easy way to refresh a room without replacing the main furniture.',
        ],
        checklist: [
          'Two or three main colours',
          'Quality where it matters most',
          'Traditional touches with modern pieces',
          'Layered lighting in living areas',
          'Accessories that are easy to change',
        ],
      },
    ],
  },
  {
    id: 'planning',
    match: /\b(?:plan\w*|budget\w*|fit-?outs?|startups?|timelines?|furnishing|sav(?:e|ing)|smes?)\b/i,
    tags: ['planning', 'budget'],
    author: AUTHORS.yousef,
    excerptLead: 'A practical planning guide for office furniture projects in Qatar',
    intros: [
      'A clear plan is the difference between an office project that runs smoothly and one that overruns its budget and its deadline.',
      'Whether you are opening a first office or moving a growing team, good planning saves money and avoids last-minute compromises.',
    ],
    sections: [
      {
        heading: 'Setting a realistic budget',
        sentences: [
          'Divide the budget into workstations and seating, meeting and reception areas, storage, and technology, with a contingency of about ten percent.',
          'Spend more on the items people use all day, such as chairs and desks, and less on pieces that are used occasionally.',
          'Ask for quotes that include delivery and installation, so that the totals you compare are complete.',
          'Phasing purchases lets a young company furnish the essentials now and add the rest as it grows.',
        ],
        checklist: [
          'Budget split by category',
          'Contingency of around ten percent',
          'Quotes including delivery and installation',
          'Priority on chairs and desks',
          'Phased purchases for growing teams',
        ],
      },
      {
        heading: 'Building a timeline that works',
        sentences: [
          'Work backwards from your move-in date and list every step, from layout approval to the final snag list.',
          'Stock items can arrive within days, but made-to-order furniture may take several weeks.',
          'Remember that there is no delivery on Friday and that many buildings only allow deliveries at set times.',
          'Leave a margin of a few days between installation and move-in for cleaning, IT setup and corrections.',
        ],
        checklist: [
          'Move-in date and key milestones',
          'Lead times confirmed for each item',
          'Building delivery rules checked',
          'No deliveries planned for Friday',
          'Margin before move-in',
        ],
      },
      {
        heading: 'Planning for growth',
        sentences: [
          'Most companies in Qatar grow faster than they expect, so leave space for additional desks in the layout.',
          'Modular workstations and storage can be extended with matching pieces rather than replaced.',
          'Choose ranges that your supplier keeps in stock, so new items match the existing furniture.',
          'Keep an inventory of furniture, finishes and warranties to make future orders simple.',
        ],
        checklist: [
          'Space for extra desks in the layout',
          'Modular furniture ranges',
          'Ranges the supplier keeps in stock',
          'Inventory of finishes and codes',
          'Warranty records in one place',
        ],
      },
    ],
  },
];

/** Used when a title has no second topic, so every article gets a third section. */
export const GENERAL_SECTIONS: readonly TopicSection[] = [
  {
    heading: 'Thinking about the local climate',
    sentences: [
      'Qatar’s heat, humidity and fine dust affect furniture and equipment more than many buyers expect.',
      'Choose materials that are easy to clean and resist fading, and keep sensitive items away from windows and air-conditioning outlets.',
      'Mesh, performance fabrics, powder-coated steel and quality laminates all cope well with local conditions.',
      'A short care routine every week keeps everything looking and working like new for much longer.',
    ],
    checklist: [
      'Easy-clean, fade-resistant materials',
      'Items away from direct sun',
      'Distance from air-conditioning outlets',
      'Weekly dusting routine',
      'Covers for rarely used items',
    ],
  },
  {
    heading: 'Planning delivery and installation',
    sentences: [
      'Check access before delivery day: lift sizes, loading bays, parking and the building’s rules on working hours.',
      'Deliveries in Qatar do not take place on Friday, so plan around the weekend when scheduling a move.',
      'Make sure the space is clean and ready, with flooring and painting finished, before the furniture arrives.',
      'Ask the installation team to remove packaging and walk through the finished space with you before they leave.',
    ],
    checklist: [
      'Lift and door sizes measured',
      'Building delivery times confirmed',
      'Space ready before delivery',
      'Packaging removed after installation',
      'Final walk-through with the installer',
    ],
  },
  {
    heading: 'Looking at the whole-life cost',
    sentences: [
      'The cheapest option on the day is often not the cheapest over five or ten years of daily use.',
      'Compare warranties, the availability of spare parts in Qatar and the cost of repairs, not just the price.',
      'Quality pieces can be reused when you move or reorganise, which spreads their cost over many years.',
      'Ask your supplier for a written quote that lists every item, option and service so the comparison is fair.',
    ],
    checklist: [
      'Warranty length and terms',
      'Spare parts available locally',
      'Reuse potential after a move',
      'Itemised written quote',
      'Delivery and installation included',
    ],
  },
  {
    heading: 'Getting support after you buy',
    sentences: [
      'Good after-sales support is what turns a purchase into a long-term investment.',
      'Keep invoices and warranty details in one place so claims are quick and simple.',
      'A supplier based in Qatar can usually send a technician or replacement parts within days.',
      'Ask about maintenance visits for items that work hard, such as chairs, height-adjustable desks and machines.',
    ],
    checklist: [
      'Invoices and warranties filed together',
      'Contact details for after-sales service',
      'Local technicians and parts',
      'Maintenance plan for hard-working items',
      'Feedback from users after a few weeks',
    ],
  },
];

/** Second sentence of the introduction: why the topic needs extra thought in Qatar. */
export const QATAR_CONTEXT: readonly string[] = [
  'In Qatar, where summer temperatures regularly pass 45°C and air conditioning runs for most of the year, furniture and equipment work harder than in milder climates.',
  'Fine desert dust, humidity near the coast and long Sunday-to-Thursday working weeks all shape what lasts and what does not in a Doha office.',
  'Many businesses in Doha plan purchases around lease renewals and fit-out projects, so decisions made today often stay in place for five years or more.',
  'With companies across Qatar growing quickly and teams moving between buildings in West Bay, Lusail and Al Waab, it pays to choose items that can move and adapt with you.',
  'Working days in Qatar start early and offices are busy from morning to evening, so anything you buy will see heavy daily use.',
  'Qatar’s mix of strong sun, dry air-conditioned interiors and dusty outdoor conditions is hard on materials, finishes and electronics alike.',
];

/** Last sentence of the introduction. */
export const PROMISES: readonly string[] = [
  'Here is what we recommend, based on what we see every day in our showroom and on client sites.',
  'This article walks through the main points to consider and includes a short checklist you can use when comparing options.',
  'Below we share practical advice gathered from furnishing offices and homes across Qatar since 2006.',
  'The sections below answer the questions our customers ask most often.',
];

export const CHECKLIST_HEADINGS: readonly string[] = [
  'Quick checklist',
  'What to check',
  'Points to remember',
  'Before you decide',
];

export const CLOSING_HEADINGS: readonly string[] = [
  'Visit our showroom on Salwa Road',
  'Get advice and a quote',
  'See the options in person',
  'Talk to our team',
];

/** Closing paragraph: the first sentence of one group from each list, in this order. */
export const CLOSING_SENTENCES: readonly (readonly string[])[] = [
  [
    'You can see and try a wide selection at our showroom on Salwa Road in Al Waab, Doha, open Sunday to Thursday and Saturday from 08:00 to 18:00 (closed on Friday).',
    'Our showroom on Salwa Road in Al Waab, Doha, is open Sunday to Thursday and Saturday from 08:00 to 18:00, and closed on Friday, so you can compare options side by side.',
    'Drop in to our showroom on Salwa Road, Al Waab, any day except Friday between 08:00 and 18:00 to see the range for yourself.',
  ],
  [
    'If you already know what you need, send us your list or floor plan and we will prepare a quote.',
    'You can also request a quote online with the quantities you need, and our team will get back to you with options.',
    'For larger projects, share your floor plan and headcount and we will put together a detailed quote.',
  ],
  [
    'We deliver across Qatar by zone, with no deliveries on Friday, and you can pay by cash, credit card on delivery or bank transfer.',
    'Delivery is available across Qatar by zone (except on Fridays), and payment is by cash, card on delivery or bank transfer.',
  ],
  [
    'Our team has been helping businesses and families in Qatar since 2006 and is happy to recommend options that fit your space and budget.',
    'Since 2006 we have helped companies across Qatar furnish and equip their spaces, and we are glad to share that experience with you.',
  ],
];
