'use strict';

const PDFDocument = require('pdfkit');
const { pricing } = require('../../../domain/shared-rules');

/** @param {StoredDecimal | undefined} value */
const money = (value) =>
  `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(Number(value) || 0)
    .replace(/\u202f|\u00a0/g, ' ')} MAD`;

/** @param {StoredDate | undefined} value */
const date = (value) =>
  value ? new Date(value).toLocaleDateString('fr-FR', { timeZone: 'Africa/Casablanca' }) : '';

/**
 * The invoice of a delivered order as a PDF (pdfkit, standard fonts: Latin accents included).
 *
 * @param {StoredOrder} order
 * @returns {Promise<Buffer>}
 */
const invoicePdf = (order) =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Facture ${order.orderId}`, Author: 'ChargeMaroc' },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    doc.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const customer = order.customerInfo || {};
    const address = order.shippingAddress || {};
    doc.fontSize(20).font('Helvetica-Bold').text('ChargeMaroc');
    doc.fontSize(10).font('Helvetica').text('Bornes et équipements de recharge — Maroc');
    doc.moveDown();
    doc.fontSize(16).font('Helvetica-Bold').text(`Facture ${order.orderId}`);
    doc.fontSize(10).font('Helvetica');
    doc.text(`Date de commande : ${date(order.createdAt)}`);
    doc.text(`Livrée le : ${date(order.deliveredAt)}`);
    doc.text(`N° de suivi : ${order.trackingNumber || '—'}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Client');
    doc.font('Helvetica').text(`${customer.firstName || ''} ${customer.lastName || ''}`.trim());
    doc.text([address.address, address.addressLine2].filter(Boolean).join(', '));
    doc.text([address.postalCode, address.city, address.region, address.country].filter(Boolean).join(' '));
    if (customer.email) doc.text(customer.email);
    doc.moveDown();

    const columns = { name: 50, quantity: 330, unit: 380, total: 470 };
    /**
     * @param {[string, string, string, string]} cells
     * @param {boolean} [bold]
     */
    const row = (cells, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(cells[0], columns.name, y, { width: 270 });
      const end = doc.y;
      doc.text(cells[1], columns.quantity, y, { width: 40, align: 'right' });
      doc.text(cells[2], columns.unit, y, { width: 80, align: 'right' });
      doc.text(cells[3], columns.total, y, { width: 80, align: 'right' });
      doc.y = Math.max(end, doc.y);
      doc.moveDown(0.3);
    };
    row(['Article', 'Qté', 'Prix unit.', 'Total'], true);
    for (const item of Array.isArray(order.items) ? order.items : []) {
      const unit = Number(item.unitPrice ?? item.price ?? 0);
      // the line's parts as the subtotal counts them, so that the rows add up to it
      const amounts = pricing.priceLine({
        unitPrice: unit,
        quantity: Number(item.quantity || 0),
        installation: item.installation,
      });
      row([item.name || item.productId, String(item.quantity), money(unit), money(amounts.gross)]);
      if (item.installation && item.installation.wanted) {
        row(['  Remise installation (5 %)', '', '', `-${money(amounts.installationSaving)}`]);
        row(['  Installation', '', '', money(amounts.installationCost)]);
      }
    }
    doc.moveDown();
    /**
     * @param {string} label
     * @param {string} value
     * @param {boolean} [bold]
     */
    const total = (label, value, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 160 });
      doc.text(value, columns.total, y, { width: 80, align: 'right' });
      doc.moveDown(0.3);
    };
    total('Sous-total HT', money(order.subtotal));
    total('TVA (20 %)', money(order.tax));
    total('Livraison', money(order.shipping));
    if (Number(order.discount) > 0)
      total(`Réduction${order.couponCode ? ` (${order.couponCode})` : ''}`, `-${money(order.discount)}`);
    total('Total TTC', money(order.total), true);
    doc.moveDown(2);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Paiement : ${order.paymentMethod === 'cmi' ? 'carte bancaire (CMI)' : 'à la livraison'}.`, 50);
    doc.end();
  });

module.exports = { invoicePdf };
