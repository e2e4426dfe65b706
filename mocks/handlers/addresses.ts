import { http } from 'msw';
import { MAX_ADDRESSES } from '@/features/addresses/schemas';
import { db, newId } from '../db';
import { fail, invalidData, notFound, ok, readJsonBody, requireUser, respondDelay, text } from './utils';

const FIELDS = ['address', 'city', 'pincode', 'phone', 'notes'] as const;

function readAddress(body: Record<string, unknown>) {
  const values = Object.fromEntries(FIELDS.map((field) => [field, text(body[field])])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  return FIELDS.every((field) => values[field]) ? values : null;
}

export const addressHandlers = [
  http.post('*/api/shop/address/add', async ({ request }) => {
    await respondDelay();
    // Like a server's auth middleware: the token is checked before the body.
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const body = await readJsonBody(request);
    const userId = text(body.userId);
    const fields = readAddress(body);
    if (!userId || !fields) return invalidData();
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    const count = db.state.addresses.filter((address) => address.userId === userId).length;
    if (count >= MAX_ADDRESSES) return fail(400, `You can add max ${MAX_ADDRESSES} addresses`);
    const address = db.stamp({ _id: newId(), userId, ...fields });
    db.state.addresses.push(address);
    db.save();
    return ok({ data: address }, 201);
  }),

  http.get('*/api/shop/address/get/:userId', async ({ request, params }) => {
    await respondDelay();
    const guard = requireUser(request, String(params.userId));
    if (guard.response) return guard.response;
    return ok({ data: db.state.addresses.filter((address) => address.userId === params.userId) });
  }),

  http.put('*/api/shop/address/update/:userId/:addressId', async ({ request, params }) => {
    await respondDelay();
    const guard = requireUser(request, String(params.userId));
    if (guard.response) return guard.response;
    const fields = readAddress(await readJsonBody(request));
    if (!fields) return invalidData();
    const address = db.state.addresses.find(
      (candidate) => candidate._id === params.addressId && candidate.userId === params.userId,
    );
    if (!address) return notFound('Address');
    Object.assign(address, fields);
    db.touch(address);
    db.save();
    return ok({ data: address });
  }),

  http.delete('*/api/shop/address/delete/:userId/:addressId', async ({ request, params }) => {
    await respondDelay();
    const guard = requireUser(request, String(params.userId));
    if (guard.response) return guard.response;
    const before = db.state.addresses.length;
    db.state.addresses = db.state.addresses.filter(
      (candidate) => !(candidate._id === params.addressId && candidate.userId === params.userId),
    );
    if (db.state.addresses.length === before) return notFound('Address');
    db.save();
    return ok({ message: 'Address deleted successfully' });
  }),
];
