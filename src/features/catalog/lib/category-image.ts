import type { Category } from '../schemas';

/** `/images/categories/turkish-delight.svg` for 'Turkish delight'. */
export function categoryImage(category: Category) {
  return `/images/categories/${category.toLowerCase().replace(/\s+/g, '-')}.svg`;
}
