import { describe, expect, it } from 'vitest';

type Catalog = Record<string, string>;
const merged = (files: Record<string, Catalog>): Catalog => Object.assign({}, ...Object.values(files));
const TURKISH = merged(import.meta.glob<Catalog>('./catalogs/tr/*.json', { eager: true, import: 'default' }));
const ENGLISH = merged(import.meta.glob<Catalog>('./catalogs/en/*.json', { eager: true, import: 'default' }));

/** The Turkish terms a native speaker's read settled on; each case names a message that once said otherwise. */
describe('Turkish terms', () => {
  it('the admin area is "Yönetim" (the people who run it stay yönetici)', () => {
    const admin = Object.entries(TURKISH).filter(([, text]) => /\bYönetici\b/.test(text));
    expect(admin).toEqual([]);
    expect(TURKISH['admin.pageTitle.orders']).toBe('Yönetim · Siparişler · Lokum & Co.');
    expect(TURKISH['featureImages.adminFeatures.heading']).toBe('Yönetim Özellikleri');
  });

  it('every "… is required" says "zorunludur"', () => {
    const required = Object.keys(ENGLISH).filter((id) => / is required$/.test(ENGLISH[id] ?? ''));
    expect(required.length).toBeGreaterThan(10);
    expect(required.filter((id) => !TURKISH[id]?.endsWith(' zorunludur'))).toEqual([]);
    expect(Object.values(TURKISH).filter((text) => /gereklidir/.test(text))).toEqual([]);
  });

  it('play is "başlat"; buttons and links that act are in the bare form', () => {
    expect(TURKISH['catalog.row.play']).toBe('{category} satırını başlat');
    expect(TURKISH['featureImages.carousel.play']).toBe('Kampanya geçişini başlat');
    expect(Object.values(TURKISH).filter((text) => /oynat/i.test(text))).toEqual([]);
    expect(TURKISH['common.messagePage.retry']).toBe('Tekrar Dene');
    expect(TURKISH['checkout.unconfirmed.ordersLink']).toBe('Siparişlerinizi görüntüle');
  });

  it('the account tabs are "Siparişlerim" and "Adreslerim"', () => {
    expect(TURKISH['account.tabs.orders']).toBe('Siparişlerim');
    expect(TURKISH['account.tabs.address']).toBe('Adreslerim');
  });

  it('says what is meant: a link is a bağlantı, a return lacks information, an order has no address', () => {
    expect(TURKISH['checkout.payment.unsafeApprovalUrl']).toContain('bağlantı');
    expect(TURKISH['checkout.payment.unsafeApprovalUrl']).not.toContain('adres');
    expect(TURKISH['orders.paymentReturn.missingParams.title']).toBe('Bu ödeme bağlantısında bilgi eksik');
    expect(TURKISH['orders.summary.noAddress']).toBe('Bu siparişte adres bilgisi yok.');
    expect(TURKISH['common.logo.homeLink']).toBe('Lokum & Co. ana sayfası');
    expect(TURKISH['paymentProvider.page.approveText']).toBe(
      'Lokum & Co. için {amount} tutarındaki ödemeyi onaylayın.',
    );
  });

  it("names the order's details button after its order and keeps the visible label in the name", () => {
    const name = TURKISH['orders.table.viewDetailsOfOrder'] ?? '';
    expect(name).toBe('{orderId} numaralı sipariş için detayları gör');
    // Label in name (WCAG 2.5.3): the button shows "Detayları Gör".
    expect(name.toLocaleLowerCase('tr')).toContain(
      (TURKISH['orders.table.viewDetails'] ?? '').toLocaleLowerCase('tr'),
    );
  });

  it('reads the back office and the order steps as Turkish, not as calques or questions', () => {
    expect(TURKISH['admin.overview.heading']).toBe('Mağazanın genel durumu');
    expect(TURKISH['admin.overview.loading']).toBe('Mağaza verileri yükleniyor');
    expect(TURKISH['admin.overview.lowStock']).toBe('5 adet veya daha az kalanlar ({count})');
    expect(TURKISH['admin.products.stock.low']).toBe('5 adet veya daha az');
    expect(TURKISH['admin.products.anyStock']).toBe('Tüm stok durumları');
    expect(TURKISH['admin.overview.allLowStock']).toBe('Tümünü gör (en az stoktan başlayarak)');
    expect(TURKISH['admin.products.searchPlaceholder']).toBe('Ürün adı');
    expect(TURKISH['admin.products.sort.title']).toBe('Ürün adı');
    expect(TURKISH['admin.products.sort.listed']).toBe('Varsayılan');
    expect(TURKISH['admin.products.count']).toBe('{shown} / {total} {count, plural, other {ürün}}');
    expect(TURKISH['admin.orders.count']).toBe('{shown} / {total} {count, plural, other {sipariş}}');
    expect(TURKISH['admin.orders.from']).toBe('Başlangıç tarihi');
    expect(TURKISH['admin.orders.to']).toBe('Bitiş tarihi');
    expect(TURKISH['orders.buyAgain.button']).toBe('Tekrar Satın Al');
    expect(TURKISH['orders.progress.title']).toBe('Sipariş aşamaları');
    // "Beklemede (tamamlandı)" contradicted itself: the marks speak of the step, not of the status.
    expect(TURKISH['orders.progress.done']).toBe('(bu aşama tamamlandı)');
    expect(TURKISH['orders.progress.upcoming']).toBe('(bu aşamaya henüz gelinmedi)');
    expect(TURKISH['orders.progress.ordered']).toBe('Sipariş tarihi: {date}');
    expect(TURKISH['orders.progress.updated']).toBe('Son güncelleme: {date}');
    expect(TURKISH['cart.buyAgain.notForSale']).toBe(
      '{title} için fiyat belirtilmemiş, bu yüzden şu an satın alınamıyor',
    );
    expect(Object.values(TURKISH).filter((text) => /bugünkü stok|bugün fiyat/.test(text))).toEqual([]);
  });
  it('says what a native reader would: supported services, the internet, some changes, plural one forms', () => {
    expect(TURKISH['auth.notOffered.passwordReset']).toBe(
      'Bu mağazanın sunucusu şifre sıfırlamayı desteklemiyor.',
    );
    expect(TURKISH['auth.notOffered.verification']).toBe(
      'Bu mağazanın sunucusu hesap doğrulamayı desteklemiyor. Hesabınız hazır: giriş yapın.',
    );
    expect(TURKISH['auth.notOffered.featureImageDelete']).toBe(
      'Bu mağazanın sunucusu vitrin görseli silmeyi desteklemiyor.',
    );
    expect(TURKISH['auth.notOffered.any']).toBe('Bu mağazanın sunucusu bu işlemi desteklemiyor.');
    expect(Object.values(TURKISH).filter((text) => /sunmuyor/.test(text))).toEqual([]);
    expect(TURKISH['network.offlineText']).toMatch(
      /^Katalogda bu cihazda kayıtlı son bilgiler gösteriliyor\./,
    );
    expect(TURKISH['network.offlineText']).toContain('için internet bağlantısı gerekir');
    expect(TURKISH['cart.sheet.needsNetwork']).toBe(
      'Sepet için internet bağlantısı gerekiyor. Yeniden bağlandığınızda sepetiniz tekrar görünecek.',
    );
    expect(Object.values(TURKISH).filter((text) => /ağ bağlantısı/.test(text))).toEqual([]);
    expect(TURKISH['admin.productForm.kept.heading']).toBe('Bazı değişiklikler kaydedilmedi');
    expect(TURKISH['admin.bulk.done']).toBe(
      '{total} {count, plural, other {siparişten}} {updated} tanesinin durumu “{status}” olarak değiştirildi',
    );
    expect(TURKISH['admin.bulk.confirm.message']).toMatch(
      /^\{count, plural, one \{\{orders\} siparişin durumu\} other \{\{orders\} siparişin her birinin durumu\}\} “\{status\}” olarak değiştirilecek\. Bu işlem geri alınamaz: /,
    );
    expect(TURKISH['admin.bulk.retry']).toBe(
      '{count, plural, one {Başarısız Siparişi Tekrar Dene} other {Başarısız # Siparişi Tekrar Dene}}',
    );
    expect(TURKISH['admin.export.ordersDone']).toBe(
      '{rows} {count, plural, other {sipariş}} {fileName} dosyası olarak indirildi',
    );
    expect(TURKISH['admin.export.productsDone']).toBe(
      '{rows} {count, plural, other {ürün}} {fileName} dosyası olarak indirildi',
    );
    expect(Object.values(TURKISH).filter((text) => /aktarıldı/.test(text))).toEqual([]);
    expect(TURKISH['admin.bulk.failureUnconfirmed']).toBe(
      '{id} numaralı sipariş: {message} (net bir yanıt gelmediği için durumu yine de değişmiş olabilir)',
    );
    expect(TURKISH['admin.slip.notes']).toBe('Notlar: {notes}');
    expect(TURKISH['orders.progress.unknownStatus']).toBe(
      'Mağaza “{status}” durumunu bildiriyor. Bu durum için gösterilecek aşama yok.',
    );
  });
});
