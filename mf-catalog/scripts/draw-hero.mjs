#!/usr/bin/env node
/**
 * Draws the home page's pictures as flat SVG scenes in the brand palette and renders them to WebP
 * with sharp: the three built-in hero slides (modern office, meeting room, IT workstation) at 1600
 * px wide (16:10) into `api/src/hero/images/` (the API serves and resizes them), and the about
 * section's showroom at 640 and 1200 px (4:3). Nothing is downloaded; the output is committed, so a build never needs this script.
 *
 *   node mf-catalog/scripts/draw-hero.mjs          write the WebP files
 *   node mf-catalog/scripts/draw-hero.mjs --png    also write full-size PNG previews to /tmp
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  circle,
  CHROME,
  DEEP,
  ellipse,
  GOLD,
  GOLD_DARK,
  GOLD_LIGHT,
  LEAF,
  LEAF_DARK,
  line,
  MIST,
  mulberry32,
  n,
  NAVY,
  PALE,
  path as pathEl,
  rect,
  SCREEN,
  shade,
  STEEL,
  STEEL_DARK,
  TEAL,
} from '@ogulf/svg-kit';

const HERE = import.meta.dirname;
// The hero's scenes are the API's built-in slides (served and resized like every shop picture).
const HERO_DIR = path.join(HERE, '../../api/src/hero/images');
const ABOUT_DIR = path.join(HERE, '../src/features/home/about');

const CHARCOAL = '#3a4047';
const WALNUT = '#6e4a2f';
const OAK = '#c49a63';
const CREAM = '#efe4cc';

// ---------------------------------------------------------------------------------------------
// Drawing helpers (y grows downwards).

const group = (transform, ...children) => `<g transform="${transform}">${children.join('')}</g>`;
const times = (count, make) => Array.from({ length: count }, (_, i) => make(i)).join('');

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`).join('')}</linearGradient>`;
const radial = (id, stops) =>
  `<radialGradient id="${id}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`;

/** Shared gradients: warm wall, oak floor, dusk sky, lamp glow, glass. */
const DEFS = `<defs>
${linear('wall', [
  [0, '#f6f1e8'],
  [1, '#e9dfcf'],
])}
${linear('wallDark', [
  [0, '#e4d8c4'],
  [1, '#d6c7ae'],
])}
${linear('floor', [
  [0, '#c8a574'],
  [1, '#a98352'],
])}
${linear('sky', [
  [0, DEEP],
  [0.55, TEAL],
  [0.85, '#5f8f8c'],
  [1, GOLD_LIGHT],
])}
${linear(
  'glass',
  [
    [0, '#ffffff', 0.35],
    [1, '#ffffff', 0.05],
  ],
  1,
  1,
)}
${linear('tabletop', [
  [0, shade(WALNUT, 0.15)],
  [1, WALNUT],
])}
${radial('glow', [
  [0, GOLD_LIGHT, 0.55],
  [1, GOLD_LIGHT, 0],
])}
${radial('sun', [
  [0, '#fff3d6', 1],
  [0.45, GOLD_LIGHT, 0.9],
  [1, GOLD, 0],
])}
</defs>`;

// ---------------------------------------------------------------------------------------------
// Pieces of a room.

/** Doha's skyline at dusk (West Bay towers, the hourglass tower, the bullet tower) with lit windows. */
function skyline(x, y, w, h, seed) {
  const random = mulberry32(seed);
  const base = y + h;
  const towers = [];
  let cx = x - 10;
  while (cx < x + w) {
    const tw = 34 + random() * 50;
    const th = h * (0.25 + random() * 0.45);
    towers.push([cx, tw, th]);
    cx += tw + 4 + random() * 10;
  }
  const far = towers
    .map(([tx, tw, th], i) =>
      rect(tx, base - th * 0.75, tw, th * 0.75 + 2, shade(TEAL, -0.15), i % 3 === 0 ? 4 : 0, 'opacity="0.75"'),
    )
    .join('');
  const near = towers
    .filter((_, i) => i % 2 === 0)
    .map(([tx, tw, th]) => {
      const left = tx + tw * 0.3;
      const lit = times(Math.floor(th / 22), (row) =>
        times(Math.floor(tw / 14), (col) =>
          random() < 0.35
            ? rect(left + col * 12, base - th + 14 + row * 22, 5, 8, GOLD_LIGHT, 1, 'opacity="0.85"')
            : '',
        ),
      );
      return rect(left, base - th, tw, th + 2, DEEP) + lit;
    })
    .join('');
  // Landmarks: the hourglass tower and the bullet-shaped tower with its lattice.
  const hx = x + w * 0.62;
  const hourglass = pathEl(
    `M ${n(hx - 30)} ${n(base)} C ${n(hx - 12)} ${n(base - h * 0.45)}, ${n(hx - 12)} ${n(base - h * 0.55)}, ${n(hx - 30)} ${n(base - h * 0.92)} L ${n(hx + 30)} ${n(base - h * 0.92)} C ${n(hx + 12)} ${n(base - h * 0.55)}, ${n(hx + 12)} ${n(base - h * 0.45)}, ${n(hx + 30)} ${n(base)} Z`,
    DEEP,
  );
  const bx = x + w * 0.3;
  const bullet = pathEl(
    `M ${n(bx - 34)} ${n(base)} L ${n(bx - 34)} ${n(base - h * 0.7)} Q ${n(bx - 32)} ${n(base - h * 0.98)} ${n(bx)} ${n(base - h * 1.02)} Q ${n(bx + 32)} ${n(base - h * 0.98)} ${n(bx + 34)} ${n(base - h * 0.7)} L ${n(bx + 34)} ${n(base)} Z`,
    shade(DEEP, 0.08),
  );
  const lattice = times(9, (i) =>
    line(
      bx - 30,
      base - h * 0.1 - i * h * 0.075,
      bx + 30,
      base - h * 0.14 - i * h * 0.075,
      GOLD,
      1.6,
      'opacity="0.55"',
    ),
  );
  return far + near + bullet + lattice + hourglass;
}

/** A tall window with mullions showing the dusk skyline and a low sun. */
function cityWindow(x, y, w, h, seed, panes = 3) {
  const clip = `clip${seed}`;
  return [
    `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`,
    `<g clip-path="url(#${clip})">`,
    rect(x, y, w, h, 'url(#sky)'),
    circle(x + w * 0.78, y + h * 0.72, h * 0.22, 'url(#sun)'),
    // The sea in front of the towers.
    skyline(x, y + h * 0.28, w, h * 0.58, seed),
    rect(x, y + h * 0.86, w, h * 0.14, shade(TEAL, -0.25)),
    times(4, (i) =>
      line(
        x + 20 + i * (w / 4),
        y + h * 0.9 + (i % 2) * 10,
        x + 70 + i * (w / 4),
        y + h * 0.9 + (i % 2) * 10,
        GOLD_LIGHT,
        2,
        'opacity="0.5"',
      ),
    ),
    rect(x, y, w, h, 'url(#glass)'),
    '</g>',
    rect(x - 10, y - 10, w + 20, 14, '#fbf8f2', 2),
    rect(x - 14, y + h - 4, w + 28, 16, '#fbf8f2', 3),
    rect(x - 10, y - 10, 12, h + 14, '#fbf8f2'),
    rect(x + w - 2, y - 10, 12, h + 14, '#fbf8f2'),
    times(panes - 1, (i) => rect(x + ((i + 1) * w) / panes - 4, y, 8, h, '#fbf8f2')),
    rect(x, y + h * 0.62, w, 6, '#fbf8f2', 0, 'opacity="0.9"'),
  ].join('');
}

/** A pendant lamp hanging from the ceiling with a warm glow. */
function pendant(x, drop, width = 90, colour = NAVY) {
  return [
    circle(x, drop + 40, width * 1.3, 'url(#glow)'),
    line(x, 0, x, drop - 30, CHARCOAL, 3),
    pathEl(
      `M ${n(x - width / 2)} ${n(drop + 12)} Q ${n(x)} ${n(drop - 58)} ${n(x + width / 2)} ${n(drop + 12)} Z`,
      colour,
    ),
    rect(x - width / 2, drop + 8, width, 6, GOLD, 3),
    ellipse(x, drop + 16, width * 0.3, 6, '#fff3d6'),
  ].join('');
}

/** A plant in a tall pot, bottom centre at (x, floor). */
function plant(x, floor, scale = 1, potColour = CREAM) {
  const leaves = [
    [-40, -190, -30],
    [30, -200, 28],
    [-10, -240, -6],
    [-55, -140, -48],
    [50, -150, 44],
    [10, -170, 12],
    [-25, -215, -20],
    [35, -245, 20],
  ];
  return group(
    `translate(${n(x)} ${n(floor)}) scale(${scale})`,
    ellipse(0, 2, 70, 10, DEEP, 'opacity="0.12"'),
    ...leaves.map(([lx, ly, rot], i) =>
      ellipse(lx, ly, 22, 62, i % 2 ? LEAF : LEAF_DARK, `transform="rotate(${rot} ${lx} ${ly})"`),
    ),
    line(0, -110, -30, -180, LEAF_DARK, 5),
    line(0, -110, 28, -190, LEAF_DARK, 5),
    pathEl('M -48 -110 L 48 -110 L 38 0 L -38 0 Z', potColour),
    rect(-52, -118, 104, 14, shade(potColour, -0.12), 4),
  );
}

/** A mesh task chair seen from the side-front, bottom centre at (x, floor). */
function taskChair(x, floor, scale = 1, colour = CHARCOAL, accent = GOLD) {
  return group(`translate(${n(x)} ${n(floor)}) scale(${scale})`, taskChairBody(colour, accent));
}

/** The chair itself, bottom centre at (0, 0). */
function taskChairBody(colour = CHARCOAL, accent = GOLD) {
  return [
    ellipse(0, 2, 120, 10, DEEP, 'opacity="0.18"'),
    pathEl('M -95 -16 L 0 -40 L 95 -16 L 80 -8 L 0 -28 L -80 -8 Z', STEEL_DARK),
    ...[-95, -48, 48, 95].map((cx) => circle(cx, -9, 9, DEEP)),
    rect(-8, -130, 16, 96, CHROME, 4),
    rect(-78, -168, 156, 38, shade(colour, -0.2), 16),
    rect(-64, -360, 128, 180, colour, 40),
    times(6, (i) => line(-48, -330 + i * 24, 48, -330 + i * 24, shade(colour, 0.25), 3)),
    rect(-50, -240, 100, 16, accent, 8),
    rect(-40, -408, 80, 36, shade(colour, -0.25), 16),
    rect(-102, -214, 12, 52, STEEL, 6),
    rect(90, -214, 12, 52, STEEL, 6),
    rect(-112, -222, 36, 12, DEEP, 6),
    rect(76, -222, 36, 12, DEEP, 6),
  ].join('');
}

/** A chair back seen behind a table (only the back and arms show above the top). */
function chairBack(x, top, width, height, colour) {
  return [
    rect(x - width / 2, top, width, height, colour, 26),
    rect(x - width / 2 + 12, top + 14, width - 24, 10, shade(colour, 0.2), 5, 'opacity="0.6"'),
  ].join('');
}

/** A monitor on a stand with a flat dashboard on screen. */
function monitor(x, deskY, width, height, accent = GOLD) {
  const top = deskY - height - 46;
  const pad = width * 0.07;
  const bars = [0.45, 0.7, 0.55, 0.85, 0.62]
    .map((h, i) =>
      rect(
        x - width / 2 + pad + i * (width * 0.09),
        top + height - pad - h * height * 0.45,
        width * 0.06,
        h * height * 0.45,
        i === 3 ? accent : MIST,
        2,
      ),
    )
    .join('');
  return [
    rect(x - 6, deskY - 48, 12, 44, STEEL),
    rect(x - width * 0.18, deskY - 8, width * 0.36, 8, STEEL, 4),
    rect(x - width / 2 - 8, top - 8, width + 16, height + 16, DEEP, 10),
    rect(x - width / 2, top, width, height, SCREEN, 3),
    rect(x - width / 2 + pad, top + pad, width * 0.36, height * 0.08, accent, 3),
    rect(x - width / 2 + pad, top + pad + height * 0.14, width * 0.24, height * 0.05, MIST, 2),
    bars,
    circle(
      x + width * 0.24,
      top + height * 0.55,
      height * 0.18,
      'none',
      `stroke="${GOLD_LIGHT}" stroke-width="${n(Math.max(4, width * 0.03))}"`,
    ),
    pathEl(
      `M ${n(x + width * 0.24)} ${n(top + height * 0.37)} A ${n(height * 0.18)} ${n(height * 0.18)} 0 0 1 ${n(x + width * 0.24 + height * 0.18)} ${n(top + height * 0.55)}`,
      'none',
      `stroke="${MIST}" stroke-width="${n(Math.max(4, width * 0.03))}"`,
    ),
  ].join('');
}

/** A desk: top at deskY, from x to x + width, with a drawer pedestal. */
function desk(x, deskY, width, floor, top = WALNUT, frame = CHARCOAL) {
  return [
    ellipse(x + width / 2, floor + 4, width * 0.55, 12, DEEP, 'opacity="0.15"'),
    rect(x, deskY, width, 22, top, 5),
    rect(x + 8, deskY + 4, width - 16, 6, shade(top, 0.3), 3, 'opacity="0.5"'),
    rect(x + 16, deskY + 22, 14, floor - deskY - 22, frame, 3),
    rect(x + width - 30, deskY + 22, 14, floor - deskY - 22, frame, 3),
    rect(x + width - 150, deskY + 34, 104, floor - deskY - 40, shade(top, -0.2), 6),
    times(
      3,
      (i) =>
        rect(x + width - 140, deskY + 44 + i * ((floor - deskY - 56) / 3), 84, (floor - deskY - 56) / 3 - 8, top, 4) +
        rect(x + width - 114, deskY + 44 + i * ((floor - deskY - 56) / 3) + 16, 32, 5, GOLD, 2),
    ),
  ].join('');
}

/** Framed abstract art in the palette. */
function artwork(x, y, w, h) {
  return [
    rect(x - 8, y - 8, w + 16, h + 16, GOLD_DARK, 3),
    rect(x, y, w, h, PALE),
    circle(x + w * 0.35, y + h * 0.45, h * 0.28, GOLD, 'opacity="0.85"'),
    rect(x + w * 0.45, y + h * 0.2, w * 0.4, h * 0.6, NAVY, 0, 'opacity="0.9"'),
    line(x + w * 0.12, y + h * 0.82, x + w * 0.88, y + h * 0.82, TEAL, 4),
  ].join('');
}

/** The room's shell: wall, floor with planks, skirting, and an optional gold stripe at the top. */
function room(width, height, floor, wall = 'url(#wall)') {
  const planks = times(Math.ceil(width / 160) + 1, (i) =>
    line(
      i * 160 + (i % 2) * 60,
      floor + 20,
      i * 160 + (i % 2) * 60 - 40,
      height,
      shade(OAK, -0.2),
      2,
      'opacity="0.35"',
    ),
  );
  return [
    rect(0, 0, width, floor, wall),
    rect(0, floor, width, height - floor, 'url(#floor)'),
    planks,
    times(3, (i) => line(0, floor + 60 + i * 70, width, floor + 60 + i * 70, shade(OAK, -0.25), 1.5, 'opacity="0.25"')),
    rect(0, floor - 14, width, 14, '#fbf8f2'),
    rect(0, floor, width, 4, shade(OAK, -0.3), 0, 'opacity="0.5"'),
  ].join('');
}

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${DEFS}${body}</svg>`;

// ---------------------------------------------------------------------------------------------
// The scenes.

const W = 1600;
const H = 1000;
const FLOOR = 800;

/** Slide 1: an open-plan office looking out on West Bay at dusk. */
function officeScene() {
  const deskY = 620;
  return svg(
    W,
    H,
    [
      room(W, H, FLOOR),
      cityWindow(120, 110, 820, 560, 11, 4),
      rect(1010, 0, 590, FLOOR - 14, 'url(#wallDark)'),
      // Shelving on the feature wall, with files, books and a vase.
      rect(1090, 180, 420, 16, WALNUT, 3),
      rect(1090, 330, 420, 16, WALNUT, 3),
      times(7, (i) =>
        rect(1110 + i * 26, 180 - 70 - (i % 3) * 12, 20, 70 + (i % 3) * 12, [NAVY, GOLD, TEAL, PALE][i % 4], 2),
      ),
      rect(1330, 120, 70, 60, CREAM, 6),
      ellipse(1450, 150, 26, 30, GOLD_DARK),
      times(5, (i) => rect(1120 + i * 34, 330 - 62, 26, 62, [TEAL, NAVY, GOLD_LIGHT, NAVY, MIST][i], 2)),
      artwork(1320, 232, 150, 84),
      pendant(420, 120, 96),
      pendant(720, 150, 96),
      // Two workstations with a low screen between them.
      desk(180, deskY, 560, FLOOR, OAK),
      rect(450, deskY - 150, 14, 150, CHARCOAL, 3),
      rect(200, deskY - 150, 520, 14, GOLD, 5, 'opacity="0.9"'),
      monitor(320, deskY, 170, 104),
      monitor(590, deskY, 170, 104, TEAL),
      rect(250, deskY - 10, 120, 10, CHARCOAL, 4),
      rect(520, deskY - 16, 52, 16, CREAM, 3),
      taskChair(320, FLOOR + 92, 0.62, NAVY),
      taskChair(600, FLOOR + 96, 0.64, CHARCOAL),
      // A lounge corner: an arc floor lamp, a low sofa and a coffee table on the feature wall side.
      pathEl(
        'M 1560 790 L 1560 430 Q 1560 330 1440 350',
        'none',
        `stroke="${CHARCOAL}" stroke-width="8" stroke-linecap="round"`,
      ),
      ellipse(1560, 792, 40, 8, CHARCOAL),
      circle(1420, 420, 120, 'url(#glow)'),
      pathEl('M 1380 400 Q 1420 330 1460 400 Z', GOLD_DARK),
      rect(1380, 396, 80, 6, GOLD, 3),
      ellipse(1300, FLOOR + 20, 300, 16, DEEP, 'opacity="0.15"'),
      rect(1060, FLOOR - 210, 480, 120, shade(NAVY, 0.1), 30),
      rect(1050, FLOOR - 110, 500, 90, NAVY, 20),
      rect(1080, FLOOR - 140, 440, 44, shade(NAVY, 0.25), 16),
      rect(1020, FLOOR - 170, 60, 150, NAVY, 24),
      rect(1520, FLOOR - 170, 60, 150, NAVY, 24),
      rect(1110, FLOOR - 196, 80, 64, GOLD, 18, 'transform="rotate(-8 1150 664)"'),
      rect(1400, FLOOR - 196, 80, 64, PALE, 18, 'transform="rotate(8 1440 664)"'),
      rect(1060, FLOOR - 20, 16, 20, DEEP, 3),
      rect(1524, FLOOR - 20, 16, 20, DEEP, 3),
      ellipse(1230, FLOOR + 120, 170, 20, DEEP, 'opacity="0.2"'),
      rect(1080, FLOOR + 40, 300, 18, WALNUT, 8),
      rect(1110, FLOOR + 58, 12, 60, CHARCOAL, 3),
      rect(1338, FLOOR + 58, 12, 60, CHARCOAL, 3),
      rect(1150, FLOOR + 18, 70, 22, CREAM, 4),
      ellipse(1300, FLOOR + 30, 30, 12, GOLD),
      plant(960, FLOOR + 10, 1.05),
      plant(90, FLOOR + 40, 0.9, NAVY),
    ].join(''),
  );
}

/** Slide 2: a boardroom with a long walnut table, a wall screen and a glass wall. */
function meetingScene() {
  const tableY = 640;
  const chairs = [310, 470, 630, 790, 950, 1110, 1270];
  return svg(
    W,
    H,
    [
      room(W, H, FLOOR, 'url(#wallDark)'),
      // Wood slat feature wall behind the screen.
      times(36, (i) => rect(430 + i * 21, 70, 12, FLOOR - 84, shade(WALNUT, 0.1 + (i % 3) * 0.05), 2, 'opacity="0.9"')),
      // Wall screen showing a presentation.
      rect(578, 150, 444, 262, DEEP, 12),
      rect(592, 164, 416, 234, SCREEN, 4),
      rect(620, 192, 160, 20, GOLD, 4),
      rect(620, 228, 110, 10, MIST, 3),
      rect(620, 248, 140, 10, MIST, 3, 'opacity="0.6"'),
      times(5, (i) =>
        rect(800 + i * 38, 360 - [70, 110, 90, 140, 120][i], 26, [70, 110, 90, 140, 120][i], i === 3 ? GOLD : MIST, 3),
      ),
      pathEl(
        'M 620 360 L 680 310 L 730 330 L 770 280',
        'none',
        `stroke="${GOLD_LIGHT}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`,
      ),
      // Glass partition on the left with frosted band, a window on the right.
      rect(40, 60, 330, FLOOR - 74, PALE, 0, 'opacity="0.55"'),
      times(3, (i) => rect(40 + i * 110, 60, 6, FLOOR - 74, STEEL_DARK)),
      rect(364, 60, 6, FLOOR - 74, STEEL_DARK),
      rect(40, 330, 330, 40, '#ffffff', 0, 'opacity="0.6"'),
      rect(40, 340, 330, 6, GOLD, 0, 'opacity="0.7"'),
      cityWindow(1210, 90, 330, 560, 23, 2),
      pendant(640, 120, 80),
      pendant(800, 96, 80),
      pendant(960, 120, 80),
      // A rug under the table.
      pathEl(`M 260 ${FLOOR + 40} L 1340 ${FLOOR + 40} L 1440 ${H - 40} L 160 ${H - 40} Z`, NAVY, 'opacity="0.9"'),
      pathEl(
        `M 290 ${FLOOR + 56} L 1310 ${FLOOR + 56} L 1400 ${H - 56} L 200 ${H - 56} Z`,
        'none',
        `stroke="${GOLD}" stroke-width="4" opacity="0.8"`,
      ),
      // Chairs behind the table, the table, and two chairs at the ends.
      ...chairs.map((x, i) => chairBack(x, tableY - 170, 120, 190, i % 2 ? CHARCOAL : NAVY)),
      ellipse(800, FLOOR + 20, 620, 20, DEEP, 'opacity="0.18"'),
      rect(180, tableY, 1240, 30, 'url(#tabletop)', 10),
      rect(196, tableY + 6, 1208, 6, shade(WALNUT, 0.45), 3, 'opacity="0.5"'),
      pathEl(`M 330 ${tableY + 30} L 370 ${FLOOR} L 410 ${FLOOR} L 390 ${tableY + 30} Z`, CHARCOAL),
      pathEl(`M 1210 ${tableY + 30} L 1230 ${FLOOR} L 1270 ${FLOOR} L 1270 ${tableY + 30} Z`, CHARCOAL),
      rect(700, tableY + 30, 200, 12, GOLD, 4),
      // Things on the table: laptops, notepads, a water jug and glasses.
      pathEl(`M 420 ${tableY} L 440 ${tableY - 64} L 540 ${tableY - 64} L 528 ${tableY} Z`, DEEP),
      rect(400, tableY - 6, 150, 6, STEEL, 3),
      pathEl(`M 1020 ${tableY} L 1040 ${tableY - 64} L 1140 ${tableY - 64} L 1128 ${tableY} Z`, DEEP),
      rect(1000, tableY - 6, 150, 6, STEEL, 3),
      rect(640, tableY - 8, 80, 8, CREAM, 2),
      rect(860, tableY - 8, 80, 8, CREAM, 2),
      rect(780, tableY - 70, 40, 70, MIST, 10, 'opacity="0.8"'),
      rect(790, tableY - 84, 20, 16, STEEL, 4),
      rect(740, tableY - 36, 20, 36, PALE, 4, 'opacity="0.9"'),
      rect(838, tableY - 36, 20, 36, PALE, 4, 'opacity="0.9"'),
      // End chairs in profile.
      group(
        `translate(120 ${FLOOR}) scale(0.85)`,
        rect(-10, -120, 20, 100, CHROME, 4),
        ellipse(0, -10, 70, 10, STEEL_DARK),
        rect(-70, -170, 150, 40, NAVY, 18),
        rect(-86, -400, 44, 250, NAVY, 22),
        rect(-80, -380, 14, 200, shade(NAVY, 0.25), 7),
      ),
      group(
        `translate(1480 ${FLOOR}) scale(-0.85 0.85)`,
        rect(-10, -120, 20, 100, CHROME, 4),
        ellipse(0, -10, 70, 10, STEEL_DARK),
        rect(-70, -170, 150, 40, NAVY, 18),
        rect(-86, -400, 44, 250, NAVY, 22),
        rect(-80, -380, 14, 200, shade(NAVY, 0.25), 7),
      ),
      plant(1530, FLOOR + 60, 0.75, NAVY),
    ].join(''),
  );
}

/** Slide 3: an IT corner: dual-monitor workstation, a printer on a cabinet and an interactive screen. */
function itScene() {
  const deskY = 600;
  return svg(
    W,
    H,
    [
      room(W, H, FLOOR),
      // Navy feature wall with a gold line on the right half.
      rect(860, 0, 740, FLOOR - 14, NAVY),
      rect(860, 0, 740, FLOOR - 14, 'url(#glass)', 0, 'opacity="0.4"'),
      rect(860, 520, 740, 8, GOLD, 0, 'opacity="0.8"'),
      times(4, (row) => times(6, (col) => circle(1440 + col * 24, 80 + row * 24, 4, GOLD, 'opacity="0.5"'))),
      cityWindow(110, 100, 520, 460, 37, 2),
      pendant(740, 100, 90, GOLD_DARK),
      // Interactive display on a mobile stand.
      ellipse(1200, FLOOR + 14, 220, 14, DEEP, 'opacity="0.35"'),
      rect(1188, 520, 24, FLOOR - 540, STEEL, 4),
      rect(1070, FLOOR - 22, 260, 16, STEEL_DARK, 8),
      circle(1090, FLOOR - 4, 10, DEEP),
      circle(1310, FLOOR - 4, 10, DEEP),
      rect(990, 200, 420, 270, DEEP, 16),
      rect(1004, 214, 392, 242, '#f7f4ee', 4),
      // A lesson or plan sketched on the board.
      pathEl(
        'M 1040 400 C 1090 300, 1150 420, 1210 330 S 1320 280, 1360 250',
        'none',
        `stroke="${TEAL}" stroke-width="8" stroke-linecap="round"`,
      ),
      circle(1100, 270, 34, GOLD, 'opacity="0.85"'),
      rect(1230, 380, 120, 14, NAVY, 5),
      rect(1230, 404, 80, 10, MIST, 4),
      rect(1030, 470, 340, 10, STEEL_DARK, 4),
      // Workstation: desk, two monitors, keyboard, laptop, PC tower, desk lamp.
      desk(100, deskY, 640, FLOOR, OAK),
      monitor(300, deskY, 220, 132),
      monitor(540, deskY, 220, 132, TEAL),
      rect(320, deskY - 10, 160, 10, CHARCOAL, 4),
      ellipse(520, deskY - 5, 18, 6, CHARCOAL),
      rect(130, FLOOR - 190, 80, 190, CHARCOAL, 8),
      rect(142, FLOOR - 176, 56, 8, GOLD, 3),
      circle(170, FLOOR - 150, 6, MIST),
      line(700, deskY, 660, deskY - 110, CHARCOAL, 6),
      line(660, deskY - 110, 710, deskY - 160, CHARCOAL, 6),
      pathEl(`M 690 ${deskY - 150} L 740 ${deskY - 186} L 752 ${deskY - 150} Z`, GOLD),
      taskChair(420, FLOOR + 100, 0.66, CHARCOAL, TEAL),
      // Multifunction printer on a cabinet.
      rect(780, FLOOR - 200, 190, 200, WALNUT, 8),
      rect(792, FLOOR - 186, 166, 80, shade(WALNUT, 0.15), 5),
      rect(792, FLOOR - 96, 166, 80, shade(WALNUT, 0.15), 5),
      rect(855, FLOOR - 150, 40, 6, GOLD, 3),
      rect(855, FLOOR - 60, 40, 6, GOLD, 3),
      rect(786, FLOOR - 340, 178, 140, '#eef0ef', 12),
      rect(786, FLOOR - 360, 178, 30, '#dfe3e2', 10),
      rect(806, FLOOR - 300, 138, 12, CHARCOAL, 4),
      rect(806, FLOOR - 270, 90, 30, CREAM, 3),
      rect(900, FLOOR - 268, 44, 24, SCREEN, 4),
      rect(800, FLOOR - 230, 150, 10, STEEL, 4),
      plant(1500, FLOOR + 20, 1.05),
    ].join(''),
  );
}

/** About: the showroom from the street at dusk, furniture behind the glass, and the delivery van. */
function showroomScene() {
  const width = 1200;
  const height = 900;
  const ground = 760;
  const top = 330;
  const topiary = (x) =>
    group(
      `translate(${x} ${ground})`,
      ellipse(0, 2, 46, 8, DEEP, 'opacity="0.2"'),
      rect(-4, -120, 8, 80, WALNUT),
      circle(0, -140, 44, LEAF_DARK),
      circle(-14, -152, 22, LEAF, 'opacity="0.8"'),
      pathEl('M -34 -50 L 34 -50 L 26 0 L -26 0 Z', NAVY),
      rect(-38, -56, 76, 10, GOLD, 3),
    );
  return svg(
    width,
    height,
    [
      '<defs>',
      linear('dusk', [
        [0, shade(TEAL, -0.2)],
        [0.6, '#5f8f8c'],
        [1, '#e8c98f'],
      ]),
      linear('inside', [
        [0, '#f2e4c8'],
        [1, '#e2cfa9'],
      ]),
      '</defs>',
      rect(0, 0, width, ground, 'url(#dusk)'),
      circle(930, 330, 110, 'url(#sun)'),
      skyline(0, 90, width, 300, 41),
      // The building: navy fascia with a gold band and a text-free sign, cream walls.
      rect(40, top, 1120, ground - top, '#f3ede3'),
      rect(40, top, 1120, 70, NAVY),
      rect(40, top + 66, 1120, 8, GOLD),
      rect(430, top + 18, 340, 34, GOLD, 6),
      rect(452, top + 28, 136, 14, NAVY, 4),
      rect(602, top + 28, 146, 14, NAVY, 4, 'opacity="0.7"'),
      // The shop window: a warm interior with a desk and monitor, an armchair, a sofa and shelves.
      rect(90, top + 110, 1020, 300, 'url(#inside)'),
      rect(90, top + 350, 1020, 60, '#c8a574'),
      pendant(250, top + 150, 56, NAVY).replace(/<line[^>]*\/>/, ''),
      pendant(600, top + 150, 56, NAVY).replace(/<line[^>]*\/>/, ''),
      pendant(950, top + 150, 56, NAVY).replace(/<line[^>]*\/>/, ''),
      rect(140, top + 290, 230, 14, WALNUT, 4),
      rect(152, top + 304, 10, 56, CHARCOAL),
      rect(348, top + 304, 10, 56, CHARCOAL),
      monitor(255, top + 290, 110, 66),
      group(`translate(300 ${top + 380}) scale(0.34)`, taskChairBody(NAVY)),
      group(
        `translate(470 ${top + 372}) scale(0.52)`,
        rect(-110, -330, 220, 200, TEAL, 40),
        rect(-128, -150, 256, 128, shade(TEAL, 0.15), 22),
        rect(-166, -230, 62, 208, TEAL, 28),
        rect(104, -230, 62, 208, TEAL, 28),
        rect(-44, -290, 88, 74, GOLD, 20),
        rect(-130, -22, 14, 22, DEEP, 3),
        rect(116, -22, 14, 22, DEEP, 3),
      ),
      rect(650, top + 262, 290, 70, NAVY, 20),
      rect(640, top + 312, 310, 50, shade(NAVY, 0.2), 14),
      rect(622, top + 292, 40, 70, NAVY, 16),
      rect(928, top + 292, 40, 70, NAVY, 16),
      rect(690, top + 276, 60, 44, GOLD, 14),
      rect(850, top + 276, 60, 44, PALE, 14),
      rect(990, top + 150, 90, 210, WALNUT, 6),
      times(3, (i) => rect(998, top + 200 + i * 56, 74, 8, OAK, 2)),
      times(3, (i) => rect(1004 + i * 22, top + 200 - 40, 16, 40, [NAVY, GOLD, TEAL][i], 2)),
      times(2, (i) => rect(1010 + i * 30, top + 256 - 34, 24, 34, [GOLD_LIGHT, NAVY][i], 2)),
      rect(90, top + 110, 1020, 300, 'url(#glass)'),
      times(4, (i) => rect(90 + ((i + 1) * 1020) / 5 - 4, top + 110, 8, 300, '#f3ede3')),
      rect(82, top + 102, 1036, 10, '#f3ede3'),
      rect(82, top + 406, 1036, 12, '#e4d8c4'),
      topiary(70),
      topiary(1130),
      // Pavement, road and the delivery van.
      rect(0, ground, width, height - ground, '#cdbfa8'),
      rect(0, ground, width, 10, '#b9aa90'),
      rect(0, 830, width, 70, '#7d8483'),
      times(6, (i) => rect(40 + i * 210, 862, 90, 8, '#f3ede3', 3)),
      group(
        'translate(770 858) scale(0.85)',
        ellipse(150, 6, 290, 14, DEEP, 'opacity="0.35"'),
        rect(-110, -240, 340, 210, '#fbfbf9', 14),
        pathEl('M 230 -176 L 338 -176 Q 356 -176 366 -160 L 410 -96 L 410 -30 L 230 -30 Z', '#fbfbf9'),
        pathEl('M 250 -162 L 332 -162 L 380 -100 L 250 -100 Z', SCREEN),
        rect(-110, -92, 520, 20, NAVY),
        rect(-110, -72, 520, 6, GOLD),
        rect(-70, -200, 150, 36, NAVY, 8),
        rect(-70, -156, 100, 12, GOLD, 4),
        rect(400, -70, 14, 22, GOLD_LIGHT, 4),
        rect(-116, -34, 532, 16, STEEL_DARK, 6),
        circle(-20, -16, 36, DEEP),
        circle(-20, -16, 15, STEEL),
        circle(320, -16, 36, DEEP),
        circle(320, -16, 15, STEEL),
      ),
    ].join(''),
  );
}

// ---------------------------------------------------------------------------------------------

const JOBS = [
  { dir: HERO_DIR, name: 'office', draw: officeScene, widths: [1600], bare: true },
  { dir: HERO_DIR, name: 'meeting', draw: meetingScene, widths: [1600], bare: true },
  { dir: HERO_DIR, name: 'it', draw: itScene, widths: [1600], bare: true },
  { dir: ABOUT_DIR, name: 'showroom', draw: showroomScene, widths: [640, 1200] },
];

// Flat drawings: quality 70 keeps edges clean; the smaller file of each pair is what phones load.
const QUALITY = { small: 68, large: 72 };
// The build's asset rule inlines files under 8 KB into the JavaScript as data URLs: a picture
// that small would silently weigh on the page's script instead of being a cached file.
const INLINE_LIMIT = 8 * 1024;

const preview = process.argv.includes('--png');
for (const job of JOBS) {
  fs.mkdirSync(job.dir, { recursive: true });
  const source = Buffer.from(job.draw());
  for (const [i, width] of job.widths.entries()) {
    const file = path.join(job.dir, job.bare ? `${job.name}.webp` : `${job.name}-${width}.webp`);
    const quality = i === 0 && job.widths.length > 1 ? QUALITY.small : QUALITY.large;
    const info = await sharp(source, { density: 72 * Math.max(1, width / 1600) })
      .resize({ width })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toFile(file);
    console.log(
      `${path.relative(process.cwd(), file)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
    );
    if (info.size <= INLINE_LIMIT)
      throw new Error(`${file} is ${info.size} bytes: the asset rule would inline it into the script`);
  }
  if (preview)
    await sharp(source)
      .png()
      .toFile(path.join('/tmp', `${job.name}.png`));
}
