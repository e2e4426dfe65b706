import { http } from 'msw';
import { db, newId } from '../db';
import { expressNotFound, originalServer } from './server-manners';
import { invalidData, notFound, ok, readJsonBody, requireAdmin, respondDelay, text } from './utils';

export const featureImageHandlers = [
  http.get('*/api/common/feature/get', async () => {
    await respondDelay();
    return ok({ data: db.state.featureImages });
  }),

  http.post('*/api/common/feature/add', async ({ request }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const image = text((await readJsonBody(request)).image);
    if (!image) return invalidData('An image URL is required');
    const feature = db.stamp({ _id: newId(), image });
    db.state.featureImages.push(feature);
    db.save();
    return ok({ data: feature }, 201);
  }),

  http.delete('*/api/common/feature/delete/:id', async ({ request, params }) => {
    await respondDelay();
    if (originalServer()) return expressNotFound(request);
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const feature = db.state.featureImages.find((candidate) => candidate._id === params.id);
    if (!feature) return notFound('Feature image');
    db.state.featureImages = db.state.featureImages.filter((candidate) => candidate._id !== feature._id);
    db.save();
    return ok({ data: { _id: feature._id } });
  }),
];
