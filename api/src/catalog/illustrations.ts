/**
 * Flat, text-free illustrations of the built-in catalogue, drawn as SVG and rendered to WebP
 * by `shop-images.ts`. A product picture (800x800) shows one object of its kind on a warm
 * neutral backdrop, painted in the product's colour; the product's slug varies the details
 * (a headrest or not, two or three seats, the backdrop's circle and a small prop), so no two
 * pictures are the same. Category and subcategory banners (1200x800) put two or three objects
 * of the range on the brand's navy gradient with gold accents.
 */
import {
  CHROME,
  circle,
  DEEP,
  ellipse,
  fnv1a,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  LEAF,
  LEAF_DARK,
  line,
  MIST,
  n,
  NAVY,
  PALE,
  path,
  rect,
  SCREEN,
  seededRandom,
  shade,
  STEEL,
  STEEL_DARK,
  TEAL,
  times,
} from '@ogulf/svg-kit';

export const PRODUCT_ART_SIZE = { width: 800, height: 800 } as const;
export const BANNER_ART_SIZE = { width: 1200, height: 800 } as const;

const PAPER = '#fbfaf6';

/** Colours a product can come in: the hex the drawing uses and the names its colour spec gives. */
export const COLOURS = {
  black: { hex: '#2d3136', en: 'Black', ar: 'أسود' },
  charcoal: { hex: '#4a5058', en: 'Charcoal grey', ar: 'رمادي فحمي' },
  grey: { hex: '#8c949c', en: 'Light grey', ar: 'رمادي فاتح' },
  white: { hex: '#eeeeea', en: 'White', ar: 'أبيض' },
  beige: { hex: '#d9c7a7', en: 'Beige', ar: 'بيج' },
  cream: { hex: '#efe4cc', en: 'Cream', ar: 'كريمي' },
  walnut: { hex: '#6e4a2f', en: 'Walnut', ar: 'جوز' },
  oak: { hex: '#c49a63', en: 'Natural oak', ar: 'بلوط طبيعي' },
  mahogany: { hex: '#6b3a2a', en: 'Mahogany', ar: 'ماهوجني' },
  brown: { hex: '#7b4a2b', en: 'Brown', ar: 'بني' },
  navy: { hex: '#1f3f57', en: 'Navy blue', ar: 'كحلي' },
  blue: { hex: '#2f6690', en: 'Blue', ar: 'أزرق' },
  teal: { hex: '#1d6a78', en: 'Teal', ar: 'أزرق مخضر' },
  green: { hex: '#4f7d5c', en: 'Olive green', ar: 'أخضر زيتوني' },
  red: { hex: '#a8443a', en: 'Red', ar: 'أحمر' },
  gold: { hex: '#d4a24c', en: 'Gold', ar: 'ذهبي' },
  silver: { hex: '#c3c9ce', en: 'Silver', ar: 'فضي' },
  mixed: { hex: '#2f6690', en: 'Assorted colours', ar: 'ألوان متنوعة' },
} as const;

export type ColourName = keyof typeof COLOURS;

/** The colours of one picture: the product's own, shades of it, and the accent. */
interface Paint {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

/** Slug-seeded choices, so the same product always gets the same picture. */
interface Variant {
  /** The next yes/no choice (a headrest or not, two seats or three...). */
  pick: () => boolean;
}

type Draw = (paint: Paint, variant: Variant) => string;

interface Kind {
  draw: Draw;
  /** Scale of the drawing on the 800x800 product picture (objects are drawn about 500 units wide). */
  scale: number;
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers. Objects are drawn with their bottom centre at (0, 0), y growing downwards.

/** Five castors under a swivel chair. */
function castorBase(width: number): string {
  const half = width / 2;
  return [
    path(`M ${-half} -18 L 0 -42 L ${half} -18 L ${half - 16} -10 L 0 -30 L ${-half + 16} -10 Z`, STEEL_DARK),
    ...[-half, -half / 2, half / 2, half].map((x) => circle(x, -10, 10, DEEP, ` stroke="${STEEL}" stroke-width="4"`)),
    circle(0, -12, 9, DEEP, ` stroke="${STEEL}" stroke-width="4"`),
  ].join('');
}

/** A computer screen showing a flat dashboard. */
function screenContent(x: number, y: number, width: number, height: number, paint: Paint): string {
  const pad = width * 0.08;
  const barWidth = (width - pad * 2) / 9;
  const ringX = x + width * 0.75;
  const ringY = y + height * 0.55;
  const ring = Math.min(width, height) * 0.16;
  const ringStroke = ` stroke-width="${n(Math.max(4, width * 0.03))}"`;
  const bars = [0.45, 0.7, 0.55, 0.85].map((h, i) =>
    rect(
      x + pad + i * barWidth * 1.4,
      y + height - pad - h * height * 0.5,
      barWidth,
      h * height * 0.5,
      i === 3 ? paint.accent : MIST,
      2,
    ),
  );
  return [
    rect(x, y, width, height, SCREEN),
    rect(x + pad, y + pad, width * 0.4, height * 0.08, paint.accent, 3),
    rect(x + pad, y + pad + height * 0.14, width * 0.28, height * 0.05, MIST, 2),
    ...bars,
    circle(ringX, ringY, ring, 'none', ` stroke="${GOLD_LIGHT}"${ringStroke}`),
    // A quarter of the ring in another colour, like a progress gauge.
    path(
      `M ${n(ringX)} ${n(ringY - ring)} A ${n(ring)} ${n(ring)} 0 0 1 ${n(ringX + ring)} ${n(ringY)}`,
      'none',
      ` stroke="${MIST}"${ringStroke}`,
    ),
  ].join('');
}

/** A row of banknotes seen from the side, `count` high. */
function noteStack(x: number, width: number, count: number): string {
  return times(count, (i) => rect(x, -10 - (i + 1) * 9, width, 9, i % 2 ? '#9cc3a4' : '#7fae8a', 2)).join('');
}

// ---------------------------------------------------------------------------------------------
// Seating

const chairExecutive: Draw = (p, v) => {
  const wings = v.pick();
  const tufts = times(3, (row) => times(2, (col) => circle(-24 + col * 48, -400 + row * 60, 5, p.dark)).join('')).join(
    '',
  );
  return [
    castorBase(200),
    rect(-10, -130, 20, 96, CHROME, 4),
    rect(-96, -176, 192, 48, p.main, 22),
    rect(-88, -170, 176, 14, p.light, 7, ' opacity="0.5"'),
    rect(-80, -470, 160, 300, p.main, 60),
    rect(-64, -452, 128, 250, p.dark, 48, ' opacity="0.35"'),
    tufts,
    wings ? rect(-96, -430, 34, 120, p.dark, 16) + rect(62, -430, 34, 120, p.dark, 16) : '',
    rect(-124, -236, 22, 76, CHROME, 8),
    rect(102, -236, 22, 76, CHROME, 8),
    rect(-136, -248, 48, 18, p.dark, 9),
    rect(88, -248, 48, 18, p.dark, 9),
    rect(-30, -154, 60, 8, p.accent, 4),
  ].join('');
};

const chairMesh: Draw = (p, v) => {
  const headrest = v.pick();
  const mesh = times(7, (i) => line(-52, -330 + i * 22, 52, -330 + i * 22, shade(p.main, 0.25), 4)).join('');
  return [
    castorBase(200),
    rect(-9, -128, 18, 96, CHROME, 4),
    rect(-9, -176, 18, 40, DEEP, 4),
    rect(-70, -350, 140, 190, p.main, 44),
    mesh,
    rect(-58, -236, 116, 22, p.accent, 11),
    headrest ? rect(-44, -418, 88, 40, p.dark, 18) + rect(-6, -384, 12, 36, STEEL_DARK) : '',
    rect(-92, -160, 184, 38, p.dark, 18),
    rect(-112, -212, 14, 60, STEEL, 7),
    rect(98, -212, 14, 60, STEEL, 7),
    rect(-124, -222, 40, 14, DEEP, 7),
    rect(84, -222, 40, 14, DEEP, 7),
  ].join('');
};

const chairVisitor: Draw = (p, v) => {
  const arms = v.pick();
  return [
    path(
      'M -100 0 L -100 -12 L -70 -150 M 100 0 L 100 -12 L 70 -150',
      'none',
      ` stroke="${CHROME}" stroke-width="12" stroke-linejoin="round"`,
    ),
    line(-108, -4, 108, -4, CHROME, 10),
    rect(-100, -184, 200, 40, p.main, 18),
    rect(-92, -176, 184, 10, p.light, 5, ' opacity="0.45"'),
    rect(-88, -360, 176, 170, p.main, 36),
    rect(-70, -340, 140, 8, p.light, 4, ' opacity="0.45"'),
    rect(-70, -220, 140, 10, p.accent, 5),
    arms
      ? path(
          'M -100 -150 L -112 -150 L -112 -240 L -80 -240 M 100 -150 L 112 -150 L 112 -240 L 80 -240',
          'none',
          ` stroke="${CHROME}" stroke-width="10" stroke-linejoin="round"`,
        )
      : '',
  ].join('');
};

const beamSeating: Draw = (p) => {
  const seat = (x: number) =>
    [
      rect(x - 68, -200, 136, 30, p.main, 12),
      rect(x - 62, -340, 124, 136, p.main, 26),
      rect(x - 50, -322, 100, 10, p.light, 5, ' opacity="0.4"'),
    ].join('');
  return [
    rect(-230, -150, 460, 16, STEEL_DARK, 6),
    path(
      'M -180 -134 L -210 0 M -180 -134 L -150 0 M 180 -134 L 150 0 M 180 -134 L 210 0',
      'none',
      ` stroke="${STEEL}" stroke-width="12" stroke-linecap="round"`,
    ),
    seat(-150),
    seat(0),
    seat(150),
    ...[-75, 75].map((x) => rect(x - 6, -236, 12, 80, STEEL, 6) + rect(x - 18, -244, 36, 14, DEEP, 7)),
    rect(-40, -150, 80, 8, p.accent, 4),
  ].join('');
};

const sofa: Draw = (p, v) => {
  const seats = v.pick() ? 3 : 2;
  const inner = seats === 3 ? 420 : 300;
  const half = inner / 2;
  const cushion = inner / seats;
  return [
    rect(-half - 36, -22, 14, 22, DEEP, 3),
    rect(half + 22, -22, 14, 22, DEEP, 3),
    rect(-half - 10, -280, inner + 20, 150, p.dark, 34),
    rect(-half - 20, -150, inner + 40, 128, p.main, 22),
    ...times(seats, (i) => rect(-half + i * cushion + 6, -182, cushion - 12, 48, p.light, 18)),
    rect(-half - 64, -212, 66, 190, p.main, 28),
    rect(half - 2, -212, 66, 190, p.main, 28),
    rect(-half + 30, -262, 84, 70, p.accent, 20, ` transform="rotate(-8 ${n(-half + 72)} -227)"`),
    rect(half - 114, -262, 84, 70, PALE, 20, ` transform="rotate(8 ${n(half - 72)} -227)"`),
  ].join('');
};

const armchair: Draw = (p) =>
  [
    rect(-130, -22, 14, 22, DEEP, 3),
    rect(116, -22, 14, 22, DEEP, 3),
    rect(-110, -330, 220, 200, p.dark, 40),
    rect(-128, -150, 256, 128, p.main, 22),
    rect(-96, -184, 192, 50, p.light, 18),
    rect(-166, -230, 62, 208, p.main, 28),
    rect(104, -230, 62, 208, p.main, 28),
    rect(-44, -290, 88, 74, p.accent, 20),
  ].join('');

const stool: Draw = (p) =>
  [
    ellipse(0, -10, 110, 14, STEEL_DARK),
    rect(-8, -260, 16, 250, CHROME, 4),
    ellipse(0, -110, 70, 12, 'none', ` stroke="${CHROME}" stroke-width="10"`),
    rect(-110, -300, 220, 44, p.main, 22),
    rect(-96, -294, 192, 12, p.light, 6, ' opacity="0.5"'),
    rect(-30, -262, 60, 10, p.accent, 5),
  ].join('');

// ---------------------------------------------------------------------------------------------
// Desks, tables and storage

function drawerPedestal(x: number, y: number, width: number, height: number, paint: Paint, drawers: number): string {
  const each = height / drawers;
  return [
    rect(x, y, width, height, paint.dark, 6),
    ...times(
      drawers,
      (i) =>
        rect(x + 8, y + 8 + i * each, width - 16, each - 12, paint.main, 4) +
        rect(x + width / 2 - 18, y + 8 + i * each + (each - 12) / 2 - 3, 36, 6, paint.accent, 3),
    ),
  ].join('');
}

const deskExecutive: Draw = (p, v) => {
  const laptop = v.pick();
  return [
    rect(-240, -200, 480, 26, p.dark, 6),
    rect(-232, -196, 464, 8, p.light, 4, ' opacity="0.35"'),
    drawerPedestal(-226, -174, 130, 174, p, 3),
    rect(-96, -174, 212, 110, p.main, 4),
    rect(-96, -84, 212, 6, p.accent, 3),
    rect(116, -174, 110, 174, p.main, 6),
    rect(128, -160, 86, 146, p.dark, 4, ' opacity="0.35"'),
    rect(200, -96, 8, 40, p.accent, 4),
    laptop
      ? path('M -70 -200 L -50 -268 L 60 -268 L 48 -200 Z', DEEP) + rect(-90, -206, 160, 8, STEEL, 4)
      : rect(-40, -270, 70, 70, DEEP, 6) + rect(-32, -262, 54, 40, SCREEN, 3) + rect(-10, -212, 10, 12, STEEL),
    rect(130, -236, 26, 36, GOLD_LIGHT, 6),
    rect(-200, -214, 60, 14, PAPER, 2),
  ].join('');
};

const deskL: Draw = (p, v) => {
  const monitor = v.pick();
  return [
    rect(40, -230, 210, 20, shade(p.main, -0.15), 5),
    rect(226, -210, 14, 210, STEEL_DARK, 4),
    rect(-240, -196, 380, 22, p.main, 5),
    rect(-232, -192, 364, 6, p.light, 3, ' opacity="0.4"'),
    rect(-230, -174, 14, 174, STEEL_DARK, 4),
    rect(120, -174, 14, 174, STEEL_DARK, 4),
    drawerPedestal(10, -168, 100, 150, p, 3),
    rect(-214, -150, 220, 8, STEEL, 4),
    monitor
      ? rect(-150, -352, 190, 120, DEEP, 10) +
        screenContent(-140, -342, 170, 100, p) +
        rect(-64, -232, 16, 36, STEEL) +
        rect(-96, -202, 80, 8, STEEL, 4)
      : path('M -120 -196 L -100 -262 L 10 -262 L -2 -196 Z', DEEP) + rect(-140, -202, 160, 8, STEEL, 4),
    rect(60, -262, 30, 32, p.accent, 6),
  ].join('');
};

const workstation: Draw = (p) => {
  const screen = (x: number) =>
    rect(x - 60, -330, 120, 76, DEEP, 8) +
    rect(x - 52, -322, 104, 60, SCREEN, 3) +
    rect(x - 6, -254, 12, 30, STEEL) +
    rect(x - 30, -226, 60, 6, STEEL, 3);
  return [
    rect(-250, -390, 500, 190, p.accent, 12),
    rect(-6, -390, 12, 190, p.dark, 2),
    rect(-250, -390, 500, 10, p.dark, 5),
    rect(-260, -216, 520, 22, p.main, 5),
    rect(-252, -212, 504, 6, p.light, 3, ' opacity="0.4"'),
    ...[-246, -6, 232].map((x) => rect(x, -194, 14, 194, STEEL_DARK, 4)),
    screen(-124),
    screen(124),
    drawerPedestal(-220, -150, 90, 132, p, 3),
    drawerPedestal(130, -150, 90, 132, p, 3),
  ].join('');
};

const meetingTable: Draw = (p, v) => {
  const long = v.pick();
  const width = long ? 580 : 480;
  const chairs = long ? [-210, -105, 0, 105, 210] : [-150, 0, 150];
  return [
    ...chairs.map((x, i) => rect(x - 46, -300, 92, 130, i % 2 ? DEEP : STEEL_DARK, 28)),
    rect(-width / 2, -186, width, 24, p.main, 10),
    rect(-width / 2 + 10, -182, width - 20, 8, p.light, 4, ' opacity="0.4"'),
    rect(-width / 2 + 70, -162, 24, 162, p.dark, 4),
    rect(width / 2 - 94, -162, 24, 162, p.dark, 4),
    rect(-width / 2 + 40, -12, 84, 12, p.dark, 6),
    rect(width / 2 - 124, -12, 84, 12, p.dark, 6),
    rect(-50, -162, 100, 10, p.accent, 5),
    path('M -60 -190 L -40 -236 L 56 -236 L 42 -190 Z', DEEP),
    rect(-80, -192, 150, 6, STEEL, 3),
    rect(width / 2 - 160, -204, 22, 18, GOLD_LIGHT, 4),
  ].join('');
};

const filingCabinet: Draw = (p, v) => {
  const drawers = v.pick() ? 4 : 3;
  const height = 420;
  const each = (height - 24) / drawers;
  return [
    rect(-110, -height, 220, height, p.dark, 8),
    ...times(drawers, (i) => {
      const y = -height + 12 + i * each;
      return (
        rect(-98, y, 196, each - 10, p.main, 5) +
        rect(-30, y + 16, 60, 18, PAPER, 3, ` stroke="${STEEL_DARK}" stroke-width="3"`) +
        rect(-40, y + 44, 80, 12, p.accent, 6)
      );
    }),
    rect(70, -height + 18, 14, 14, GOLD_DARK, 7),
  ].join('');
};

const cupboard: Draw = (p, v) => {
  const glass = v.pick();
  return [
    rect(-150, -480, 300, 480, p.dark, 8),
    rect(-140, -470, 138, 460, p.main, 4),
    rect(2, -470, 138, 460, p.main, 4),
    // Glazed upper doors showing a shelf with files and boxes.
    glass
      ? [
          rect(-128, -456, 114, 200, MIST, 3, ' opacity="0.7"'),
          rect(14, -456, 114, 200, MIST, 3, ' opacity="0.7"'),
          rect(-120, -360, 100, 8, PALE, 2),
          rect(22, -360, 100, 8, PALE, 2),
          rect(-110, -420, 24, 58, p.accent, 2),
          rect(-82, -410, 20, 48, GOLD_LIGHT, 2),
          rect(40, -414, 60, 52, PALE, 2),
        ].join('')
      : '',
    rect(-22, -260, 10, 70, p.accent, 5),
    rect(12, -260, 10, 70, p.accent, 5),
    rect(-150, -10, 300, 10, DEEP, 3),
  ].join('');
};

const bookcase: Draw = (p) => {
  const palette = [GOLD, MIST, PALE, GOLD_LIGHT, TEAL, p.accent];
  const shelves = [-380, -270, -160];
  const items = shelves.flatMap((shelfY, row) => {
    const out: string[] = [];
    let x = -150 + row * 6;
    let i = row;
    while (x < 120) {
      const width = 20 + ((i * 7) % 12);
      const height = 60 + ((i * 13) % 28);
      out.push(rect(x, shelfY - height, width, height, palette[i % palette.length]!, 3));
      x += width + 5;
      i++;
      if (row === 1 && i === 4) {
        out.push(ellipse(x + 40, shelfY - 30, 34, 30, LEAF) + rect(x + 22, shelfY - 24, 36, 24, GOLD_DARK, 4));
        x += 90;
      }
    }
    return out;
  });
  return [
    rect(-170, -480, 340, 480, p.dark, 8),
    rect(-160, -470, 320, 460, shade(p.main, -0.35), 4),
    ...items,
    ...[...shelves, -50].map((y) => rect(-160, y, 320, 12, p.main, 2)),
    rect(-150, -44, 140, 34, p.main, 3),
    rect(10, -44, 140, 34, p.main, 3),
    rect(-30, -34, 20, 8, p.accent, 4),
    rect(30, -34, 20, 8, p.accent, 4),
    rect(-170, -484, 340, 14, p.main, 4),
  ].join('');
};

const pedestal: Draw = (p) =>
  [
    drawerPedestal(-110, -300, 220, 276, p, 3),
    circle(-80, -12, 12, DEEP),
    circle(80, -12, 12, DEEP),
    rect(-110, -306, 220, 12, p.light, 4),
  ].join('');

const reception: Draw = (p) =>
  [
    rect(-250, -230, 500, 230, p.main, 10),
    rect(-266, -250, 532, 24, p.accent, 8),
    rect(-250, -160, 500, 18, p.dark, 2),
    rect(-250, -100, 500, 6, p.dark, 2),
    circle(0, -60, 26, 'none', ` stroke="${GOLD}" stroke-width="8"`),
    rect(150, -296, 60, 46, DEEP, 6),
    rect(156, -290, 48, 30, SCREEN, 3),
    rect(-200, -270, 70, 20, PAPER, 3),
    ellipse(-90, -266, 24, 18, LEAF),
  ].join('');

const coffeeTable: Draw = (p, v) => {
  const round = v.pick();
  return [
    round
      ? ellipse(0, -150, 220, 30, p.main) + ellipse(0, -156, 206, 20, p.light, ' opacity="0.35"')
      : rect(-230, -170, 460, 28, p.main, 10),
    rect(-160, -142, 16, 142, p.dark, 4),
    rect(144, -142, 16, 142, p.dark, 4),
    rect(-150, -60, 300, 12, p.dark, 4),
    path('M -40 -170 C -60 -220 -30 -250 -20 -270 L 20 -270 C 30 -250 60 -220 40 -170 Z', p.accent),
    ellipse(-6, -296, 18, 36, LEAF),
    ellipse(18, -290, 14, 30, LEAF_DARK, ' transform="rotate(25 18 -290)"'),
    rect(90, -186, 80, 14, PAPER, 3),
    rect(96, -196, 70, 10, MIST, 3),
  ].join('');
};

const tvUnit: Draw = (p) =>
  [
    rect(-260, -150, 520, 130, p.main, 8),
    rect(-252, -142, 164, 114, p.dark, 4),
    rect(-80, -142, 160, 114, shade(p.main, 0.15), 4),
    rect(88, -142, 164, 114, p.dark, 4),
    rect(-30, -90, 60, 8, p.accent, 4),
    rect(-240, -20, 14, 20, DEEP, 3),
    rect(226, -20, 14, 20, DEEP, 3),
    rect(-190, -390, 380, 220, DEEP, 10),
    rect(-180, -380, 360, 200, SCREEN, 4),
    path('M -180 -240 L -90 -320 L -10 -250 L 60 -300 L 180 -210 L 180 -180 L -180 -180 Z', TEAL),
    circle(100, -330, 22, GOLD_LIGHT),
    rect(-30, -170, 60, 20, STEEL_DARK, 3),
  ].join('');

const bed: Draw = (p) =>
  [
    rect(-270, -320, 540, 210, p.dark, 26),
    ...times(5, (i) => rect(-240 + i * 98, -300, 84, 170, p.main, 18)),
    rect(-290, -150, 580, 110, PAPER, 18),
    rect(-290, -120, 580, 80, p.accent, 16),
    rect(-290, -124, 580, 12, GOLD_LIGHT, 6),
    rect(-220, -196, 180, 56, PALE, 26),
    rect(40, -196, 180, 56, PALE, 26),
    rect(-290, -40, 580, 24, p.dark, 6),
    rect(-270, -16, 20, 16, DEEP, 3),
    rect(250, -16, 20, 16, DEEP, 3),
  ].join('');

const wardrobe: Draw = (p, v) => {
  const mirror = v.pick();
  return [
    rect(-200, -500, 400, 480, p.dark, 8),
    ...[-192, -62, 68].map((x, i) => {
      const glass = i === 1 && mirror;
      return (
        rect(x, -492, 124, 464, glass ? MIST : p.main, 4) +
        (glass ? path(`M ${x + 20} -470 L ${x + 60} -470 L ${x + 20} -400 Z`, PALE, ' opacity="0.7"') : '')
      );
    }),
    ...[-80, -44, 50, 86].map((x) => rect(x - 4, -290, 8, 60, p.accent, 4)),
    rect(-200, -24, 400, 14, DEEP, 3),
    rect(-186, -10, 16, 10, DEEP),
    rect(170, -10, 16, 10, DEEP),
  ].join('');
};

const diningTable: Draw = (p) => {
  const chair = (x: number) =>
    [
      rect(x - 50, -330, 100, 150, shade(p.main, -0.25), 24),
      rect(x - 56, -180, 112, 26, p.accent, 10),
      rect(x - 46, -154, 10, 154, p.dark, 3),
      rect(x + 36, -154, 10, 154, p.dark, 3),
    ].join('');
  return [
    chair(-200),
    chair(200),
    rect(-260, -196, 520, 26, p.main, 8),
    rect(-252, -192, 504, 8, p.light, 4, ' opacity="0.4"'),
    path('M -200 -170 L -180 0 L -160 0 L -170 -170 Z', p.dark),
    path('M 200 -170 L 180 0 L 160 0 L 170 -170 Z', p.dark),
    ellipse(0, -206, 60, 12, PAPER),
    ellipse(-12, -226, 16, 14, GOLD_LIGHT),
    ellipse(14, -228, 16, 14, '#c9603d'),
  ].join('');
};

// ---------------------------------------------------------------------------------------------
// Computers

const laptop: Draw = (p, v) => {
  const open = 300;
  const slim = v.pick();
  return [
    path(`M ${-open / 2 - 40} -10 L ${open / 2 + 40} -10 L ${open / 2 + 10} -70 L ${-open / 2 - 10} -70 Z`, p.main),
    rect(-open / 2 - 40, -14, open + 80, 14, p.dark, 6),
    ...times(4, (row) => rect(-open / 2 + 8 + row * 4, -62 + row * 12, open - 16 - row * 8, 7, shade(p.main, -0.3), 2)),
    rect(-40, -24, 80, 8, shade(p.main, -0.2), 3),
    rect(-open / 2 - 6, -70 - 230, open + 12, 234, slim ? p.dark : DEEP, 14),
    screenContent(-open / 2 + 10, -290, open - 20, 204, p),
    circle(0, -294, 3, STEEL),
  ].join('');
};

const desktop: Draw = (p) =>
  [
    rect(120, -300, 120, 300, p.main, 10),
    rect(134, -286, 92, 8, p.dark, 4),
    rect(134, -270, 92, 8, p.dark, 4),
    circle(180, -230, 10, p.accent),
    ...times(6, (i) => rect(140, -180 + i * 22, 80, 8, p.dark, 4)),
    rect(-250, -380, 330, 210, DEEP, 12),
    screenContent(-240, -370, 310, 180, p),
    rect(-98, -170, 26, 110, STEEL),
    rect(-160, -64, 150, 12, STEEL, 6),
    rect(-250, -30, 250, 22, p.dark, 6),
    ...times(2, (row) => rect(-242, -26 + row * 8, 234, 5, shade(p.dark, 0.25), 2)),
    ellipse(50, -16, 24, 14, p.dark),
  ].join('');

const allInOne: Draw = (p) =>
  [
    rect(-240, -430, 480, 300, p.dark, 14),
    screenContent(-226, -416, 452, 250, p),
    rect(-240, -166, 480, 36, p.main, 0),
    rect(-240, -150, 480, 20, p.main, 10),
    circle(0, -148, 5, STEEL),
    path('M -40 -130 L 40 -130 L 60 -14 L -60 -14 Z', p.main),
    rect(-100, -16, 200, 16, p.main, 8),
    rect(120, -24, 140, 18, p.light, 6),
  ].join('');

const monitor: Draw = (p, v) => {
  const width = v.pick() ? 480 : 420;
  return [
    rect(-width / 2, -420, width, 270, DEEP, 10),
    rect(-width / 2, -164, width, 14, p.main, 6),
    screenContent(-width / 2 + 10, -410, width - 20, 240, p),
    rect(-18, -150, 36, 110, p.main),
    path('M -120 -10 L 120 -10 L 100 -40 L -100 -40 Z', p.main),
    rect(-120, -12, 240, 12, p.dark, 6),
    circle(width / 2 - 20, -157, 3, p.accent),
  ].join('');
};

const keyboard: Draw = (p) =>
  [
    path('M -240 -20 L 200 -20 L 190 -130 L -230 -130 Z', p.dark),
    rect(-240, -24, 440, 24, p.main, 8),
    ...times(4, (row) =>
      times(14, (col) =>
        rect(
          -222 + col * 29 + row * 1,
          -120 + row * 24,
          24,
          18,
          col === 13 && row === 3 ? p.accent : shade(p.main, 0.12),
          4,
        ),
      ).join(''),
    ),
    rect(-150, -48, 220, 18, shade(p.main, 0.12), 4),
    ellipse(250, -40, 44, 62, p.main),
    line(250, -100, 250, -64, p.dark, 4),
    circle(250, -80, 7, p.accent),
  ].join('');

const tower: Draw = (p) =>
  [
    rect(-130, -460, 260, 460, p.main, 12),
    rect(-112, -440, 224, 90, p.dark, 8),
    rect(-92, -420, 184, 10, STEEL_DARK, 5),
    rect(-92, -400, 184, 10, STEEL_DARK, 5),
    circle(70, -370, 14, p.accent),
    ...times(9, (i) => rect(-100, -320 + i * 30, 200, 14, p.dark, 7)),
    rect(-110, -10, 40, 10, DEEP),
    rect(70, -10, 40, 10, DEEP),
    line(-130, -440, -130, -60, p.accent, 4, ' opacity="0.8"'),
  ].join('');

// ---------------------------------------------------------------------------------------------
// Printers, scanners and AV

function paperOut(x: number, y: number, width: number): string {
  return (
    rect(x, y, width, 70, PAPER, 3) +
    rect(x + 14, y + 14, width * 0.6, 7, GOLD, 3) +
    rect(x + 14, y + 30, width * 0.75, 6, MIST, 3) +
    rect(x + 14, y + 44, width * 0.5, 6, MIST, 3)
  );
}

const printer: Draw = (p, v) => {
  const big = v.pick();
  const w = big ? 380 : 320;
  return [
    rect(-w / 2 + 20, -100, w - 40, 100, p.dark, 10),
    rect(-w / 2 + 40, -64, w - 80, 10, shade(p.dark, -0.3), 5),
    paperOut(-80, -330, 160),
    rect(-w / 2, -270, w, 174, p.main, 18),
    rect(-w / 2 + 20, -290, w - 40, 34, p.light, 12),
    rect(-w / 2 + 40, -156, w - 80, 14, DEEP, 7),
    rect(w / 2 - 110, -246, 80, 36, DEEP, 6),
    rect(w / 2 - 102, -238, 42, 20, SCREEN, 3),
    circle(w / 2 - 44, -228, 7, p.accent),
    rect(-w / 2 + 30, -236, 110, 12, shade(p.main, -0.1), 6),
  ].join('');
};

const mfp: Draw = (p) =>
  [
    rect(-190, -250, 380, 250, p.dark, 10),
    ...times(3, (i) => rect(-176, -236 + i * 78, 352, 66, p.main, 6) + rect(-40, -210 + i * 78, 80, 10, p.accent, 5)),
    rect(-200, -440, 400, 190, p.main, 14),
    rect(-180, -360, 280, 16, DEEP, 8),
    paperOut(-150, -350, 150),
    rect(-200, -470, 340, 40, p.light, 12),
    rect(-190, -500, 260, 34, shade(p.main, -0.1), 10),
    rect(-160, -520, 200, 24, PAPER, 3),
    rect(90, -456, 110, 60, DEEP, 8),
    rect(98, -448, 70, 40, SCREEN, 4),
    circle(184, -428, 8, p.accent),
    circle(-170, -10, 10, DEEP),
    circle(170, -10, 10, DEEP),
  ].join('');

const scanner: Draw = (p, v) => {
  const flatbed = v.pick();
  return flatbed
    ? [
        rect(-230, -110, 460, 110, p.main, 14),
        rect(-230, -150, 460, 50, p.dark, 14),
        rect(-210, -140, 320, 26, MIST, 6, ' opacity="0.9"'),
        rect(150, -140, 60, 26, DEEP, 6),
        circle(190, -127, 6, p.accent),
        rect(-200, -70, 400, 10, shade(p.main, -0.2), 5),
        paperOut(-130, -240, 150),
      ].join('')
    : [
        path('M -110 -250 L 110 -250 L 80 -150 L -80 -150 Z', p.dark),
        rect(-96, -330, 192, 100, PAPER, 3, ' transform="rotate(-10 0 -280)"'),
        rect(-60, -320, 110, 8, GOLD, 3, ' transform="rotate(-10 0 -280)"'),
        rect(-160, -160, 320, 130, p.main, 24),
        rect(-140, -46, 280, 26, p.dark, 10),
        rect(-120, -36, 240, 20, PAPER, 2),
        rect(80, -136, 50, 28, DEEP, 6),
        circle(-110, -120, 8, p.accent),
      ].join('');
};

const toner: Draw = (p) =>
  [
    rect(-220, -240, 200, 240, PAPER, 8),
    rect(-220, -240, 200, 40, p.accent, 8),
    rect(-200, -150, 160, 16, p.main, 8),
    rect(-200, -120, 120, 10, MIST, 5),
    rect(-10, -130, 250, 100, p.main, 30),
    rect(10, -120, 210, 20, shade(p.main, 0.2), 10),
    circle(220, -80, 24, p.dark),
    rect(-10, -40, 250, 30, p.dark, 12),
    rect(40, -70, 120, 10, p.accent, 5),
  ].join('');

const panel: Draw = (p) =>
  [
    rect(-20, -300, 40, 280, STEEL_DARK),
    rect(-140, -30, 280, 14, STEEL_DARK, 7),
    circle(-130, -10, 10, DEEP),
    circle(130, -10, 10, DEEP),
    rect(-290, -560, 580, 340, p.main, 12),
    rect(-276, -546, 552, 312, SCREEN, 4),
    path(
      'M -240 -300 C -180 -420 -120 -300 -60 -380 S 40 -470 100 -400',
      'none',
      ` stroke="${GOLD_LIGHT}" stroke-width="10" stroke-linecap="round"`,
    ),
    rect(120, -500, 120, 80, MIST, 6, ' opacity="0.8"'),
    rect(120, -400, 120, 60, p.accent, 6),
    circle(-220, -500, 22, GOLD, ' opacity="0.9"'),
    rect(-290, -232, 580, 14, p.dark, 6),
    path('M 60 -300 L 80 -330 L 90 -300 Z', PALE),
  ].join('');

const projector: Draw = (p, v) => {
  const beam = v.pick();
  return [
    beam ? path('M 80 -150 L 280 -340 L 280 -60 Z', GOLD_LIGHT, ' opacity="0.35"') : '',
    rect(-200, -170, 300, 120, p.main, 20),
    rect(-190, -162, 280, 20, p.light, 10, ' opacity="0.6"'),
    circle(40, -110, 44, DEEP),
    circle(40, -110, 30, SCREEN, ` stroke="${CHROME}" stroke-width="6"`),
    circle(30, -120, 8, PALE, ' opacity="0.7"'),
    ...times(5, (i) => rect(-170, -130 + i * 14, 90, 6, p.dark, 3)),
    rect(-60, -150, 40, 12, p.accent, 6),
    rect(-180, -50, 24, 40, p.dark, 6),
    rect(60, -50, 24, 40, p.dark, 6),
  ].join('');
};

const projectionScreen: Draw = (p) =>
  [
    line(0, -520, 0, -30, STEEL_DARK, 14),
    line(0, -40, -120, 0, STEEL_DARK, 10),
    line(0, -40, 120, 0, STEEL_DARK, 10),
    line(0, -40, 0, 0, STEEL_DARK, 10),
    rect(-260, -540, 520, 24, p.dark, 12),
    rect(-240, -516, 480, 320, PAPER, 2),
    rect(-240, -516, 480, 320, 'none', 0, ` stroke="${DEEP}" stroke-width="8"`),
    rect(-200, -470, 150, 16, p.accent, 8),
    rect(-200, -440, 220, 10, MIST, 5),
    path('M -200 -240 L -120 -330 L -50 -270 L 30 -360 L 200 -240 Z', MIST, ' opacity="0.7"'),
  ].join('');

const videoBar: Draw = (p) =>
  [
    rect(-250, -430, 500, 290, DEEP, 12),
    rect(-240, -420, 480, 270, SCREEN, 4),
    // Three participants on the call, the speaker highlighted.
    ...[-120, 0, 120].map((x, i) => {
      const person = i === 1 ? GOLD_LIGHT : MIST;
      return (
        rect(x - 54, -400, 108, 100, i === 1 ? TEAL : shade(SCREEN, 0.15), 6) +
        circle(x, -366, 18, person) +
        path(`M ${x - 34} -300 C ${x - 30} -336 ${x + 30} -336 ${x + 34} -300 Z`, person)
      );
    }),
    rect(-200, -280, 400, 100, shade(SCREEN, 0.08), 6),
    rect(-130, -478, 260, 40, p.main, 20),
    circle(0, -458, 14, DEEP, ` stroke="${CHROME}" stroke-width="4"`),
    ...times(8, (i) => circle(-100 + i * 12, -458, 3, p.dark)),
    ...times(8, (i) => circle(16 + i * 12, -458, 3, p.dark)),
    rect(-16, -140, 32, 100, STEEL),
    rect(-130, -44, 260, 16, STEEL_DARK, 8),
    circle(100, -456, 4, p.accent),
  ].join('');

const signage: Draw = (p) =>
  [
    rect(-130, -560, 260, 520, p.main, 16),
    rect(-114, -544, 228, 400, SCREEN, 6),
    circle(0, -430, 60, GOLD_LIGHT),
    rect(-80, -340, 160, 20, PALE, 10),
    rect(-60, -306, 120, 14, MIST, 7),
    rect(-80, -250, 160, 60, p.accent, 10),
    rect(-114, -126, 228, 60, p.dark, 8),
    rect(-150, -40, 300, 40, p.dark, 10),
  ].join('');

const videoWall: Draw = (p) =>
  [
    rect(-16, -200, 32, 180, STEEL_DARK),
    rect(-160, -24, 320, 16, STEEL_DARK, 8),
    ...[
      [-272, -520],
      [2, -520],
      [-272, -354],
      [2, -354],
    ].map(
      ([x, y], i) =>
        rect(x!, y!, 270, 164, DEEP, 4) +
        rect(x! + 4, y! + 4, 262, 156, SCREEN) +
        (i === 0 ? circle(x! + 200, y! + 60, 40, GOLD_LIGHT) : ''),
    ),
    path(
      'M -268 -200 L -180 -290 L -100 -230 L 30 -400 L 150 -300 L 268 -380 L 268 -194 L -268 -194 Z',
      TEAL,
      ' opacity="0.8"',
    ),
    rect(-276, -530, 552, 8, p.accent, 4),
  ].join('');

// ---------------------------------------------------------------------------------------------
// Safes and security

function dial(cx: number, cy: number, paint: Paint): string {
  const ticks = times(12, (i) => {
    const a = (i * Math.PI) / 6;
    return line(
      cx + Math.cos(a) * 32,
      cy + Math.sin(a) * 32,
      cx + Math.cos(a) * 40,
      cy + Math.sin(a) * 40,
      GOLD_LIGHT,
      4,
    );
  });
  return (
    circle(cx, cy, 48, DEEP) +
    circle(cx, cy, 26, paint.accent) +
    ticks.join('') +
    rect(cx - 6, cy - 36, 12, 16, DEEP, 3)
  );
}

const safe: Draw = (p, v) => {
  const tall = v.pick();
  const h = tall ? 420 : 340;
  return [
    rect(-130, -20, 40, 20, DEEP, 4),
    rect(90, -20, 40, 20, DEEP, 4),
    rect(-160, -h - 20, 320, h, p.dark, 16),
    rect(-138, -h, 276, h - 44, p.main, 10),
    rect(148, -h + 40, 16, 50, DEEP, 4),
    rect(148, -110, 16, 50, DEEP, 4),
    dial(-30, -h / 2 - 30, p),
    rect(62, -h / 2 - 74, 18, 90, p.accent, 9),
    rect(-100, -h + 24, 60, 10, shade(p.main, 0.3), 5),
  ].join('');
};

const safeKeypad: Draw = (p) =>
  [
    rect(-150, -360, 300, 350, p.dark, 14),
    rect(-132, -342, 264, 314, p.main, 8),
    rect(-100, -300, 110, 150, DEEP, 8),
    rect(-88, -288, 86, 26, SCREEN, 4),
    rect(-80, -282, 40, 12, GOLD_LIGHT, 3),
    ...times(4, (row) =>
      times(3, (col) =>
        rect(-88 + col * 30, -250 + row * 24, 22, 18, row === 3 && col === 2 ? p.accent : PALE, 4),
      ).join(''),
    ),
    circle(70, -220, 30, p.accent),
    rect(64, -222, 60, 12, GOLD_DARK, 6),
    rect(-130, -10, 40, 10, DEEP),
    rect(90, -10, 40, 10, DEEP),
  ].join('');

const keyCabinet: Draw = (p) => {
  const keys = times(4, (row) =>
    times(5, (col) => {
      const x = -100 + col * 50;
      const y = -350 + row * 72;
      return (
        circle(x, y, 4, STEEL_DARK) +
        line(x, y, x, y + 18, STEEL, 3) +
        circle(x, y + 26, 9, [GOLD, MIST, GOLD_LIGHT, PALE][(row + col) % 4]!) +
        rect(x - 3, y + 34, 6, 16, CHROME, 2)
      );
    }).join(''),
  );
  return [
    rect(-140, -400, 280, 330, p.dark, 10),
    rect(-126, -386, 252, 302, PAPER, 4),
    ...keys,
    path('M 140 -400 L 230 -370 L 230 -100 L 140 -70 Z', p.main),
    rect(196, -260, 12, 40, p.accent, 6),
    rect(-20, -60, 40, 60, STEEL_DARK),
  ].join('');
};

const cashBox: Draw = (p) =>
  [
    path('M -200 -170 L 200 -170 L 230 -260 L -170 -260 Z', shade(p.main, 0.2)),
    rect(-200, -170, 400, 160, p.main, 12),
    rect(-200, -30, 400, 20, p.dark, 8),
    rect(-70, -200, 140, 14, p.dark, 7),
    rect(-90, -214, 20, 30, p.dark, 6),
    rect(70, -214, 20, 30, p.dark, 6),
    circle(150, -100, 16, p.accent),
    rect(146, -104, 8, 16, DEEP, 2),
    ...[-150, -90, -30, 30].map((x, i) => rect(x, -150, 50, 20, [GOLD_LIGHT, '#9cc3a4', GOLD, '#9cc3a4'][i]!, 4)),
    rect(-160, -120, 240, 8, p.dark, 4, ' opacity="0.6"'),
  ].join('');

const fireCabinet: Draw = (p) =>
  [
    rect(-130, -470, 260, 460, p.dark, 12),
    ...times(4, (i) => {
      const y = -454 + i * 110;
      return (
        rect(-114, y, 228, 98, p.main, 8) +
        rect(-40, y + 20, 80, 18, PAPER, 3) +
        rect(-50, y + 56, 100, 14, p.accent, 7)
      );
    }),
    circle(90, -436, 10, GOLD_DARK),
    rect(-130, -10, 260, 10, DEEP, 3),
    path('M -96 -470 L -64 -470 L -80 -500 Z', '#c9603d'),
  ].join('');

const depositLockers: Draw = (p) => {
  const doors = times(5, (row) =>
    times(4, (col) => {
      const x = -200 + col * 100;
      const y = -470 + row * 86;
      return (
        rect(x + 6, y + 6, 88, 74, p.main, 4) +
        circle(x + 72, y + 43, 7, p.accent) +
        rect(x + 18, y + 18, 30, 10, shade(p.main, 0.25), 3)
      );
    }).join(''),
  );
  return [rect(-210, -480, 420, 450, p.dark, 8), ...doors, rect(-210, -34, 420, 34, DEEP, 4)].join('');
};

// ---------------------------------------------------------------------------------------------
// Bank equipment

const moneyCounter: Draw = (p) =>
  [
    rect(-260, -14, 520, 14, PALE, 4),
    noteStack(-250, 100, 5),
    noteStack(150, 100, 7),
    rect(-120, -210, 240, 196, p.main, 18),
    path('M -100 -210 L -70 -300 L 90 -300 L 100 -210 Z', p.dark),
    ...times(4, (i) =>
      rect(-66 + i * 4, -292 + i * 9, 150, 10, i % 2 ? '#9cc3a4' : '#7fae8a', 2, ' transform="rotate(-4 0 -270)"'),
    ),
    rect(-96, -160, 110, 46, DEEP, 6),
    rect(-84, -148, 60, 20, GOLD, 3),
    circle(52, -150, 12, p.accent),
    circle(84, -150, 12, MIST),
    rect(-90, -76, 180, 34, DEEP, 6),
    rect(-70, -68, 140, 12, '#9cc3a4', 2),
  ].join('');

const currencySorter: Draw = (p) =>
  [
    rect(-250, -260, 500, 250, p.main, 18),
    path('M -220 -260 L -190 -360 L 10 -360 L 20 -260 Z', p.dark),
    ...times(3, (i) => rect(-176 + i * 4, -352 + i * 10, 170, 10, i % 2 ? '#9cc3a4' : '#7fae8a', 2)),
    rect(60, -240, 160, 100, DEEP, 8),
    rect(72, -228, 136, 60, SCREEN, 4),
    rect(84, -216, 70, 12, GOLD_LIGHT, 3),
    rect(84, -196, 100, 8, MIST, 3),
    ...[72, 110, 148, 186].map((x, i) => circle(x, -152, 9, i === 0 ? p.accent : PALE)),
    rect(-230, -120, 180, 80, DEEP, 8),
    rect(-220, -70, 160, 26, '#7fae8a', 3),
    rect(-30, -120, 180, 80, DEEP, 8),
    rect(-20, -70, 160, 26, '#9cc3a4', 3),
    rect(-250, -20, 500, 14, p.dark, 6),
  ].join('');

const detector: Draw = (p) =>
  [
    path('M -60 -230 L 180 -230 L 140 -120 L -60 -120 Z', '#8a6fd1', ' opacity="0.35"'),
    rect(-200, -120, 400, 110, p.main, 16),
    rect(-200, -300, 120, 200, p.main, 16),
    rect(-80, -300, 260, 40, p.dark, 14),
    rect(-60, -266, 220, 16, '#a88ff0', 8),
    rect(-40, -150, 200, 28, '#9cc3a4', 3),
    rect(-20, -146, 60, 20, '#7fae8a', 3),
    circle(-140, -250, 24, DEEP),
    circle(-140, -250, 12, p.accent),
    rect(-180, -190, 80, 40, DEEP, 6),
    rect(-172, -182, 40, 24, SCREEN, 3),
    rect(-200, -20, 400, 10, p.dark, 5),
  ].join('');

const coinCounter: Draw = (p) => {
  const coins = times(6, (i) =>
    ellipse(
      -160 + i * 64,
      -24,
      26,
      10,
      i % 2 ? GOLD : CHROME,
      ` stroke="${shade(i % 2 ? GOLD : CHROME, -0.2)}" stroke-width="3"`,
    ),
  );
  return [
    ...coins,
    rect(-140, -260, 280, 220, p.main, 16),
    path('M -120 -260 L -160 -360 L 160 -360 L 120 -260 Z', p.dark),
    ellipse(0, -340, 130, 16, shade(p.dark, -0.2)),
    ...times(5, (i) => ellipse(-60 + i * 30, -344, 12, 5, i % 2 ? GOLD : CHROME)),
    rect(-100, -220, 120, 50, DEEP, 6),
    rect(-90, -210, 80, 30, SCREEN, 3),
    rect(-84, -202, 44, 12, GOLD_LIGHT, 2),
    circle(70, -196, 14, p.accent),
    ...times(
      4,
      (i) =>
        rect(-110 + i * 56, -150, 40, 100, shade(p.main, -0.15), 6) +
        rect(-106 + i * 56, -100, 32, 46, i % 2 ? GOLD : CHROME, 4),
    ),
  ].join('');
};

const tellerCounter: Draw = (p) =>
  [
    rect(-280, -250, 560, 250, p.main, 8),
    rect(-296, -268, 592, 24, p.accent, 6),
    rect(-280, -170, 560, 14, p.dark, 2),
    rect(-280, -90, 560, 6, p.dark, 2),
    rect(-276, -560, 552, 292, MIST, 4, ' opacity="0.5"'),
    ...[-276, -92, 92, 268].map((x) => rect(x, -560, 8, 292, STEEL, 2)),
    rect(-60, -300, 120, 32, DEEP, 4),
    path('M -230 -540 L -170 -540 L -250 -400 Z', PALE, ' opacity="0.6"'),
    circle(-184, -130, 22, 'none', ` stroke="${GOLD}" stroke-width="6"`),
    circle(0, -130, 22, 'none', ` stroke="${GOLD}" stroke-width="6"`),
    circle(184, -130, 22, 'none', ` stroke="${GOLD}" stroke-width="6"`),
  ].join('');

const queueKiosk: Draw = (p) =>
  [
    rect(-120, -540, 240, 520, p.main, 20),
    rect(-100, -510, 200, 250, SCREEN, 8),
    ...times(3, (i) => rect(-80, -480 + i * 70, 160, 50, i === 0 ? p.accent : MIST, 10)),
    rect(-60, -220, 120, 16, DEEP, 8),
    rect(-40, -210, 80, 60, PAPER, 2),
    rect(-30, -196, 40, 8, GOLD, 2),
    rect(-140, -30, 280, 30, p.dark, 10),
  ].join('');

const cashDrawer: Draw = (p) =>
  [
    rect(-240, -120, 480, 110, p.main, 10),
    path('M -220 -120 L 220 -120 L 260 -220 L -180 -220 Z', p.dark),
    ...[-150, -70, 10, 90].map((x, i) =>
      path(`M ${x} -130 L ${x + 70} -130 L ${x + 90} -210 L ${x + 20} -210 Z`, i % 2 ? '#9cc3a4' : '#7fae8a'),
    ),
    ...[-170, -100, -30, 40, 110].map((x, i) => ellipse(x + 30, -110, 26, 8, i % 2 ? GOLD : CHROME)),
    rect(-60, -70, 120, 14, p.accent, 7),
    rect(-240, -20, 480, 16, DEEP, 6),
    circle(200, -60, 10, GOLD_DARK),
  ].join('');

// ---------------------------------------------------------------------------------------------
// Stationery

const paper: Draw = (p) =>
  [
    ...times(4, (i) => {
      const y = -(i + 1) * 72;
      const x = -200 + (i % 2) * 14;
      return (
        rect(x, y, 380, 72, PAPER, 4, ` stroke="${shade(PAPER, -0.12)}" stroke-width="3"`) +
        rect(x + 120, y, 110, 72, i === 3 ? p.accent : p.main, 0) +
        rect(x + 140, y + 28, 70, 14, PAPER, 4)
      );
    }),
    rect(210, -150, 120, 150, PAPER, 3, ' transform="rotate(6 270 -75)"'),
    rect(226, -130, 70, 8, GOLD, 3, ' transform="rotate(6 270 -75)"'),
  ].join('');

const notebook: Draw = (p, v) => {
  const sticky = v.pick();
  return [
    rect(-230, -60, 300, 60, shade(p.main, -0.2), 8),
    rect(-220, -140, 300, 80, p.main, 8),
    rect(-210, -230, 290, 90, p.light, 8),
    rect(50, -230, 12, 230, p.accent, 3),
    ...times(3, (i) => rect(-200, -226 + i * 92, 270, 4, PAPER, 2, ' opacity="0.8"')),
    sticky
      ? [GOLD_LIGHT, '#f3d36b', MIST]
          .map((colour, i) =>
            rect(
              110 + i * 28,
              -120 - i * 40,
              110,
              110,
              colour,
              4,
              ` transform="rotate(${-6 + i * 6} ${165 + i * 28} ${-65 - i * 40})"`,
            ),
          )
          .join('')
      : rect(110, -240, 18, 240, GOLD, 9, ' transform="rotate(12 119 -120)"') +
        path('M 110 -4 L 128 -4 L 119 24 Z', DEEP, ' transform="rotate(12 119 -120)"'),
  ].join('');
};

const pens: Draw = (p) => {
  const colours = [p.main, GOLD, DEEP, MIST, p.accent, '#c9603d'];
  return [
    ...colours.map((colour, i) => {
      const x = -70 + i * 28;
      const a = -14 + i * 6;
      return `<g transform="rotate(${a} ${x} -100)">${rect(x - 7, -330, 14, 240, colour, 7)}${rect(x - 7, -330, 14, 40, shade(colour, -0.25), 7)}${rect(x + 5, -320, 4, 60, CHROME, 2)}</g>`;
    }),
    rect(-110, -190, 220, 190, p.dark, 16),
    rect(-110, -190, 220, 24, shade(p.dark, 0.2), 12),
    rect(-90, -110, 180, 10, p.accent, 5),
    ...times(
      3,
      (i) =>
        `<g transform="rotate(${-8 + i * 4} 200 -20)">${rect(140, -30 - i * 22, 170, 14, [GOLD, p.main, DEEP][i]!, 7)}</g>`,
    ),
  ].join('');
};

const binder: Draw = (p) => {
  const colours = [p.main, p.accent, shade(p.main, 0.25), DEEP, p.main];
  return [
    ...colours.map((colour, i) => {
      const x = -230 + i * 92;
      return (
        rect(x, -340, 84, 340, colour, 6) +
        rect(x + 16, -300, 52, 70, PAPER, 4) +
        rect(x + 24, -284, 36, 8, GOLD, 3) +
        circle(x + 42, -130, 14, DEEP) +
        circle(x + 42, -130, 6, shade(colour, 0.4))
      );
    }),
    rect(-240, -10, 470, 10, DEEP, 4),
  ].join('');
};

const stapler: Draw = (p) =>
  [
    rect(-240, -40, 340, 40, p.dark, 14),
    path('M -240 -40 L -230 -130 L 90 -96 L 100 -52 Z', p.main),
    rect(-230, -136, 330, 30, p.light, 14, ' transform="rotate(6 -65 -121)"'),
    circle(-220, -70, 16, CHROME),
    rect(150, -110, 140, 110, p.accent, 8),
    rect(150, -110, 140, 30, shade(p.accent, -0.2), 8),
    rect(170, -62, 100, 10, PAPER, 4),
  ].join('');

const organizer: Draw = (p) =>
  [
    ...times(
      3,
      (i) =>
        rect(-250, -70 - i * 80, 260, 20, p.main, 6) +
        rect(-240, -58 - i * 80, 240, 40, PAPER, 2) +
        rect(-250, -70 - i * 80, 20, 80, p.dark, 4),
    ),
    rect(-250, -300, 20, 300, p.dark, 4),
    rect(-10, -300, 20, 300, p.dark, 4),
    rect(40, -200, 100, 200, p.main, 10),
    rect(150, -130, 110, 130, p.dark, 10),
    ...times(4, (i) => rect(56 + i * 20, -280 + i * 6, 10, 100, [GOLD, DEEP, MIST, p.accent][i]!, 5)),
    rect(160, -200, 30, 80, PAPER, 3),
    rect(196, -190, 24, 70, GOLD_LIGHT, 3),
  ].join('');

const whiteboard: Draw = (p) =>
  [
    line(-200, -200, -250, 0, STEEL_DARK, 12),
    line(200, -200, 250, 0, STEEL_DARK, 12),
    rect(-280, -520, 560, 340, p.main, 10),
    rect(-264, -504, 528, 308, PAPER, 4),
    path(
      'M -220 -300 L -150 -380 L -80 -330 L 0 -440',
      'none',
      ` stroke="${TEAL}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`,
    ),
    rect(60, -460, 160, 14, GOLD, 7),
    rect(60, -426, 120, 10, MIST, 5),
    rect(60, -400, 140, 10, MIST, 5),
    circle(140, -300, 50, 'none', ` stroke="${GOLD}" stroke-width="10"`),
    rect(-200, -196, 400, 18, p.dark, 6),
    rect(-160, -212, 60, 14, '#c9603d', 7),
    rect(-90, -212, 60, 14, TEAL, 7),
  ].join('');

const calculator: Draw = (p) =>
  [
    rect(-150, -400, 300, 400, p.main, 24),
    rect(-120, -370, 240, 80, SCREEN, 8),
    rect(-100, -345, 150, 30, GOLD_LIGHT, 4, ' opacity="0.85"'),
    rect(60, -375, 60, 20, DEEP, 4),
    ...times(5, (row) =>
      times(4, (col) =>
        rect(
          -116 + col * 60,
          -270 + row * 52,
          50,
          40,
          col === 3 ? p.accent : row === 0 ? shade(p.main, 0.2) : shade(p.main, -0.2),
          8,
        ),
      ).join(''),
    ),
  ].join('');

const shredder: Draw = (p) =>
  [
    rect(-170, -300, 340, 300, p.main, 14),
    rect(-150, -260, 300, 220, MIST, 6, ' opacity="0.5"'),
    ...times(14, (i) => rect(-140 + i * 20, -250 + ((i * 37) % 60), 8, 180 - ((i * 37) % 60), PAPER, 2)),
    rect(-190, -380, 380, 90, p.dark, 14),
    rect(-150, -360, 300, 14, DEEP, 7),
    rect(-110, -440, 220, 90, PAPER, 3),
    rect(-90, -420, 120, 8, GOLD, 3),
    circle(150, -336, 10, p.accent),
  ].join('');

// ---------------------------------------------------------------------------------------------

const KINDS = {
  'chair-executive': { draw: chairExecutive, scale: 1.15 },
  'chair-mesh': { draw: chairMesh, scale: 1.3 },
  'chair-visitor': { draw: chairVisitor, scale: 1.4 },
  'beam-seating': { draw: beamSeating, scale: 1.15 },
  sofa: { draw: sofa, scale: 1.05 },
  armchair: { draw: armchair, scale: 1.35 },
  stool: { draw: stool, scale: 1.45 },
  'desk-executive': { draw: deskExecutive, scale: 1.15 },
  'desk-l': { draw: deskL, scale: 1.15 },
  workstation: { draw: workstation, scale: 1.1 },
  'meeting-table': { draw: meetingTable, scale: 1.0 },
  'filing-cabinet': { draw: filingCabinet, scale: 1.2 },
  cupboard: { draw: cupboard, scale: 1.0 },
  bookcase: { draw: bookcase, scale: 1.0 },
  pedestal: { draw: pedestal, scale: 1.3 },
  reception: { draw: reception, scale: 1.1 },
  'coffee-table': { draw: coffeeTable, scale: 1.15 },
  'tv-unit': { draw: tvUnit, scale: 1.1 },
  bed: { draw: bed, scale: 1.0 },
  wardrobe: { draw: wardrobe, scale: 0.95 },
  'dining-table': { draw: diningTable, scale: 1.1 },
  laptop: { draw: laptop, scale: 1.3 },
  desktop: { draw: desktop, scale: 1.15 },
  'all-in-one': { draw: allInOne, scale: 1.1 },
  monitor: { draw: monitor, scale: 1.1 },
  keyboard: { draw: keyboard, scale: 1.2 },
  tower: { draw: tower, scale: 1.0 },
  printer: { draw: printer, scale: 1.3 },
  mfp: { draw: mfp, scale: 0.95 },
  scanner: { draw: scanner, scale: 1.3 },
  toner: { draw: toner, scale: 1.2 },
  panel: { draw: panel, scale: 0.85 },
  projector: { draw: projector, scale: 1.3 },
  'projection-screen': { draw: projectionScreen, scale: 0.95 },
  'video-bar': { draw: videoBar, scale: 1.0 },
  signage: { draw: signage, scale: 0.9 },
  'video-wall': { draw: videoWall, scale: 0.9 },
  safe: { draw: safe, scale: 1.1 },
  'safe-keypad': { draw: safeKeypad, scale: 1.25 },
  'key-cabinet': { draw: keyCabinet, scale: 1.15 },
  'cash-box': { draw: cashBox, scale: 1.3 },
  'fire-cabinet': { draw: fireCabinet, scale: 1.0 },
  'deposit-lockers': { draw: depositLockers, scale: 1.0 },
  'money-counter': { draw: moneyCounter, scale: 1.2 },
  'currency-sorter': { draw: currencySorter, scale: 1.1 },
  detector: { draw: detector, scale: 1.3 },
  'coin-counter': { draw: coinCounter, scale: 1.25 },
  'teller-counter': { draw: tellerCounter, scale: 0.95 },
  'queue-kiosk': { draw: queueKiosk, scale: 0.9 },
  'cash-drawer': { draw: cashDrawer, scale: 1.3 },
  paper: { draw: paper, scale: 1.2 },
  notebook: { draw: notebook, scale: 1.35 },
  pens: { draw: pens, scale: 1.2 },
  binder: { draw: binder, scale: 1.2 },
  stapler: { draw: stapler, scale: 1.35 },
  organizer: { draw: organizer, scale: 1.25 },
  whiteboard: { draw: whiteboard, scale: 0.95 },
  calculator: { draw: calculator, scale: 1.1 },
  shredder: { draw: shredder, scale: 1.05 },
} satisfies Record<string, Kind>;

/** The kinds of object the illustrations can draw. */
export type ArtKind = keyof typeof KINDS;

export const ART_KINDS = Object.keys(KINDS) as ArtKind[];

/** What to draw for one product: its kind, its colour and the slug that varies the details. */
export interface ProductArt {
  kind: ArtKind;
  colour: ColourName;
  seed: string;
}

/** What to draw on a category or subcategory banner: up to three kinds, the first in front. */
export interface BannerArt {
  kinds: readonly ArtKind[];
  colours: readonly ColourName[];
  seed: string;
}

/** One product's object as its pictures draw it, and the backdrop choices of its main picture. */
interface ProductScene {
  kind: Kind;
  /** The object's SVG, its bottom centre at (0, 0), before the kind's scale. */
  body: string;
  tones: readonly [string, string];
  circle: { x: number; y: number; r: number };
  accentX: number;
  dotsLeft: boolean;
  id: string;
}

/** The object and backdrop of `art`, from the slug's random stream in the order the main picture has always used. */
function productScene(art: ProductArt): ProductScene {
  const random = seededRandom(`product:${art.seed}`);
  const variant = makeVariant(random);
  const paint = paintFor(art.colour, random() < 0.75 ? GOLD : TEAL);
  const kind: Kind = KINDS[art.kind];
  const tones = (
    [
      ['#f7f2e9', '#ece3d3'],
      ['#f4f1ec', '#e6ded0'],
      ['#f6efe3', '#e9dcc6'],
      ['#f2f4f3', '#e2e6e4'],
    ] as const
  )[Math.floor(random() * 4)]!;
  const circleX = 250 + Math.round(random() * 300);
  const circleY = 260 + Math.round(random() * 80);
  const circleR = 230 + Math.round(random() * 60);
  const accentX = random() < 0.5 ? 120 + Math.round(random() * 60) : 620 + Math.round(random() * 60);
  const dotsLeft = random() < 0.5;
  return {
    kind,
    body: kind.draw(paint, variant),
    tones,
    circle: { x: circleX, y: circleY, r: circleR },
    accentX,
    dotsLeft,
    id: hashHex(art.seed),
  };
}

/** The SVG of a product picture (800x800); the same art always gives the same bytes. */
export function renderProductSvg(art: ProductArt): string {
  const scene = productScene(art);
  const { kind, tones } = scene;
  const { width, height } = PRODUCT_ART_SIZE;
  const floor = 650;
  const dots = times(4, (row) =>
    times(4, (col) => circle((scene.dotsLeft ? 56 : 660) + col * 26, 60 + row * 26, 4, NAVY)).join(''),
  ).join('');
  const id = `p${scene.id}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tones[0]}"/><stop offset="1" stop-color="${tones[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    circle(scene.circle.x, scene.circle.y, scene.circle.r, '#ffffff', ' opacity="0.55"'),
    circle(scene.accentX, 150, 70, GOLD, ' opacity="0.18"'),
    `<g opacity="0.16">${dots}</g>`,
    rect(0, floor, width, height - floor, '#e2d6c2', 0, ' opacity="0.75"'),
    rect(0, floor, width, 4, GOLD, 0, ' opacity="0.55"'),
    ellipse(400, floor + 6, 290, 20, NAVY, ' opacity="0.12"'),
    `<g transform="translate(400 ${floor}) scale(${kind.scale})">${scene.body}</g>`,
    rect(0, height - 12, width, 12, NAVY),
    rect(0, height - 12, 160, 12, GOLD),
    '</svg>',
  ].join('');
}

/** The box an object's drawing covers (its rectangles, circles, ellipses and lines), in its own units. */
export interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where the drawing `body` reaches, read from the shapes' own attributes (paths are left out: they
 * are legs and outlines inside the box the other shapes make). Used to place the detail view's
 * lens and the dimension lines on the object rather than on empty paper.
 */
export function extentOf(body: string): Extent {
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const add = (x1: number, y1: number, x2: number, y2: number) => {
    box.left = Math.min(box.left, x1, x2);
    box.right = Math.max(box.right, x1, x2);
    box.top = Math.min(box.top, y1, y2);
    box.bottom = Math.max(box.bottom, y1, y2);
  };
  const number = (tag: string, name: string): number =>
    Number(new RegExp(`\\b${name}="(-?[\\d.]+)"`).exec(tag)?.[1] ?? NaN);
  for (const [tag] of body.matchAll(/<(rect|circle|ellipse|line)\b[^>]*>/g)) {
    // Rotated shapes stay near where they were drawn; their own box is close enough.
    if (tag.startsWith('<rect')) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => number(tag, name)) as [
        number,
        number,
        number,
        number,
      ];
      add(x, y, x + w, y + h);
    } else if (tag.startsWith('<circle')) {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => number(tag, name)) as [number, number, number];
      add(cx - r, cy - r, cx + r, cy + r);
    } else if (tag.startsWith('<ellipse')) {
      const [cx, cy, rx, ry] = ['cx', 'cy', 'rx', 'ry'].map((name) => number(tag, name)) as [
        number,
        number,
        number,
        number,
      ];
      add(cx - rx, cy - ry, cx + rx, cy + ry);
    } else {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => number(tag, name)) as [
        number,
        number,
        number,
        number,
      ];
      add(x1, y1, x2, y2);
    }
  }
  if (![box.left, box.right, box.top, box.bottom].every(Number.isFinite))
    return { left: -250, right: 250, top: -400, bottom: 0 };
  return { ...box, bottom: Math.max(box.bottom, 0) };
}

/**
 * A product's second picture (800x800): the whole object small in one corner with a ring round
 * one part of it, and that part enlarged in a round lens, on a paler backdrop than the main
 * picture's. Same object, same colours, same slug-seeded details.
 */
export function renderDetailSvg(art: ProductArt): string {
  const scene = productScene(art);
  const random = seededRandom(`detail:${art.seed}`);
  const { width, height } = PRODUCT_ART_SIZE;
  const extent = extentOf(scene.body);
  const objectHeight = extent.bottom - extent.top;
  // The part shown: the upper middle of the object, where controls, backs and screens are.
  const focusX = (extent.left + extent.right) / 2 + (random() - 0.5) * (extent.right - extent.left) * 0.3;
  const focusY = extent.top + objectHeight * (0.35 + random() * 0.2);
  const small = (scene.kind.scale * 0.5 * 420) / Math.max(420, objectHeight * scene.kind.scale);
  const floor = 690;
  const smallX = 190;
  const lens = { x: 500, y: 330, r: 240 };
  const zoom = Math.min(3.2, Math.max(1.4, lens.r / Math.max(80, objectHeight * 0.32)));
  const seen = lens.r / zoom;
  const marker = { x: smallX + focusX * small, y: floor + focusY * small, r: seen * small };
  const id = `d${scene.id}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><clipPath id="${id}"><circle cx="${lens.x}" cy="${lens.y}" r="${lens.r}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="${scene.tones[0]}"/>`,
    rect(0, floor, width, height - floor, scene.tones[1], 0),
    rect(0, floor, width, 3, GOLD, 0, ' opacity="0.5"'),
    ellipse(smallX, floor + 4, 140, 10, NAVY, ' opacity="0.12"'),
    `<g transform="translate(${smallX} ${floor}) scale(${n(small)})">${scene.body}</g>`,
    circle(marker.x, marker.y, marker.r, 'none', ` stroke="${NAVY}" stroke-width="4"`),
    line(marker.x, marker.y - marker.r, lens.x - lens.r * 0.7, lens.y - lens.r * 0.7, NAVY, 3, ' opacity="0.6"'),
    line(marker.x, marker.y + marker.r, lens.x - lens.r * 0.7, lens.y + lens.r * 0.7, NAVY, 3, ' opacity="0.6"'),
    circle(lens.x + 12, lens.y + 16, lens.r, NAVY, ' opacity="0.12"'),
    `<g clip-path="url(#${id})">`,
    circle(lens.x, lens.y, lens.r, '#ffffff'),
    `<g transform="translate(${lens.x} ${lens.y}) scale(${n(zoom)}) translate(${n(-focusX)} ${n(-focusY)})">${scene.body}</g>`,
    '</g>',
    circle(lens.x, lens.y, lens.r, 'none', ` stroke="${NAVY}" stroke-width="14"`),
    circle(lens.x, lens.y, lens.r - 10, 'none', ` stroke="${GOLD}" stroke-width="4"`),
    rect(0, height - 12, width, 12, NAVY),
    rect(0, height - 12, 160, 12, GOLD),
    '</svg>',
  ].join('');
}

/**
 * The drawing in pale greys: every colour turned to its grey and mixed halfway with white. Done on
 * the colours themselves rather than with an SVG filter and group opacity, which cost the
 * renderer an off-screen pass each (the dimensioned drawings took three times as long).
 */
function ghost(body: string): string {
  return body.replace(/(fill|stroke)="#([0-9a-f]{6})"/gi, (_, attribute: string, hex: string) => {
    const value = Number.parseInt(hex, 16);
    const grey = Math.round(0.3 * ((value >> 16) & 255) + 0.59 * ((value >> 8) & 255) + 0.11 * (value & 255));
    const pale = Math.round(grey + (255 - grey) * 0.5);
    return `${attribute}="#${pale.toString(16).padStart(2, '0').repeat(3)}"`;
  });
}

/** Outer measures of a piece of furniture as figures in centimetres ("120", or a range "100–140"). */
export interface Dimensions {
  width: string;
  depth: string;
  height: string;
}

/**
 * A product's dimensioned line drawing (800x800) on drawing paper: the front elevation (the
 * object in grey) with its width below and its height beside it, and the side elevation (a box of
 * the real depth-to-height ratio) with its depth; dimension lines with arrowheads and the figures
 * in cm, drawn as glyph outlines by `figure` so the picture needs no font where it is rendered.
 */
export function renderDimensionsSvg(
  art: ProductArt,
  dimensions: Dimensions,
  figure: (text: string, x: number, y: number, size: number, rotate?: number) => string,
): string {
  const scene = productScene(art);
  const { width, height } = PRODUCT_ART_SIZE;
  const extent = extentOf(scene.body);
  const objectWidth = extent.right - extent.left;
  const objectHeight = extent.bottom - extent.top;
  const scale = Math.min(380 / objectWidth, 470 / objectHeight);
  const floor = 600;
  const centreX = 320;
  const left = centreX + (extent.left - (extent.left + extent.right) / 2) * scale;
  const right = left + objectWidth * scale;
  const top = floor - objectHeight * scale;
  const originX = centreX - ((extent.left + extent.right) / 2) * scale;
  const ink = NAVY;
  const thin = ` stroke="${ink}" stroke-width="2"`;
  const arrow = (x: number, y: number, angle: number) =>
    path(`M 0 0 L 16 -6 L 16 6 Z`, ink, ` transform="translate(${n(x)} ${n(y)}) rotate(${angle})"`);
  const horizontal = (x1: number, x2: number, y: number, from: number) =>
    line(x1, from, x1, y + 12, ink, 1.5, ' opacity="0.7"') +
    line(x2, from, x2, y + 12, ink, 1.5, ' opacity="0.7"') +
    `<line x1="${n(x1)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y)}"${thin}/>` +
    arrow(x1, y, 0) +
    arrow(x2, y, 180);
  const vertical = (y1: number, y2: number, x: number, from: number) =>
    line(from, y1, x - 12, y1, ink, 1.5, ' opacity="0.7"') +
    line(from, y2, x - 12, y2, ink, 1.5, ' opacity="0.7"') +
    `<line x1="${n(x)}" y1="${n(y1)}" x2="${n(x)}" y2="${n(y2)}"${thin}/>` +
    arrow(x, y1, 90) +
    arrow(x, y2, -90);
  const ratio = Number.parseFloat(dimensions.depth) / Math.max(1, Number.parseFloat(dimensions.height));
  const sideHeight = floor - top;
  const sideWidth = Math.min(200, Math.max(50, sideHeight * (Number.isFinite(ratio) ? ratio : 0.6)));
  const sideLeft = 650 - sideWidth / 2;
  const gridInk = '#dde9eb';
  const grid = [
    ...times(19, (i) => line(40 + i * 40, 20, 40 + i * 40, 760, gridInk, 1)),
    ...times(19, (i) => line(20, 40 + i * 40, 780, 40 + i * 40, gridInk, 1)),
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    grid,
    rect(20, 20, width - 40, height - 40, 'none', 0, ` stroke="${ink}" stroke-width="3"`),
    `<g transform="translate(${n(originX)} ${floor}) scale(${n(scale)})">${ghost(scene.body)}</g>`,
    rect(
      left,
      top,
      right - left,
      floor - top,
      'none',
      0,
      ` stroke="${ink}" stroke-width="2.5" stroke-dasharray="10 6"`,
    ),
    line(40, floor, 760, floor, ink, 3),
    horizontal(left, right, floor + 60, floor + 8),
    figure(`${dimensions.width} cm`, (left + right) / 2, floor + 100, 30),
    vertical(top, floor, left - 50, left - 8),
    figure(`${dimensions.height} cm`, left - 72, (top + floor) / 2, 30, -90),
    rect(sideLeft, top, sideWidth, floor - top, '#eef4f5', 0, ` stroke="${ink}" stroke-width="3"`),
    line(
      sideLeft,
      top + (floor - top) * 0.12,
      sideLeft + sideWidth,
      top + (floor - top) * 0.12,
      ink,
      1.5,
      ' opacity="0.6"',
    ),
    horizontal(sideLeft, sideLeft + sideWidth, floor + 60, floor + 8),
    figure(`${dimensions.depth} cm`, sideLeft + sideWidth / 2, floor + 100, 30),
    rect(0, height - 12, width, 12, NAVY),
    rect(0, height - 12, 160, 12, GOLD),
    '</svg>',
  ].join('');
}

/** The SVG of a category or subcategory banner (1200x800) on the navy gradient. */
export function renderBannerSvg(art: BannerArt): string {
  const random = seededRandom(`banner:${art.seed}`);
  const { width, height } = BANNER_ART_SIZE;
  const floor = 660;
  const id = `b${hashHex(art.seed)}`;
  const flip = random() < 0.5;
  const slots =
    art.kinds.length >= 3
      ? [
          [600, 0.85],
          [215, 0.62],
          [985, 0.62],
        ]
      : art.kinds.length === 2
        ? [
            [440, 0.9],
            [870, 0.72],
          ]
        : [[600, 1.1]];
  const order = slots.map((_, i) => i).reverse();
  const objects = order.map((i) => {
    const kindName = art.kinds[i]!;
    const kind: Kind = KINDS[kindName];
    const [slotX, slotScale] = slots[i]!;
    const x = flip ? width - slotX! : slotX!;
    const colour = art.colours[i % art.colours.length] ?? 'walnut';
    const paint = paintFor(colour, GOLD);
    const variant = makeVariant(seededRandom(`${art.seed}:${i}`));
    return (
      ellipse(x, floor + 8, 220 * slotScale!, 16, DEEP, ' opacity="0.6"') +
      `<g transform="translate(${x} ${floor}) scale(${n(kind.scale * slotScale!)})">${kind.draw(paint, variant)}</g>`
    );
  });
  const bigCircle = {
    x: 150 + Math.round(random() * 900),
    y: 80 + Math.round(random() * 160),
    r: 260 + Math.round(random() * 80),
  };
  const goldCircle = {
    x: flip ? 120 + Math.round(random() * 160) : 920 + Math.round(random() * 160),
    y: 110 + Math.round(random() * 80),
    r: 90 + Math.round(random() * 50),
  };
  const dotsX = flip ? 1000 : 60;
  const dots = times(4, (row) => times(5, (col) => circle(dotsX + col * 28, 70 + row * 28, 4, GOLD)).join('')).join('');
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
  ][Math.floor(random() * 3)]!;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    circle(bigCircle.x, bigCircle.y, bigCircle.r, '#ffffff', ' opacity="0.05"'),
    circle(goldCircle.x, goldCircle.y, goldCircle.r, GOLD, ' opacity="0.15"'),
    `<g opacity="0.45">${dots}</g>`,
    rect(0, 0, width, 10, GOLD),
    rect(0, floor, width, height - floor, DEEP, 0, ' opacity="0.6"'),
    rect(0, floor, width, 4, GOLD, 0, ' opacity="0.7"'),
    ...objects,
    '</svg>',
  ].join('');
}

function paintFor(colour: ColourName, accent: string): Paint {
  const main = COLOURS[colour].hex;
  // A gold product on a gold accent would vanish: it gets the navy accent instead.
  const accentColour =
    colour === 'gold' || colour === 'beige' || colour === 'oak' ? (accent === GOLD ? TEAL : accent) : accent;
  return { main, dark: shade(main, -0.28), light: shade(main, 0.35), accent: accentColour };
}

function makeVariant(random: () => number): Variant {
  return { pick: () => random() < 0.5 };
}

function hashHex(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}
