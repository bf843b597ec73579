/**
 * The options of the test desks that several API tests create: Finish (oak, walnut) and Size
 * (160 cm, 180 cm), as the admin's form sends them. `walnut` renames the walnut value (the CSV
 * test gives it a comma to quote).
 */
export function deskOptions(walnut: { name: string; nameAr: string } = { name: 'Walnut', nameAr: 'جوز' }) {
  return [
    {
      key: 'finish',
      name: 'Finish',
      nameAr: 'التشطيب',
      kind: 'finish',
      values: [
        { key: 'oak', name: 'Oak', nameAr: 'بلوط', swatch: '#c8a46e' },
        { key: 'walnut', ...walnut, swatch: '#5d3a1a' },
      ],
    },
    {
      key: 'size',
      name: 'Size',
      nameAr: 'المقاس',
      kind: 'size',
      values: [
        { key: '160-cm', name: '160 cm', nameAr: '١٦٠ سم', swatch: '' },
        { key: '180-cm', name: '180 cm', nameAr: '١٨٠ سم', swatch: '' },
      ],
    },
  ];
}
