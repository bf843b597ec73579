/**
 * The options of the test desks that several API tests create: Finish (oak, walnut) and Size
 * (160 cm, 180 cm), as the admin's form sends them. `walnut` renames the walnut value (the CSV
 * test gives it a comma to quote).
 */
export function deskOptions(walnut: { name: string; nameAr: string } = { name: 'Walnut', nameAr: 'جوز' }) {
  return [
    option('finish', 'Finish', 'التشطيب', [
      { key: 'oak', name: 'Oak', nameAr: 'بلوط', swatch: '#c8a46e' },
      { key: 'walnut', ...walnut, swatch: '#5d3a1a' },
    ]),
    option('size', 'Size', 'المقاس', [
      { key: '160-cm', name: '160 cm', nameAr: '١٦٠ سم', swatch: '' },
      { key: '180-cm', name: '180 cm', nameAr: '١٨٠ سم', swatch: '' },
    ]),
  ];
}

/** One option of a product as the admin's form sends it; its kind is its key unless given. */
export function option<Value>(key: string, name: string, nameAr: string, values: Value[], kind = key) {
  return { key, name, nameAr, kind, values };
}
