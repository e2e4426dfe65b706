import type { MockOrder, MockUser } from './documents';
import type { Address } from '@/features/addresses/schemas';
import { seedProducts } from './seed-catalog';

/** The demo accounts the README lists. */
export const DEMO_ADMIN = { email: 'admin@lokum.shop', password: 'admin123', userName: 'Selin Admin' };
export const DEMO_SHOPPER = { email: 'shopper@lokum.shop', password: 'shopper123', userName: 'Deniz Aydın' };

export const ADMIN_ID = '64a000000000000000000001';
export const SHOPPER_ID = '64a000000000000000000002';

export const seedAccounts: MockUser[] = [
  { _id: ADMIN_ID, ...DEMO_ADMIN, role: 'admin', verified: true, verificationCode: null },
  { _id: SHOPPER_ID, ...DEMO_SHOPPER, role: 'user', verified: true, verificationCode: null },
  ...[
    ['64a000000000000000000011', 'Ayşe Yılmaz', 'ayse@example.com'],
    ['64a000000000000000000012', 'Mehmet Demir', 'mehmet@example.com'],
    ['64a000000000000000000013', 'Elif Kaya', 'elif@example.com'],
  ].map(([_id = '', userName = '', email = '']): MockUser => ({
    _id,
    userName,
    email,
    password: 'reviewer123',
    role: 'user',
    verified: true,
    verificationCode: null,
  })),
];

export const SHOPPER_ADDRESS_ID = '64c000000000000000000001';

export const seedAddresses: (Address & { userId: string })[] = [
  {
    _id: SHOPPER_ADDRESS_ID,
    userId: SHOPPER_ID,
    address: 'Moda Caddesi 42, Kadıköy',
    city: 'Istanbul',
    pincode: '34710',
    phone: '+90 532 555 0142',
    notes: 'Ring twice, the bell is loud',
  },
];

// The demo shopper has one delivered order, so they may review what they bought.
const deliveredProduct = seedProducts.find((product) => product.totalStock > 5 && product.salePrice === 0);
const deliveredItems = deliveredProduct
  ? [
      {
        productId: deliveredProduct._id,
        title: deliveredProduct.title,
        image: deliveredProduct.image,
        price: deliveredProduct.price,
        quantity: 2,
      },
    ]
  : [];

/**
 * A second delivered order of the demo shopper, the everyday kind that is bought again: coffee and tea, a
 * baklava ordered beyond today's stock (3 of the 2 left) and a honey sold out since (Anzer Balı, stock 0).
 */
export const BUY_AGAIN_ORDER_ID = '64d000000000000000000010';

function buyAgainOrder(): MockOrder {
  const lines = [
    ['64b0c0a1f1e2d3c4b5a6001e', 2],
    ['64b0c0a1f1e2d3c4b5a60014', 1],
    ['64b0c0a1f1e2d3c4b5a60003', 3],
    ['64b0c0a1f1e2d3c4b5a6002d', 1],
  ] as const;
  const cartItems = lines.flatMap(([productId, quantity]) => {
    const product = seedProducts.find((candidate) => candidate._id === productId);
    if (!product) return [];
    const price = product.salePrice > 0 ? product.salePrice : product.price;
    return [{ productId, title: product.title, image: product.image, price, quantity }];
  });
  return {
    _id: BUY_AGAIN_ORDER_ID,
    userId: SHOPPER_ID,
    cartId: '64e000000000000000000010',
    cartItems,
    addressInfo: {
      addressId: SHOPPER_ADDRESS_ID,
      address: 'Moda Caddesi 42, Kadıköy',
      city: 'Istanbul',
      pincode: '34710',
      phone: '+90 532 555 0142',
      notes: 'Ring twice, the bell is loud',
    },
    orderStatus: 'delivered',
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    totalAmount: Number(cartItems.reduce((sum, item) => sum + item.price * item.quantity, 0).toFixed(2)),
    orderDate: '2026-08-14T11:05:00.000Z',
    orderUpdateDate: '2026-08-18T15:20:00.000Z',
    paymentId: 'PAYID-SEED0010',
    payerId: 'PAYER-SEED0010',
    providerPaymentId: 'PAYID-SEED0010',
  };
}

export const seedOrders: MockOrder[] = [
  {
    _id: '64d000000000000000000001',
    userId: SHOPPER_ID,
    cartId: '64e000000000000000000001',
    cartItems: deliveredItems,
    addressInfo: {
      addressId: SHOPPER_ADDRESS_ID,
      address: 'Moda Caddesi 42, Kadıköy',
      city: 'Istanbul',
      pincode: '34710',
      phone: '+90 532 555 0142',
      notes: 'Ring twice, the bell is loud',
    },
    orderStatus: 'delivered',
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    totalAmount: Number(deliveredItems.reduce((sum, item) => sum + item.price * item.quantity, 0).toFixed(2)),
    orderDate: '2026-10-02T09:14:00.000Z',
    orderUpdateDate: '2026-10-05T16:40:00.000Z',
    paymentId: 'PAYID-SEED0001',
    payerId: 'PAYER-SEED0001',
    providerPaymentId: 'PAYID-SEED0001',
  },
  buyAgainOrder(),
  ...statusSampleOrders(),
];

/**
 * Orders of the other customers, older than the demo shopper's, one in each status the contract has besides
 * delivered and one a backend may add ("onHold"): the admin's order list shows every status badge, and the
 * axe scan of it (e2e/a11y.spec.ts) measures each badge's contrast.
 */
function statusSampleOrders(): MockOrder[] {
  const statuses = ['pending', 'confirmed', 'inProcess', 'inShipping', 'rejected', 'onHold'];
  const customers = seedAccounts.filter((account) => account.role === 'user' && account._id !== SHOPPER_ID);
  return statuses.flatMap((orderStatus, index) => {
    const customer = customers[index % customers.length];
    const product = seedProducts[(index * 7) % seedProducts.length];
    if (!customer || !product) return [];
    const price = product.salePrice > 0 ? product.salePrice : product.price;
    const suffix = (index + 2).toString(16).padStart(4, '0');
    const paid = orderStatus !== 'pending';
    return [
      {
        _id: `64d00000000000000001${suffix}`,
        userId: customer._id,
        cartId: `64e00000000000000001${suffix}`,
        cartItems: [
          { productId: product._id, title: product.title, image: product.image, price, quantity: 1 },
        ],
        addressInfo: {
          addressId: `64c00000000000000001${suffix}`,
          address: `Bağdat Caddesi ${10 + index}, Kadıköy`,
          city: 'Istanbul',
          pincode: '34728',
          phone: '+90 532 555 0100',
          notes: 'Leave it with the doorman',
        },
        orderStatus,
        paymentMethod: 'paypal',
        paymentStatus: paid ? 'paid' : 'pending',
        totalAmount: price,
        orderDate: `2026-09-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
        orderUpdateDate: `2026-09-${String(11 + index).padStart(2, '0')}T10:00:00.000Z`,
        paymentId: paid ? `PAYID-SAMPLE${suffix}` : '',
        payerId: paid ? `PAYER-SAMPLE${suffix}` : '',
        providerPaymentId: `PAYID-SAMPLE${suffix}`,
      },
    ];
  });
}
