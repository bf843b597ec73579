// The invoice PDF, part of `npm run bench` (or alone, after `npm run build -w api`:
// `node scripts/bench/invoice.mjs`): time and size of the bilingual invoice of a 5-line and a
// 60-line order, rendered in this process by the production build (api/dist), as
// GET /api/order-invoice/:token renders it. The first render of the process (fonts unpacked and
// parsed, code compiled) is shown apart; then the median of BENCH_INVOICE_RUNS (10) renders of
// each size, with different product names each time so no width is remembered between runs, as
// wall time and as the process's CPU time (less swayed by other work on the machine).
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 10);

const NAMES = [
  ['Executive desk 180 cm', 'مكتب تنفيذي 180 سم'],
  ['Ergonomic mesh chair with adjustable lumbar support', 'كرسي شبكي مريح بدعم قطني قابل للتعديل'],
  ['Fireproof safe 60 kg', 'خزنة مقاومة للحريق 60 كجم'],
  ['Note counting machine', 'آلة عد النقود'],
  ['Meeting table for 10', 'طاولة اجتماعات لعشرة أشخاص'],
];

function order(lines, run) {
  const items = Array.from({ length: lines }, (_, index) => {
    const [name, nameAr] = NAMES[index % NAMES.length];
    const unitPrice = 150 + index * 37.5;
    const quantity = (index % 4) + 1;
    const model = `M${run}-${index}`;
    return {
      productId: String(index),
      name: `${name} ${model}`,
      nameAr: `${nameAr} ${model}`,
      slug: '',
      image: '',
      unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
    };
  });
  const subtotal = items.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    orderNumber: 'OG-261125-7KQ4',
    createdAt: '2026-11-25T08:00:00.000Z',
    paymentMethod: 'cash',
    payment: { status: 'paid', reference: '', paidOn: '2026-11-26', receipts: [] },
    customer: {
      name: `Customer ${run}`,
      phone: '+97455123456',
      email: 'customer@example.qa',
      address: 'فيلا 12، شارع الريان الجديد، الدوحة',
      zone: 'doha',
      zoneName: 'Doha',
      zoneNameAr: 'الدوحة',
      notes: '',
      nationalAddress: { zone: 55, street: 340, building: 12, unit: null },
    },
    items,
    subtotal,
    deliveryFee: 50,
    total: subtotal + 50,
    timeline: [],
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchInvoice() {
  const { renderInvoice } = require(path.join(ROOT, 'api/dist/orders/invoice.js'));
  console.log('\n› Invoice PDF (production build, in process)');
  let started = performance.now();
  const first = await renderInvoice(order(5, 0));
  console.log(`  first render of the process (5 lines): ${(performance.now() - started).toFixed(0)} ms`);
  for (const lines of [5, 60]) {
    const times = [];
    const cpu = [];
    let size = first.length;
    for (let run = 1; run <= RUNS; run += 1) {
      started = performance.now();
      const used = process.cpuUsage();
      size = (await renderInvoice(order(lines, run))).length;
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
    }
    console.log(
      `  ${String(lines).padStart(2)} lines: median ${median(times).toFixed(0)} ms (CPU ${median(cpu).toFixed(0)} ms) of ${RUNS}, ${(size / 1024).toFixed(1)} KB`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchInvoice();
