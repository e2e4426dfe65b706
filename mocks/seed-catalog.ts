/**
 * Seed catalog for the mock backend: 51 products over the 11 categories, the home-page feature images and
 * a handful of reviews by three seed shoppers (never the demo shopper, whose reviews are created live).
 *
 * Fixtures worth knowing about:
 * - Out of stock (totalStock 0): 64b0c0a1f1e2d3c4b5a6002d "Anzer Balı, 250 g"
 * - Low stock (totalStock 2): 64b0c0a1f1e2d3c4b5a60003 "Havuç Dilimi Baklava, 1 kg"
 * - averageReview is computed below from seedReviews, so it always matches them (0 when a product has none).
 */
import type { Product } from '@/features/catalog/schemas';
import type { ReviewDocument } from './documents';

export type SeedReview = ReviewDocument;

export const seedReviews: SeedReview[] = [
  // antep-fistikli-baklava
  {
    _id: '64d0c0a1f1e2d3c4b5a80001',
    productId: '64b0c0a1f1e2d3c4b5a60001',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Tastes just like the baklava from Gaziantep. Crisp layers and lots of pistachio.',
    reviewValue: 5,
  },
  // antep-fistikli-baklava
  {
    _id: '64d0c0a1f1e2d3c4b5a80002',
    productId: '64b0c0a1f1e2d3c4b5a60001',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Arrived well packed and still crunchy. Will order again for bayram.',
    reviewValue: 5,
  },
  // antep-fistikli-baklava
  {
    _id: '64d0c0a1f1e2d3c4b5a80003',
    productId: '64b0c0a1f1e2d3c4b5a60001',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Very good, a little too much syrup for my taste.',
    reviewValue: 4,
  },
  // gullu-lokum
  {
    _id: '64d0c0a1f1e2d3c4b5a80004',
    productId: '64b0c0a1f1e2d3c4b5a60006',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Soft and fragrant, the rose flavour is not overpowering.',
    reviewValue: 4,
  },
  // gullu-lokum
  {
    _id: '64d0c0a1f1e2d3c4b5a80005',
    productId: '64b0c0a1f1e2d3c4b5a60006',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Exactly like the lokum my grandmother kept for guests.',
    reviewValue: 5,
  },
  // fistikli-cikolata
  {
    _id: '64d0c0a1f1e2d3c4b5a80006',
    productId: '64b0c0a1f1e2d3c4b5a6000b',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Whole pistachios, not crumbs. My kids finished it in a day.',
    reviewValue: 5,
  },
  // fistikli-cikolata
  {
    _id: '64d0c0a1f1e2d3c4b5a80007',
    productId: '64b0c0a1f1e2d3c4b5a6000b',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Nice dark chocolate, slightly sweeter than I expected.',
    reviewValue: 4,
  },
  // sumak
  {
    _id: '64d0c0a1f1e2d3c4b5a80008',
    productId: '64b0c0a1f1e2d3c4b5a6000f',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Very fresh and sour, great on onion salad.',
    reviewValue: 5,
  },
  // pul-biber
  {
    _id: '64d0c0a1f1e2d3c4b5a80009',
    productId: '64b0c0a1f1e2d3c4b5a60010',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Good colour and a pleasant mild heat.',
    reviewValue: 4,
  },
  // pul-biber
  {
    _id: '64d0c0a1f1e2d3c4b5a8000a',
    productId: '64b0c0a1f1e2d3c4b5a60010',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'The bag was torn in the box and some flakes were lost.',
    reviewValue: 2,
  },
  // rize-cayi
  {
    _id: '64d0c0a1f1e2d3c4b5a8000b',
    productId: '64b0c0a1f1e2d3c4b5a60014',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Proper Rize tea, dark and strong. My morning is back.',
    reviewValue: 5,
  },
  // rize-cayi
  {
    _id: '64d0c0a1f1e2d3c4b5a8000c',
    productId: '64b0c0a1f1e2d3c4b5a60014',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Good everyday tea, big bag lasts a long time.',
    reviewValue: 4,
  },
  // elma-cayi
  {
    _id: '64d0c0a1f1e2d3c4b5a8000d',
    productId: '64b0c0a1f1e2d3c4b5a60015',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Too sweet and tastes artificial to me.',
    reviewValue: 2,
  },
  // elma-cayi
  {
    _id: '64d0c0a1f1e2d3c4b5a8000e',
    productId: '64b0c0a1f1e2d3c4b5a60015',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Kids love it, reminds me of the Grand Bazaar.',
    reviewValue: 4,
  },
  // karadeniz-findigi
  {
    _id: '64d0c0a1f1e2d3c4b5a8000f',
    productId: '64b0c0a1f1e2d3c4b5a60019',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Perfectly roasted, you can smell them when you open the bag.',
    reviewValue: 5,
  },
  // karadeniz-findigi
  {
    _id: '64d0c0a1f1e2d3c4b5a80010',
    productId: '64b0c0a1f1e2d3c4b5a60019',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Best hazelnuts I have had outside Turkey.',
    reviewValue: 5,
  },
  // turk-kahvesi
  {
    _id: '64d0c0a1f1e2d3c4b5a80011',
    productId: '64b0c0a1f1e2d3c4b5a6001e',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Thick foam every time. Ground just right for the cezve.',
    reviewValue: 5,
  },
  // turk-kahvesi
  {
    _id: '64d0c0a1f1e2d3c4b5a80012',
    productId: '64b0c0a1f1e2d3c4b5a6001e',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Good flavour, I would like a slightly darker roast.',
    reviewValue: 4,
  },
  // turk-kahvesi
  {
    _id: '64d0c0a1f1e2d3c4b5a80013',
    productId: '64b0c0a1f1e2d3c4b5a6001e',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Smells like the shops in Eminönü.',
    reviewValue: 5,
  },
  // ayvalik-zeytinyagi
  {
    _id: '64d0c0a1f1e2d3c4b5a80014',
    productId: '64b0c0a1f1e2d3c4b5a60022',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Smooth and fruity, we use it on everything.',
    reviewValue: 5,
  },
  // ayvalik-zeytinyagi
  {
    _id: '64d0c0a1f1e2d3c4b5a80015',
    productId: '64b0c0a1f1e2d3c4b5a60022',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Good oil, but the bottle leaked a bit during shipping.',
    reviewValue: 3,
  },
  // defne-sabunu
  {
    _id: '64d0c0a1f1e2d3c4b5a80016',
    productId: '64b0c0a1f1e2d3c4b5a60026',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Does not lather much, but my skin feels much less dry.',
    reviewValue: 4,
  },
  // cam-bali
  {
    _id: '64d0c0a1f1e2d3c4b5a80017',
    productId: '64b0c0a1f1e2d3c4b5a6002b',
    userId: '64a000000000000000000012',
    userName: 'Mehmet Demir',
    reviewMessage: 'Dark and not too sweet, real Muğla pine honey.',
    reviewValue: 5,
  },
  // cam-bali
  {
    _id: '64d0c0a1f1e2d3c4b5a80018',
    productId: '64b0c0a1f1e2d3c4b5a6002b',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'Lovely with kaymak at breakfast.',
    reviewValue: 4,
  },
  // anzer-bali
  {
    _id: '64d0c0a1f1e2d3c4b5a80019',
    productId: '64b0c0a1f1e2d3c4b5a6002d',
    userId: '64a000000000000000000011',
    userName: 'Ayşe Yılmaz',
    reviewMessage: 'Expensive but unlike any honey I have tasted. Worth it for a special occasion.',
    reviewValue: 5,
  },
  // limon-kolonyasi
  {
    _id: '64d0c0a1f1e2d3c4b5a8001a',
    productId: '64b0c0a1f1e2d3c4b5a60030',
    userId: '64a000000000000000000013',
    userName: 'Elif Kaya',
    reviewMessage: 'The scent faded within minutes, not like the one I remember.',
    reviewValue: 1,
  },
];

function averageReviewFor(productId: string): number {
  const values = seedReviews
    .filter((review) => review.productId === productId)
    .map((review) => review.reviewValue);
  if (values.length === 0) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.round(mean * 100) / 100;
}

const productData: Omit<Product, 'averageReview'>[] = [
  {
    _id: '64b0c0a1f1e2d3c4b5a60001',
    image: '/images/products/antep-fistikli-baklava.svg',
    title: 'Antep Fıstıklı Baklava, 500 g',
    description:
      'Classic Gaziantep baklava: about forty layers of hand-rolled yufka, butter and a generous filling of Antep pistachios, finished with light syrup.',
    category: 'Baklava',
    price: 24.99,
    salePrice: 0,
    totalStock: 64,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60002',
    image: '/images/products/cevizli-baklava.svg',
    title: 'Cevizli Baklava, 500 g',
    description:
      'Crisp baklava layered with chopped walnuts and clarified butter. A little less sweet than the pistachio version and a favourite with tea.',
    category: 'Baklava',
    price: 18.99,
    salePrice: 15.99,
    totalStock: 48,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60003',
    image: '/images/products/havuc-dilimi-baklava.svg',
    title: 'Havuç Dilimi Baklava, 1 kg',
    description:
      'Carrot-slice baklava, baked in a round tray and cut into wedges, packed with pistachio. Sold by the kilo for family gatherings.',
    category: 'Baklava',
    price: 44.99,
    salePrice: 0,
    totalStock: 2,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60004',
    image: '/images/products/fistikli-sarma.svg',
    title: 'Fıstıklı Sarma, 500 g',
    description:
      'Thin yufka rolled tightly around ground pistachios, then sliced and soaked in syrup. Rich, dense and very green inside.',
    category: 'Baklava',
    price: 26.99,
    salePrice: 0,
    totalStock: 31,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60005',
    image: '/images/products/sobiyet.svg',
    title: 'Şöbiyet, 500 g',
    description:
      'Triangular pastries filled with pistachio and a thin layer of semolina cream. Best kept in the fridge and eaten within a week.',
    category: 'Baklava',
    price: 25.99,
    salePrice: 22.49,
    totalStock: 27,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60006',
    image: '/images/products/gullu-lokum.svg',
    title: 'Güllü Lokum, 500 g',
    description:
      'Soft rose-water lokum dusted with powdered sugar, made the traditional way with starch and sugar boiled for hours.',
    category: 'Turkish delight',
    price: 11.99,
    salePrice: 0,
    totalStock: 85,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60007',
    image: '/images/products/cifte-kavrulmus-fistikli-lokum.svg',
    title: 'Çifte Kavrulmuş Fıstıklı Lokum, 500 g',
    description:
      'Double-roasted lokum, cooked longer for a firmer, caramel-toned chew and studded with whole pistachios.',
    category: 'Turkish delight',
    price: 16.99,
    salePrice: 13.99,
    totalStock: 42,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60008',
    image: '/images/products/narli-lokum.svg',
    title: 'Narlı Lokum, 400 g',
    description: 'Pomegranate lokum with a tart, fruity flavour, coated in coconut flakes instead of sugar.',
    category: 'Turkish delight',
    price: 12.49,
    salePrice: 0,
    totalStock: 38,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60009',
    image: '/images/products/findikli-lokum.svg',
    title: 'Fındıklı Lokum, 500 g',
    description:
      'Plain sade lokum packed with roasted Black Sea hazelnuts. Simple, not too sweet and good with Turkish coffee.',
    category: 'Turkish delight',
    price: 13.99,
    salePrice: 0,
    totalStock: 56,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000a',
    image: '/images/products/karisik-lokum-kutusu.svg',
    title: 'Karışık Lokum Kutusu, 1 kg',
    description:
      'An assorted box of rose, lemon, mint, pistachio and hazelnut lokum. A common gift when visiting someone in Turkey.',
    category: 'Turkish delight',
    price: 27.99,
    salePrice: 23.99,
    totalStock: 24,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000b',
    image: '/images/products/fistikli-cikolata.svg',
    title: 'Fıstıklı Çikolata, 80 g',
    description: 'Dark chocolate bar filled with whole roasted Antep pistachios.',
    category: 'Chocolate',
    price: 4.99,
    salePrice: 0,
    totalStock: 110,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000c',
    image: '/images/products/findikli-sutlu-cikolata.svg',
    title: 'Fındıklı Sütlü Çikolata, 80 g',
    description: 'Creamy milk chocolate with whole Giresun hazelnuts in every square.',
    category: 'Chocolate',
    price: 3.99,
    salePrice: 2.99,
    totalStock: 95,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000d',
    image: '/images/products/cikolatali-kestane-sekeri.svg',
    title: 'Çikolatalı Kestane Şekeri, 250 g',
    description:
      'Bursa candied chestnuts, slowly cooked in syrup and dipped in dark chocolate. Each piece is individually wrapped.',
    category: 'Chocolate',
    price: 15.99,
    salePrice: 0,
    totalStock: 22,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000e',
    image: '/images/products/madlen-cikolata.svg',
    title: 'Madlen Çikolata, 500 g',
    description:
      'Bite-sized chocolates with soft pistachio, hazelnut and milk-cream fillings, the kind served to guests during bayram.',
    category: 'Chocolate',
    price: 17.99,
    salePrice: 0,
    totalStock: 36,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6000f',
    image: '/images/products/sumak.svg',
    title: 'Sumak, 200 g',
    description:
      'Ground sumac with a bright, lemony sourness. Sprinkle over onions, salads and grilled kebabs.',
    category: 'Spices',
    price: 5.49,
    salePrice: 0,
    totalStock: 74,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60010',
    image: '/images/products/pul-biber.svg',
    title: 'Pul Biber (Maraş), 250 g',
    description:
      'Maraş red pepper flakes, mildly hot and slightly oily. The flakes you find on every table in a Turkish kebab house.',
    category: 'Spices',
    price: 6.99,
    salePrice: 5.49,
    totalStock: 90,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60011',
    image: '/images/products/isot-biberi.svg',
    title: 'İsot Biberi (Urfa), 200 g',
    description:
      'Urfa pepper, sun-dried and sweated until it turns almost black. Smoky, raisiny and gently hot.',
    category: 'Spices',
    price: 7.49,
    salePrice: 0,
    totalStock: 40,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60012',
    image: '/images/products/kimyon.svg',
    title: 'Kimyon, 150 g',
    description: 'Ground cumin, essential for köfte, lentil soup and sucuk.',
    category: 'Spices',
    price: 4.49,
    salePrice: 0,
    totalStock: 66,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60013',
    image: '/images/products/kekik.svg',
    title: 'Kekik, 100 g',
    description:
      'Dried wild thyme from the Aegean hills, strongly aromatic. Good on grilled meat, eggs and olive oil dips.',
    category: 'Spices',
    price: 4.99,
    salePrice: 0,
    totalStock: 58,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60014',
    image: '/images/products/rize-cayi.svg',
    title: 'Rize Çayı, 1 kg',
    description:
      'Black tea from the slopes of Rize on the Black Sea. Brew it strong in a çaydanlık and serve in tulip glasses.',
    category: 'Teas',
    price: 15.99,
    salePrice: 13.49,
    totalStock: 120,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60015',
    image: '/images/products/elma-cayi.svg',
    title: 'Elma Çayı, 250 g',
    description:
      'Instant apple tea granules, sweet and fruity. The tea offered to visitors in the Grand Bazaar.',
    category: 'Teas',
    price: 6.49,
    salePrice: 0,
    totalStock: 70,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60016',
    image: '/images/products/ihlamur.svg',
    title: 'Ihlamur, 50 g',
    description:
      'Dried linden flowers and leaves for a calming herbal tea, traditionally drunk with honey in winter.',
    category: 'Teas',
    price: 7.99,
    salePrice: 0,
    totalStock: 33,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60017',
    image: '/images/products/adacayi.svg',
    title: 'Adaçayı, 50 g',
    description: 'Anatolian sage leaves for a fragrant, slightly bitter herbal tea.',
    category: 'Teas',
    price: 5.99,
    salePrice: 4.79,
    totalStock: 45,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60018',
    image: '/images/products/karadeniz-organik-siyah-cay.svg',
    title: 'Karadeniz Organik Siyah Çay, 500 g',
    description:
      'Certified organic black tea from the eastern Black Sea highlands, harvested in the first spring picking.',
    category: 'Teas',
    price: 12.99,
    salePrice: 0,
    totalStock: 52,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60019',
    image: '/images/products/karadeniz-findigi.svg',
    title: 'Karadeniz Fındığı, 500 g',
    description: 'Roasted Giresun hazelnuts, the Black Sea variety known for its thin skin and strong aroma.',
    category: 'Nuts',
    price: 13.99,
    salePrice: 0,
    totalStock: 80,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001a',
    image: '/images/products/antep-fistigi.svg',
    title: 'Antep Fıstığı, 500 g',
    description: 'Roasted and lightly salted pistachios in the shell, from Gaziantep.',
    category: 'Nuts',
    price: 21.99,
    salePrice: 18.99,
    totalStock: 47,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001b',
    image: '/images/products/malatya-kayisi.svg',
    title: 'Kayısı (Malatya), 500 g',
    description:
      'Sun-dried Malatya apricots without sulphur, so they are brown rather than orange and taste of honey.',
    category: 'Nuts',
    price: 9.99,
    salePrice: 0,
    totalStock: 63,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001c',
    image: '/images/products/sari-leblebi.svg',
    title: 'Sarı Leblebi, 500 g',
    description: 'Double-roasted yellow chickpeas from Çorum. Crunchy, light and a classic snack with tea.',
    category: 'Nuts',
    price: 5.99,
    salePrice: 0,
    totalStock: 88,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001d',
    image: '/images/products/aydin-inciri.svg',
    title: 'Aydın Kuru İnciri, 500 g',
    description: 'Soft dried figs from Aydın, naturally sweet with lots of tiny seeds.',
    category: 'Nuts',
    price: 10.99,
    salePrice: 8.99,
    totalStock: 39,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001e',
    image: '/images/products/turk-kahvesi.svg',
    title: 'Türk Kahvesi (Kurukahveci style), 250 g',
    description:
      'Finely ground, medium-roast Turkish coffee in the style of the old Istanbul coffee roasters. Brew it in a cezve and serve with the foam.',
    category: 'Coffee',
    price: 8.99,
    salePrice: 0,
    totalStock: 115,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6001f',
    image: '/images/products/menengic-kahvesi.svg',
    title: 'Menengiç Kahvesi, 200 g',
    description:
      'A caffeine-free paste made from roasted terebinth berries, cooked with milk for a nutty, pistachio-like drink.',
    category: 'Coffee',
    price: 9.49,
    salePrice: 0,
    totalStock: 29,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60020',
    image: '/images/products/dibek-kahvesi.svg',
    title: 'Dibek Kahvesi, 250 g',
    description:
      'Stone-mortar ground coffee blended with a little cocoa and mastic, softer and milder than regular Turkish coffee.',
    category: 'Coffee',
    price: 9.99,
    salePrice: 8.49,
    totalStock: 44,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60021',
    image: '/images/products/damla-sakizli-turk-kahvesi.svg',
    title: 'Damla Sakızlı Türk Kahvesi, 250 g',
    description:
      'Turkish coffee flavoured with Chios mastic resin, which gives a light pine and vanilla note.',
    category: 'Coffee',
    price: 10.49,
    salePrice: 0,
    totalStock: 35,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60022',
    image: '/images/products/ayvalik-zeytinyagi.svg',
    title: 'Ayvalık Zeytinyağı, 1 L',
    description: 'Cold-pressed extra virgin olive oil from Ayvalık Edremit olives, mild and fruity.',
    category: 'Oil',
    price: 24.99,
    salePrice: 0,
    totalStock: 57,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60023',
    image: '/images/products/erken-hasat-zeytinyagi.svg',
    title: 'Erken Hasat Zeytinyağı, 500 ml',
    description:
      'Early harvest olive oil from green olives picked in October. Peppery and grassy, best used raw.',
    category: 'Oil',
    price: 19.99,
    salePrice: 16.99,
    totalStock: 34,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60024',
    image: '/images/products/corek-otu-yagi.svg',
    title: 'Çörek Otu Yağı, 250 ml',
    description:
      'Cold-pressed black seed oil with a sharp, bitter taste. Traditionally taken by the spoonful.',
    category: 'Oil',
    price: 12.99,
    salePrice: 0,
    totalStock: 41,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60025',
    image: '/images/products/findik-yagi.svg',
    title: 'Fındık Yağı, 1 L',
    description: 'Hazelnut oil from the Black Sea coast, light in flavour and good for frying and baking.',
    category: 'Oil',
    price: 14.99,
    salePrice: 0,
    totalStock: 26,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60026',
    image: '/images/products/defne-sabunu.svg',
    title: 'Defne Sabunu, 150 g',
    description:
      'Handmade laurel and olive oil soap from Antakya, cured for months until it turns green-gold inside.',
    category: 'Cosmetics',
    price: 5.99,
    salePrice: 0,
    totalStock: 98,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60027',
    image: '/images/products/zeytinyagli-sabun.svg',
    title: 'Zeytinyağlı Sabun, 4 × 100 g',
    description: 'Four bars of pure olive oil soap from Ayvalık, gentle enough for face and hair.',
    category: 'Cosmetics',
    price: 8.99,
    salePrice: 6.99,
    totalStock: 72,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60028',
    image: '/images/products/hamam-kesesi.svg',
    title: 'Hamam Kesesi',
    description: 'A coarse exfoliating mitt, the same one used by hamam attendants to scrub away dead skin.',
    category: 'Cosmetics',
    price: 6.49,
    salePrice: 0,
    totalStock: 60,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60029',
    image: '/images/products/gul-suyu.svg',
    title: 'Gül Suyu, 250 ml',
    description: 'Pure rose water distilled from Isparta damask roses, used as a toner or in desserts.',
    category: 'Cosmetics',
    price: 7.99,
    salePrice: 0,
    totalStock: 49,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002a',
    image: '/images/products/isparta-gul-kremi.svg',
    title: 'Isparta Gül Kremi, 50 ml',
    description: 'A light moisturising cream made with Isparta rose oil and rose water.',
    category: 'Cosmetics',
    price: 11.99,
    salePrice: 0,
    totalStock: 30,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002b',
    image: '/images/products/cam-bali.svg',
    title: 'Çam Balı, 850 g',
    description:
      'Pine honey from the forests of Muğla, dark and not too sweet, with a slightly resinous taste.',
    category: 'Honey',
    price: 22.99,
    salePrice: 0,
    totalStock: 54,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002c',
    image: '/images/products/kestane-bali.svg',
    title: 'Kestane Balı, 500 g',
    description:
      'Chestnut honey from the Black Sea region, dark and noticeably bitter. Loved by those who find other honeys too sweet.',
    category: 'Honey',
    price: 18.99,
    salePrice: 15.99,
    totalStock: 37,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002d',
    image: '/images/products/anzer-bali.svg',
    title: 'Anzer Balı, 250 g',
    description:
      'Rare highland honey from the Anzer plateau in Rize, made from hundreds of mountain flowers. Harvested in very small amounts each year.',
    category: 'Honey',
    price: 89.99,
    salePrice: 0,
    totalStock: 0,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002e',
    image: '/images/products/petek-bal.svg',
    title: 'Petek Bal, 500 g',
    description: 'Honey still in its natural wax comb, a breakfast staple spread on fresh bread with butter.',
    category: 'Honey',
    price: 16.99,
    salePrice: 0,
    totalStock: 28,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a6002f',
    image: '/images/products/cicek-bali.svg',
    title: 'Çiçek Balı, 850 g',
    description: 'Wildflower honey from the Anatolian plateaus, light golden and mild.',
    category: 'Honey',
    price: 14.99,
    salePrice: 12.99,
    totalStock: 76,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60030',
    image: '/images/products/limon-kolonyasi.svg',
    title: 'Limon Kolonyası, 400 ml',
    description:
      'Classic 80° lemon cologne, splashed on the hands of guests and bus passengers all over Turkey.',
    category: 'Perfumes',
    price: 8.99,
    salePrice: 0,
    totalStock: 105,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60031',
    image: '/images/products/lavanta-kolonyasi.svg',
    title: 'Lavanta Kolonyası, 400 ml',
    description: 'Lavender cologne with a soft, herbal scent, cooling on a hot day.',
    category: 'Perfumes',
    price: 8.99,
    salePrice: 7.49,
    totalStock: 68,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60032',
    image: '/images/products/tutun-kolonyasi.svg',
    title: 'Tütün Kolonyası, 250 ml',
    description:
      'Tobacco-leaf cologne, warmer and more old-fashioned than lemon, a favourite of the older generation.',
    category: 'Perfumes',
    price: 9.99,
    salePrice: 0,
    totalStock: 32,
  },
  {
    _id: '64b0c0a1f1e2d3c4b5a60033',
    image: '/images/products/gul-yagi-parfumu.svg',
    title: 'Gül Yağı Parfümü, 10 ml',
    description: 'A small roll-on of Isparta rose oil blend, alcohol-free and long-lasting.',
    category: 'Perfumes',
    price: 29.99,
    salePrice: 24.99,
    totalStock: 18,
  },
];

export const seedProducts: Product[] = productData.map((product) => ({
  ...product,
  averageReview: averageReviewFor(product._id),
}));

export const seedFeatureImages: { _id: string; image: string }[] = [
  { _id: '64f0c0a1f1e2d3c4b5a70001', image: '/images/feature-images/feature-image-1.svg' },
  { _id: '64f0c0a1f1e2d3c4b5a70002', image: '/images/feature-images/feature-image-2.svg' },
  { _id: '64f0c0a1f1e2d3c4b5a70003', image: '/images/feature-images/feature-image-3.svg' },
];
