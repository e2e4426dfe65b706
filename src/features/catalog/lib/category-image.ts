import type { KnownCategory } from '../category-ids';

/** `/images/categories/turkish-delight.svg` for the category 'Turkish delight'. */
export function categoryImage(category: KnownCategory) {
  return `/images/categories/${category.id}.svg`;
}
