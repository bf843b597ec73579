import {
  DEEP,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  LEAF,
  LEAF_DARK,
  MIST,
  NAVY,
  PALE,
  rect,
  seededRandom,
  TEAL,
} from '@ogulf/svg-kit';

/**
 * Cover illustrations of blog articles: flat, text-free SVGs (1200x630, the social-card size)
 * drawn from the article's slug and first tag. The tag chooses the main object (a chair, a desk,
 * a safe...), the slug the composition (side, gradient direction, decorations and a small prop),
 * so every article gets a stable picture of its own. `describeCover` gives the matching alt text.
 */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const FLOOR_Y = 540;

interface Scene {
  /** What the picture shows, for the alt text ("an ergonomic office chair ..."). */
  alt: string;
  /** The same in Arabic, in the nominative ("كرسي مكتب مريح ..."). */
  altAr: string;
  /**
   * The object, drawn with its bottom centre at (0, 0) and y growing downwards; `glow` is the
   * fill of light beams (a gradient defined once per image).
   */
  draw(glow: string): string;
}

interface Prop {
  id: 'plant' | 'clock' | 'frame';
  alt: string;
  altAr: string;
  draw(): string;
}

const SCENES = {
  chair: {
    alt: 'an ergonomic office chair with a mesh backrest',
    altAr: 'كرسي مكتب مريح بمسند ظهر شبكي',
    draw: drawChair,
  },
  desk: {
    alt: 'an office desk with a computer monitor and a drawer pedestal',
    altAr: 'مكتب عليه شاشة حاسوب وبجانبه وحدة أدراج',
    draw: drawDesk,
  },
  shelving: {
    alt: 'an office shelving unit filled with binders and boxes',
    altAr: 'وحدة رفوف مكتبية مليئة بالملفات والصناديق',
    draw: drawShelving,
  },
  safe: { alt: 'a steel safe with a combination dial', altAr: 'خزنة فولاذية بقرص أرقام', draw: drawSafe },
  printer: {
    alt: 'an office printer on a cabinet printing a page',
    altAr: 'طابعة مكتبية فوق خزانة تطبع صفحة',
    draw: drawPrinter,
  },
  meeting: {
    alt: 'a meeting table with chairs and a laptop',
    altAr: 'طاولة اجتماعات حولها كراسٍ وعليها حاسوب محمول',
    draw: drawMeetingTable,
  },
  reception: {
    alt: 'a reception counter under a pendant lamp',
    altAr: 'مكتب استقبال تحت مصباح معلّق',
    draw: drawReception,
  },
  sofa: { alt: 'a lounge sofa with cushions', altAr: 'أريكة استراحة عليها وسائد', draw: drawSofa },
  lamp: {
    alt: 'an adjustable desk lamp casting warm light',
    altAr: 'مصباح مكتب قابل للتعديل ينشر ضوءًا دافئًا',
    draw: drawLamp,
  },
  plant: { alt: 'a large potted plant', altAr: 'نبتة كبيرة في أصيص', draw: () => drawPlant(1.45) },
  stationery: {
    alt: 'a notebook, a pen holder and a stack of paper',
    altAr: 'دفتر وحامل أقلام ورزمة من الأوراق',
    draw: drawStationery,
  },
  cash: {
    alt: 'a banknote counting machine with stacks of notes',
    altAr: 'آلة عدّ أوراق نقدية بجانبها رزم من الأوراق',
    draw: drawCashCounter,
  },
  plan: {
    alt: 'an office floor plan with workstations and a ruler',
    altAr: 'مخطط طابق مكتبي فيه محطات عمل ومسطرة',
    draw: drawFloorPlan,
  },
} satisfies Record<string, Scene>;

type SceneName = keyof typeof SCENES;

const SCENE_BY_TAG: Readonly<Record<string, SceneName>> = {
  'office-chairs': 'chair',
  ergonomics: 'chair',
  maintenance: 'chair',
  desks: 'desk',
  'home-office': 'desk',
  'office-furniture': 'desk',
  storage: 'shelving',
  security: 'safe',
  'bank-equipment': 'cash',
  'it-products': 'printer',
  'meeting-rooms': 'meeting',
  reception: 'reception',
  'home-furniture': 'sofa',
  lighting: 'lamp',
  sustainability: 'plant',
  stationery: 'stationery',
  planning: 'plan',
  budget: 'plan',
};

const CLOCK: Prop = { id: 'clock', alt: 'below a wall clock', altAr: 'تحت ساعة حائط', draw: drawClock };
const PROPS: readonly Prop[] = [
  { id: 'plant', alt: 'beside a potted plant', altAr: 'بجانب نبتة في أصيص', draw: () => drawPlant(1) },
  CLOCK,
  { id: 'frame', alt: 'next to a framed picture on the wall', altAr: 'قرب لوحة معلّقة على الجدار', draw: drawFrame },
];

interface Layout {
  scene: Scene;
  prop: Prop;
  random: () => number;
}

function layoutFor(slug: string, tag: string | undefined): Layout {
  const random = seededRandom(`cover:${slug}`);
  const sceneName = SCENE_BY_TAG[tag ?? ''] ?? 'desk';
  const props = sceneName === 'plant' ? PROPS.filter((prop) => prop.id !== 'plant') : PROPS;
  const prop = props[Math.floor(random() * props.length)] ?? CLOCK;
  return { scene: SCENES[sceneName], prop, random };
}

/** Alt text of the cover of `slug` whose first tag is `tag`, in English or Arabic. */
export function describeCover(slug: string, tag: string | undefined, lang: 'en' | 'ar' = 'en'): string {
  const { scene, prop } = layoutFor(slug, tag);
  return lang === 'ar'
    ? `رسم توضيحي يظهر فيه ${scene.altAr} ${prop.altAr}، على خلفية زرقاء داكنة بلمسات ذهبية`
    : `Illustration of ${scene.alt} ${prop.alt}, on a navy background with gold accents`;
}

/** The cover SVG of `slug` whose first tag is `tag` (same input, same bytes). */
export function renderCoverSvg(slug: string, tag: string | undefined): string {
  const { scene, prop, random } = layoutFor(slug, tag);
  const id = `c${hashHex(slug)}`;
  const objectOnLeft = random() < 0.5;
  const objectX = objectOnLeft ? 500 : 700;
  const propX = objectOnLeft ? 990 : 210;
  const angle = Math.floor(random() * 4);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][angle]!;
  const bigCircle = { x: 150 + round(random() * 900), y: 60 + round(random() * 140), r: 220 + round(random() * 80) };
  const goldCircle = {
    x: objectOnLeft ? 880 + round(random() * 200) : 120 + round(random() * 200),
    y: 90 + round(random() * 60),
    r: 90 + round(random() * 50),
  };
  const dotsX = objectOnLeft ? 60 : 1000;
  const dots: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) dots.push(`<circle cx="${dotsX + col * 28}" cy="${60 + row * 28}" r="4"/>`);
  }
  const propY = prop.id === 'plant' ? FLOOR_Y : 250;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img">`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient>`,
    `<linearGradient id="${id}-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD_LIGHT}" stop-opacity="0.45"/><stop offset="1" stop-color="${GOLD_LIGHT}" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id}-bg)"/>`,
    `<circle cx="${bigCircle.x}" cy="${bigCircle.y}" r="${bigCircle.r}" fill="#ffffff" opacity="0.05"/>`,
    `<circle cx="${goldCircle.x}" cy="${goldCircle.y}" r="${goldCircle.r}" fill="${GOLD}" opacity="0.14"/>`,
    `<g fill="${GOLD}" opacity="0.45">${dots.join('')}</g>`,
    `<rect width="${COVER_WIDTH}" height="10" fill="${GOLD}"/>`,
    `<rect y="${FLOOR_Y}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - FLOOR_Y}" fill="${DEEP}" opacity="0.6"/>`,
    `<rect y="${FLOOR_Y}" width="${COVER_WIDTH}" height="4" fill="${GOLD}" opacity="0.7"/>`,
    `<ellipse cx="${objectX}" cy="${FLOOR_Y + 8}" rx="270" ry="18" fill="${DEEP}" opacity="0.7"/>`,
    `<g transform="translate(${propX} ${propY})">${prop.draw()}</g>`,
    `<g transform="translate(${objectX} ${FLOOR_Y}) scale(1.2)">${scene.draw(`url(#${id}-glow)`)}</g>`,
    '</svg>',
  ].join('\n');
}

function round(value: number): number {
  return Math.round(value);
}

function hashHex(text: string): string {
  return Math.floor(seededRandom(text)() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
}

function drawChair(): string {
  const mesh: string[] = [];
  for (let y = -318; y <= -186; y += 22) mesh.push(`<line x1="-52" y1="${y}" x2="52" y2="${y}"/>`);
  const wheels = [-92, -46, 46, 92].map(
    (x) => `<circle cx="${x}" cy="-11" r="11" fill="${DEEP}" stroke="${MIST}" stroke-width="4"/>`,
  );
  return [
    rect(-100, -36, 200, 14, MIST, 7),
    ...wheels,
    rect(-9, -128, 18, 96, MIST, 4),
    rect(-9, -176, 18, 40, DEEP, 4),
    rect(-70, -336, 140, 176, PALE, 44),
    `<g stroke="${MIST}" stroke-width="5" stroke-linecap="round">${mesh.join('')}</g>`,
    rect(-92, -160, 184, 38, GOLD, 18),
    rect(-112, -212, 14, 60, MIST, 7),
    rect(98, -212, 14, 60, MIST, 7),
    rect(-124, -220, 40, 14, DEEP, 7),
    rect(84, -220, 40, 14, DEEP, 7),
  ].join('');
}

function drawDesk(): string {
  return [
    rect(-190, -184, 14, 184, MIST, 3),
    rect(176, -184, 14, 184, MIST, 3),
    rect(86, -184, 86, 160, GOLD, 6),
    `<g stroke="${GOLD_DARK}" stroke-width="4">${[-132, -80].map((y) => `<line x1="86" y1="${y}" x2="172" y2="${y}"/>`).join('')}</g>`,
    ...[-158, -106, -54].map((y) => rect(116, y, 26, 6, DEEP, 3)),
    rect(-210, -202, 420, 20, PALE, 5),
    rect(-116, -362, 200, 128, DEEP, 10, ` stroke="${PALE}" stroke-width="8"`),
    rect(-100, -346, 168, 96, TEAL, 4),
    rect(-84, -330, 90, 12, GOLD, 6),
    rect(-84, -308, 130, 8, MIST, 4),
    rect(-84, -292, 110, 8, MIST, 4),
    rect(-24, -236, 16, 34, MIST),
    rect(-56, -210, 80, 8, MIST, 4),
    rect(40, -214, 60, 10, MIST, 4),
    rect(128, -238, 26, 36, GOLD_LIGHT, 5),
  ].join('');
}

function drawShelving(): string {
  const palette = [GOLD, MIST, PALE, GOLD_LIGHT, TEAL];
  const shelves = [-300, -200, -100];
  const items: string[] = [];
  shelves.forEach((shelfY, row) => {
    let x = -140 + row * 6;
    let i = row;
    while (x < 110) {
      const width = 22 + ((i * 7) % 12);
      const height = 62 + ((i * 13) % 26);
      items.push(rect(x, shelfY - height - 14, width, height, palette[i % palette.length]!, 3));
      x += width + 6;
      i++;
      if (row === 1 && i === 4) {
        items.push(rect(x + 4, shelfY - 66, 70, 52, GOLD_DARK, 4));
        x += 86;
      }
    }
  });
  return [
    rect(-160, -400, 320, 400, DEEP, 8, ` stroke="${PALE}" stroke-width="10"`),
    ...items,
    ...[...shelves, -400].map((y) => rect(-160, y - 14, 320, 14, PALE, 3)),
    rect(-160, -14, 320, 14, PALE, 3),
  ].join('');
}

function drawSafe(): string {
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const x1 = round(-30 + Math.cos(a) * 32);
    const y1 = round(-170 + Math.sin(a) * 32);
    const x2 = round(-30 + Math.cos(a) * 40);
    const y2 = round(-170 + Math.sin(a) * 40);
    ticks.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  }
  return [
    rect(-130, -20, 40, 20, DEEP, 4),
    rect(90, -20, 40, 20, DEEP, 4),
    rect(-150, -340, 300, 324, MIST, 16),
    rect(-128, -318, 256, 280, PALE, 10),
    rect(138, -290, 16, 50, DEEP, 4),
    rect(138, -120, 16, 50, DEEP, 4),
    `<circle cx="-30" cy="-170" r="48" fill="${DEEP}"/>`,
    `<circle cx="-30" cy="-170" r="26" fill="${GOLD}"/>`,
    `<g stroke="${GOLD_LIGHT}" stroke-width="4">${ticks.join('')}</g>`,
    rect(-36, -206, 12, 16, DEEP, 3),
    rect(62, -214, 18, 90, GOLD, 9),
    rect(-96, -292, 60, 10, MIST, 5),
  ].join('');
}

function drawPrinter(): string {
  const lines = [-292, -272, -252].map((y, i) => rect(-64, y, 110 - i * 24, 7, GOLD, 3));
  return [
    rect(-150, -130, 300, 130, MIST, 10),
    rect(-130, -106, 260, 10, DEEP, 5),
    rect(-130, -62, 260, 10, DEEP, 5),
    rect(-84, -318, 168, 100, '#ffffff', 3),
    ...lines,
    rect(-170, -250, 340, 130, PALE, 18),
    rect(-150, -272, 300, 34, MIST, 12),
    rect(-120, -158, 240, 14, DEEP, 7),
    rect(70, -232, 70, 30, DEEP, 6),
    rect(78, -224, 34, 14, GOLD, 3),
    `<circle cx="126" cy="-217" r="6" fill="${GOLD_LIGHT}"/>`,
    rect(-132, -232, 120, 12, MIST, 6),
  ].join('');
}

function drawMeetingTable(): string {
  const backs = [-190, -60, 70].map((x, i) => rect(x, -292, 120, 130, i === 1 ? GOLD : MIST, 34));
  return [
    ...backs,
    rect(-280, -182, 560, 22, PALE, 8),
    rect(-220, -160, 18, 160, MIST, 4),
    rect(202, -160, 18, 160, MIST, 4),
    rect(-250, -12, 78, 12, MIST, 6),
    rect(172, -12, 78, 12, MIST, 6),
    `<path d="M -60 -186 L -40 -236 L 60 -236 L 44 -186 Z" fill="${DEEP}" stroke="${PALE}" stroke-width="4"/>`,
    rect(-80, -190, 150, 8, MIST, 4),
    rect(120, -204, 22, 22, GOLD_LIGHT, 4),
    rect(-200, -196, 60, 14, '#ffffff', 2),
  ].join('');
}

function drawReception(glow: string): string {
  return [
    `<line x1="0" y1="-540" x2="0" y2="-390" stroke="${PALE}" stroke-width="4"/>`,
    `<path d="M -60 -360 A 60 40 0 0 1 60 -360 Z" fill="${GOLD}"/>`,
    `<path d="M -60 -360 L -130 -250 L 130 -250 L 60 -360 Z" fill="${glow}"/>`,
    rect(-240, -220, 480, 220, PALE, 10),
    rect(-256, -240, 512, 22, GOLD, 8),
    rect(-240, -150, 480, 18, MIST),
    rect(-240, -96, 480, 6, MIST),
    `<circle cx="0" cy="-62" r="26" fill="none" stroke="${GOLD}" stroke-width="8"/>`,
    `<path d="M 150 -240 A 22 22 0 0 1 194 -240 Z" fill="${GOLD_LIGHT}"/>`,
    rect(-190, -262, 70, 22, DEEP, 4),
  ].join('');
}

function drawSofa(): string {
  return [
    rect(-220, -22, 16, 22, DEEP, 3),
    rect(204, -22, 16, 22, DEEP, 3),
    rect(-226, -270, 452, 140, GOLD_DARK, 34),
    rect(-240, -150, 480, 130, GOLD, 22),
    rect(-200, -178, 190, 46, GOLD_LIGHT, 18),
    rect(10, -178, 190, 46, GOLD_LIGHT, 18),
    rect(-276, -206, 66, 186, GOLD_LIGHT, 28),
    rect(210, -206, 66, 186, GOLD_LIGHT, 28),
    rect(-170, -250, 84, 70, MIST, 20, ' transform="rotate(-8 -128 -215)"'),
    rect(92, -250, 84, 70, PALE, 20, ' transform="rotate(8 134 -215)"'),
  ].join('');
}

function drawLamp(glow: string): string {
  return [
    `<path d="M 40 -330 L -150 0 L 230 0 L 120 -300 Z" fill="${glow}"/>`,
    rect(-90, -22, 180, 22, DEEP, 10),
    `<polyline points="-30,-20 -80,-210 70,-320" fill="none" stroke="${PALE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="-80" cy="-210" r="16" fill="${GOLD}"/>`,
    `<path d="M 40 -360 L 150 -300 L 110 -250 L 10 -320 Z" fill="${GOLD}"/>`,
    `<circle cx="70" cy="-320" r="14" fill="${DEEP}"/>`,
    `<ellipse cx="130" cy="-276" rx="26" ry="12" fill="${GOLD_LIGHT}" transform="rotate(35 130 -276)"/>`,
  ].join('');
}

function drawPlant(scale: number): string {
  const leaves = [
    [-20, -190, -28],
    [24, -200, 26],
    [-46, -150, -52],
    [46, -156, 50],
    [0, -226, 0],
    [-64, -112, -70],
    [64, -118, 68],
  ]
    .map(
      ([x, y, a], i) =>
        `<ellipse cx="${x}" cy="${y}" rx="20" ry="56" fill="${i % 2 ? LEAF_DARK : LEAF}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
  return `<g transform="scale(${scale})">${leaves}<path d="M -44 -96 L 44 -96 L 34 0 L -34 0 Z" fill="${GOLD}"/>${rect(-50, -104, 100, 14, GOLD_DARK, 5)}</g>`;
}

function drawClock(): string {
  return [
    `<circle r="58" fill="${PALE}" stroke="${GOLD}" stroke-width="10"/>`,
    `<g stroke="${DEEP}" stroke-width="7" stroke-linecap="round"><line x1="0" y1="0" x2="0" y2="-36"/><line x1="0" y1="0" x2="26" y2="12"/></g>`,
    `<circle r="6" fill="${GOLD}"/>`,
  ].join('');
}

function drawFrame(): string {
  return [
    rect(-80, -60, 160, 120, GOLD, 6),
    rect(-66, -46, 132, 92, TEAL, 2),
    `<path d="M -66 46 L -20 -6 L 10 24 L 34 4 L 66 40 L 66 46 Z" fill="${MIST}"/>`,
    `<circle cx="34" cy="-22" r="12" fill="${GOLD_LIGHT}"/>`,
  ].join('');
}

function drawStationery(): string {
  const pens = [
    [-14, GOLD],
    [4, MIST],
    [20, PALE],
  ] as const;
  return [
    rect(-240, -20, 480, 20, PALE, 4),
    rect(-220, -70, 170, 50, '#ffffff', 3),
    rect(-214, -90, 170, 20, PALE, 3),
    rect(-226, -108, 180, 18, '#ffffff', 3),
    rect(-20, -150, 150, 130, GOLD, 8, ' transform="rotate(-6 55 -85)"'),
    rect(-6, -150, 10, 130, GOLD_DARK, 0, ' transform="rotate(-6 55 -85)"'),
    rect(40, -118, 70, 8, GOLD_LIGHT, 4, ' transform="rotate(-6 55 -85)"'),
    ...pens.map(([x, color], i) =>
      rect(150 + x, -250 + i * 14, 10, 160, color, 5, ` transform="rotate(${(i - 1) * 8} ${155 + x} -90)"`),
    ),
    rect(140, -120, 80, 100, TEAL, 10, ` stroke="${MIST}" stroke-width="6"`),
  ].join('');
}

function drawCashCounter(): string {
  const stack = (x: number, count: number) =>
    Array.from({ length: count }, (_, i) => rect(x, -14 - i * 10 - 10, 110, 10, i % 2 ? GOLD_LIGHT : GOLD, 2)).join('');
  return [
    rect(-260, -14, 520, 14, PALE, 4),
    stack(-250, 5),
    stack(150, 7),
    rect(-120, -200, 240, 186, PALE, 18),
    `<path d="M -100 -200 L -70 -290 L 90 -290 L 100 -200 Z" fill="${MIST}"/>`,
    ...[0, 1, 2, 3].map((i) =>
      rect(-66 + i * 4, -282 + i * 9, 150, 10, i % 2 ? GOLD_LIGHT : GOLD, 2, ' transform="rotate(-4 0 -260)"'),
    ),
    rect(-96, -150, 110, 46, DEEP, 6),
    rect(-84, -138, 60, 20, GOLD, 3),
    `<circle cx="52" cy="-140" r="12" fill="${GOLD}"/><circle cx="84" cy="-140" r="12" fill="${MIST}"/>`,
    rect(-90, -70, 180, 34, DEEP, 6),
    rect(-70, -62, 140, 12, GOLD_LIGHT, 2),
  ].join('');
}

function drawFloorPlan(): string {
  const desks = [
    [-170, -330],
    [-120, -330],
    [-170, -280],
    [-120, -280],
    [40, -200],
    [90, -200],
    [140, -200],
  ].map(([x, y]) => rect(x!, y!, 38, 24, GOLD, 3));
  return [
    `<g stroke="${PALE}" stroke-width="10" stroke-linecap="round"><line x1="-150" y1="-100" x2="-190" y2="0"/><line x1="150" y1="-100" x2="190" y2="0"/></g>`,
    rect(-230, -400, 460, 300, PALE, 8),
    `<g fill="none" stroke="${DEEP}" stroke-width="6"><rect x="-200" y="-372" width="400" height="244"/><line x1="-20" y1="-372" x2="-20" y2="-250"/><line x1="-200" y1="-240" x2="-60" y2="-240"/><line x1="20" y1="-240" x2="200" y2="-240"/></g>`,
    `<g fill="none" stroke="${MIST}" stroke-width="4"><path d="M -60 -240 A 40 40 0 0 1 -20 -280"/><path d="M -20 -128 A 40 40 0 0 1 20 -168"/></g>`,
    ...desks,
    rect(40, -350, 120, 70, MIST, 35),
    rect(-180, -200, 100, 40, GOLD_LIGHT, 6),
    `<g transform="rotate(-12 60 -60)">${rect(-60, -76, 260, 34, GOLD, 4)}${Array.from({ length: 12 }, (_, i) => rect(-48 + i * 20, -76, 4, i % 2 ? 10 : 18, DEEP)).join('')}</g>`,
  ].join('');
}
