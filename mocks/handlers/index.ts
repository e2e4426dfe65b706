import { addressHandlers } from './addresses';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { featureImageHandlers } from './feature-images';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { reviewHandlers } from './reviews';

export const handlers = [
  ...authHandlers,
  ...adminHandlers,
  ...productHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...orderHandlers,
  ...reviewHandlers,
  ...featureImageHandlers,
];
